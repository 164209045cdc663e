import { EmailTemplates, MailOutbox } from '@/features/admin/components/email-preview';
import { usePageParam } from '@/lib/use-page-param';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  return (
    <div className="grid gap-10">
      <section className="grid gap-5" aria-labelledby="email-templates">
        <div className="grid gap-1.5">
          <h2 id="email-templates" className="text-2xl font-semibold tracking-tight">
            E-mails
          </h2>
          <p className="text-sm text-muted-foreground">Every e-mail Folio sends, rendered with sample data.</p>
        </div>
        <EmailTemplates />
      </section>
      <section className="grid gap-5" aria-labelledby="mail-outbox">
        <div className="grid gap-1.5">
          <h2 id="mail-outbox" className="text-2xl font-semibold tracking-tight">
            Outbox
          </h2>
          <p className="text-sm text-muted-foreground">Every message Folio sent or is sending, newest first. A failed message can be sent again.</p>
        </div>
        <MailOutbox page={page} status={params.get('status') ?? undefined} onPageChange={setPage} onStatusChange={(value) => setFilter('status', value)} />
      </section>
    </div>
  );
}
