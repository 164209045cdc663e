import type { AdminWebsiteRow } from '@folio/schema';
import { Ban, ExternalLink, Globe, ShieldCheck, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTemplates } from '@/api/get-templates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmType } from '@/components/ui/confirm-dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminWebsiteAction, useAdminWebsites, type AdminWebsitesFilters } from '../api/admin-websites';
import { formatDate } from '../lib/format';
import { ListFilters } from './list-filters';

const states = { draft: ['Draft', 'neutral'], private: ['Private', 'primary'], published: ['Published', 'success'], suspended: ['Suspended', 'danger'] } as const;
const count = new Intl.NumberFormat('en-US');

type Moderation = { website: AdminWebsiteRow; action: 'unpublish' | 'suspend' | 'unsuspend' };

/** /admin/websites: every website with its owner, address and recent views; unpublish, suspend or lift, each asked first. */
export function WebsitesList({
  page,
  filters,
  onPageChange,
  onFilterChange,
}: {
  page: number;
  filters: AdminWebsitesFilters;
  onPageChange: (page: number) => void;
  onFilterChange: (name: string, value: string | null) => void;
}) {
  const websites = useAdminWebsites(page, filters);
  const templates = useTemplates();
  const [moderation, setModeration] = useState<Moderation | null>(null);
  const selects = [
    { name: 'status', label: 'State', options: Object.entries(states).map(([value, [label]]) => [value, label] as const) },
    { name: 'template', label: 'Template', options: (templates.data ?? []).map((template) => [template.slug, template.name] as const) },
    { name: 'domain', label: 'Custom domain', options: [['yes', 'With a domain'], ['no', 'Without']] as const },
  ] as const;

  return (
    <div className="grid gap-5">
      <ListFilters
        idPrefix="admin-website"
        searchPlaceholder="Name, address or owner's e-mail"
        filters={filters}
        selects={selects}
        onFilterChange={onFilterChange}
        className="lg:grid-cols-[2fr_repeat(3,1fr)]"
      />

      {websites.isError ? (
        <LoadError title="We couldn't load the websites" onRetry={() => void websites.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !websites.data ? (
        <div role="status" aria-label="Loading websites" className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-lg" />
          ))}
        </div>
      ) : websites.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Globe className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No websites match</p>
          <p className="text-sm text-muted-foreground">Try another search, or clear a filter.</p>
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {websites.data.pagination.total} websites found
          </p>
          <ul className="grid gap-2" aria-label="Websites, newest first">
            {websites.data.data.map((website) => (
              <WebsiteItem key={website.id} website={website} onModerate={(action) => setModeration({ website, action })} />
            ))}
          </ul>
          <Pagination info={websites.data.pagination} onPageChange={onPageChange} label="Websites pages" />
        </>
      )}
      {moderation && <ModerationDialog moderation={moderation} onClose={() => setModeration(null)} />}
    </div>
  );
}

function WebsiteItem({ website, onModerate }: { website: AdminWebsiteRow; onModerate: (action: Moderation['action']) => void }) {
  const [label, tone] = states[website.state];
  const titleId = `admin-website-${website.id}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={titleId} className="font-medium [overflow-wrap:anywhere]">
            {website.name}
          </span>
          <Badge variant={tone}>{label}</Badge>
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {[website.subdomain, ...website.domains].filter(Boolean).join(' · ') || 'No address yet'}
        </p>
        <p className="text-xs text-muted-foreground">
          <Link to={paths.admin.user.getHref(website.owner.id)} className="text-primary-text underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
            {website.owner.email}
          </Link>{' '}
          · {website.template_slug} · {count.format(website.views_30d)} {website.views_30d === 1 ? 'view' : 'views'} in 30 days · created {formatDate(website.created_at)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {website.url && (
          <Button asChild variant="outline" size="sm">
            <a href={website.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${website.name} (opens in a new tab)`}>
              <ExternalLink aria-hidden="true" />
              Open
            </a>
          </Button>
        )}
        {website.state !== 'draft' && website.state !== 'suspended' && (
          <Button variant="outline" size="sm" onClick={() => onModerate('unpublish')} aria-label={`Unpublish ${website.name}`}>
            <EyeOff aria-hidden="true" />
            Unpublish
          </Button>
        )}
        {website.state === 'suspended' ? (
          <Button variant="outline" size="sm" onClick={() => onModerate('unsuspend')} aria-label={`Lift suspension of ${website.name}`}>
            <ShieldCheck aria-hidden="true" />
            Lift suspension
          </Button>
        ) : (
          <Button variant="outline" size="sm" className="text-danger-text" onClick={() => onModerate('suspend')} aria-label={`Suspend ${website.name}`}>
            <Ban aria-hidden="true" />
            Suspend
          </Button>
        )}
      </div>
    </li>
  );
}

const dialogs: Record<Moderation['action'], (name: string) => { type: ConfirmType; title: string; description: string; confirm: string }> = {
  unpublish: (name) => ({ type: 'warning', title: `Unpublish ${name}?`, description: 'It goes offline at once and back to a draft. Its owner is told, and may publish it again.', confirm: 'Unpublish' }),
  suspend: (name) => ({
    type: 'danger',
    title: `Suspend ${name}?`,
    description: 'It goes offline on every address at once, and its owner cannot publish it until you lift the suspension. They are told why.',
    confirm: 'Suspend website',
  }),
  unsuspend: (name) => ({ type: 'success', title: `Lift the suspension of ${name}?`, description: 'A published site is online again at once; its owner is told.', confirm: 'Lift suspension' }),
};

function ModerationDialog({ moderation, onClose }: { moderation: Moderation; onClose: () => void }) {
  const act = useAdminWebsiteAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const text = dialogs[moderation.action](moderation.website.name);
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      type={text.type}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      loading={act.isPending}
      onConfirm={() => {
        if (moderation.action === 'suspend' && !reason.trim()) return setError('Please say why the site is suspended.');
        act.mutate(
          { id: moderation.website.id, action: moderation.action === 'suspend' ? { suspend: reason.trim() } : moderation.action },
          {
            onSuccess: (answer) => {
              toast.success(answer.message);
              onClose();
            },
            onError: (failure) => toast.error(getErrorMessage(failure)),
          },
        );
      }}
    >
      {moderation.action === 'suspend' && (
        <Field label="Reason" help="The owner reads it in their notification, and it is kept in the audit log." error={error}>
          <FieldControl>
            <Textarea rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FieldControl>
        </Field>
      )}
    </ConfirmDialog>
  );
}
