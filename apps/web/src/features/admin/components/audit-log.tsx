import { auditActionLabels, auditActions, type AuditEntry } from '@folio/schema';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { formatDateTime } from '../lib/format';
import { useDebouncedText } from '../lib/use-debounced-text';

/** A text filter sent 300 ms after typing stops. */
function TextFilter({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string | null) => void }) {
  const [text, setText] = useDebouncedText(value, (next) => onChange(next || null));
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** A detail as text: strings and numbers as they are, anything else as JSON. */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '');

/** What an entry's details say, in words: the request made while impersonating, the plan granted... */
function describe(entry: AuditEntry): string | null {
  const details = entry.details;
  if (entry.action === 'impersonation.request') return `${text(details.method)} ${text(details.route ?? details.url)} → ${text(details.status)}`;
  if (entry.action === 'user.grant_plan') return `${text(details.previous_plan)} → ${text(details.plan)}${details.reason ? ` (${text(details.reason)})` : ''}`;
  if (entry.action === 'mail.resend') return `${text(details.subject)}${details.previous_error ? ` (was: ${text(details.previous_error)})` : ''}`;
  if (entry.action === 'user.delete') return `${text(details.websites)} websites, ${text(details.files_deleted)} files deleted`;
  if (entry.action === 'impersonation.start' && typeof details.expires_at === 'string') return `until ${formatDateTime(details.expires_at)}`;
  if (entry.action === 'beta.settings') return details.beta_access_enabled ? 'Switched on' : 'Switched off';
  if (entry.action === 'waiting_list.invite') return details.registered ? 'Access granted' : 'Invited to register';
  if (entry.action === 'demo_video.set') return `${text(details.kind)}: ${text(details.title)}`;
  return null;
}

function Target({ entry }: { entry: AuditEntry }) {
  // An invited address with no account yet: named, with nothing to open.
  if (entry.target_type === 'waiting_list' && entry.target_label) return <span className="[overflow-wrap:anywhere]">{entry.target_label}</span>;
  if (entry.target_id === null) return <span className="text-muted-foreground">—</span>;
  if (entry.target_type === 'support_ticket') {
    return (
      <Link to={paths.admin.supportTicket.getHref(entry.target_id)} className="text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
        {entry.target_label ?? `#${entry.target_id}`}
      </Link>
    );
  }
  // A website: found on the websites screen by its address.
  if (entry.target_type === 'website' && entry.target_label) {
    return (
      <Link to={paths.admin.websites.getHref({ search: entry.target_label })} className="text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
        {entry.target_label}
      </Link>
    );
  }
  // An outbox message: its recipient.
  if (entry.target_type === 'mail') return <span className="[overflow-wrap:anywhere]">{entry.target_label ?? `Message #${entry.target_id}`}</span>;
  if (entry.target_type !== 'user') return <span className="text-muted-foreground">—</span>;
  const label = entry.target_label ?? `#${entry.target_id}`;
  return entry.action === 'user.delete' ? (
    <span className="[overflow-wrap:anywhere]">{label}</span>
  ) : (
    <Link to={paths.admin.user.getHref(entry.target_id)} className="text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
      {label}
    </Link>
  );
}

const actionTone = (action: AuditEntry['action']) => (action === 'user.delete' || action === 'user.deactivate' ? 'danger' : action.startsWith('impersonation') ? 'warning' : 'neutral');

/** /admin/audit-log: every admin action, newest first, filtered by actor, action and target. */
export function AuditLog({ page, filters, onPageChange, onFilterChange }: { page: number; filters: AuditFilters; onPageChange: (page: number) => void; onFilterChange: (name: string, value: string | null) => void }) {
  const log = useAuditLog(page, filters);
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextFilter id="audit-actor" label="Actor" placeholder="Admin e-mail or id" value={filters.actor ?? ''} onChange={(value) => onFilterChange('actor', value)} />
        <div className="grid gap-2">
          <Label htmlFor="audit-action">Action</Label>
          <Select id="audit-action" value={filters.action ?? ''} onChange={(event) => onFilterChange('action', event.target.value || null)}>
            <option value="">All actions</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </Select>
        </div>
        <TextFilter id="audit-target" label="Target" placeholder="User e-mail or id" value={filters.target ?? ''} onChange={(value) => onFilterChange('target', value)} />
      </div>
      {log.isError ? (
        <LoadError title="We couldn't load the audit log" onRetry={() => void log.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !log.data ? (
        <div role="status" aria-label="Loading the audit log" className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : log.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <ScrollText className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No entries</p>
          <p className="text-sm text-muted-foreground">Admin actions appear here as they happen. Clear a filter to see more.</p>
        </div>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Admin actions, newest first</caption>
              <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">When</th>
                  <th scope="col" className="px-4 py-3">Actor</th>
                  <th scope="col" className="px-4 py-3">Action</th>
                  <th scope="col" className="px-4 py-3">Target</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {log.data.data.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                    </td>
                    <td className="max-w-56 px-4 py-3 [overflow-wrap:anywhere]">{entry.actor_email}</td>
                    <td className="px-4 py-3">
                      <Badge variant={actionTone(entry.action)}>{auditActionLabels[entry.action]}</Badge>
                      {describe(entry) && <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">{describe(entry)}</p>}
                    </td>
                    <td className="max-w-56 px-4 py-3">
                      <Target entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden" aria-label="Admin actions, newest first">
            {log.data.data.map((entry) => (
              <li key={entry.id} className="grid gap-1.5 rounded-xl border bg-card p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge variant={actionTone(entry.action)}>{auditActionLabels[entry.action]}</Badge>
                  <time className="text-xs text-muted-foreground" dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at)}
                  </time>
                </div>
                <p className="[overflow-wrap:anywhere]">
                  <span className="text-muted-foreground">By </span>
                  {entry.actor_email}
                  <span className="text-muted-foreground"> on </span>
                  <Target entry={entry} />
                </p>
                {describe(entry) && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{describe(entry)}</p>}
              </li>
            ))}
          </ul>
          <Pagination info={log.data.pagination} onPageChange={onPageChange} label="Audit log pages" />
        </>
      )}
    </div>
  );
}
