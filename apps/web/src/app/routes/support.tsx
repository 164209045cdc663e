import { SupportForm } from '@/features/support/components/support-form';
import { MyTickets } from '@/features/support/components/my-tickets';
import { useUser } from '@/lib/auth';
import { usePageParam } from '@/lib/use-page-param';

/** /support: anyone can write; a signed-in user also sees their requests and our answers. */
export function Component() {
  const { data: user } = useUser();
  const { page, setPage } = usePageParam();
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 py-14 sm:px-6 sm:py-20">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-[-0.03em] sm:text-4xl">Support</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">
          Something not working, or a question about your account or your website? Write to us and we answer by e-mail.
        </p>
      </header>
      <section className="grid gap-4" aria-labelledby="support-new">
        <h2 id="support-new" className="text-lg font-semibold tracking-tight">
          Send a request
        </h2>
        {user && (
          <p className="text-sm text-muted-foreground">
            We answer {user.name} at <span className="font-medium text-foreground [overflow-wrap:anywhere]">{user.email}</span>.
          </p>
        )}
        <SupportForm signedIn={Boolean(user)} />
      </section>
      {user && (
        <section className="grid gap-4" aria-labelledby="support-mine">
          <h2 id="support-mine" className="text-lg font-semibold tracking-tight">
            Your requests
          </h2>
          <MyTickets page={page} onPageChange={setPage} />
        </section>
      )}
    </div>
  );
}
