import { supportTicketStatuses, supportTicketStatusLabels, type AdminSupportTicket } from '@folio/schema';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSupportInbox, type SupportFilters } from '../api/admin-support';
import { formatDateTime } from '../lib/format';

const statusTone = { open: 'primary', answered: 'success', closed: 'neutral' } as const;

export function SupportStatus({ status }: { status: AdminSupportTicket['status'] }) {
  return <Badge variant={statusTone[status]}>{supportTicketStatusLabels[status]}</Badge>;
}

const linkClass = 'font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]';

/** /admin/support: every ticket, priority first, filtered by status and priority, 25 a page. */
export function SupportInbox({ page, filters, onPageChange, onFilterChange }: { page: number; filters: SupportFilters; onPageChange: (page: number) => void; onFilterChange: (name: string, value: string | null) => void }) {
  const inbox = useSupportInbox(page, filters);
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="support-status">Status</Label>
          <Select id="support-status" value={filters.status ?? ''} onChange={(event) => onFilterChange('status', event.target.value || null)}>
            <option value="">All statuses</option>
            {supportTicketStatuses.map((status) => (
              <option key={status} value={status}>
                {supportTicketStatusLabels[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="support-priority">Priority</Label>
          <Select id="support-priority" value={filters.priority ?? ''} onChange={(event) => onFilterChange('priority', event.target.value || null)}>
            <option value="">All tickets</option>
            <option value="yes">Priority only</option>
            <option value="no">Not priority</option>
          </Select>
        </div>
      </div>
      {inbox.isError ? (
        <LoadError title="We couldn't load the support inbox" onRetry={() => void inbox.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !inbox.data ? (
        <div role="status" aria-label="Loading the support inbox" className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : inbox.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <LifeBuoy className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No tickets</p>
          <p className="text-sm text-muted-foreground">Requests sent from the Support page appear here. Clear a filter to see more.</p>
        </div>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Support tickets, priority first, then the latest activity</caption>
              <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">Ticket</th>
                  <th scope="col" className="px-4 py-3">From</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Updated</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {inbox.data.data.map((ticket) => (
                  <tr key={ticket.id} className="align-top">
                    <td className="max-w-72 px-4 py-3">
                      <Link to={paths.admin.supportTicket.getHref(ticket.id)} className={linkClass}>
                        {ticket.subject}
                      </Link>
                      <p className="mt-1 text-xs text-muted-foreground">
                        {ticket.reference} · {ticket.messages_count === 1 ? '1 message' : `${ticket.messages_count} messages`}
                      </p>
                    </td>
                    <td className="max-w-56 px-4 py-3 [overflow-wrap:anywhere]">
                      {ticket.name}
                      <p className="text-xs text-muted-foreground">{ticket.email}{ticket.user_id === null ? ' · guest' : ''}</p>
                    </td>
                    <td className="px-4 py-3">
                      <span className="flex flex-wrap gap-1.5">
                        <SupportStatus status={ticket.status} />
                        {ticket.priority && <Badge variant="warning">Priority</Badge>}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden" aria-label="Support tickets, priority first">
            {inbox.data.data.map((ticket) => (
              <li key={ticket.id} className="grid gap-1.5 rounded-xl border bg-card p-4 text-sm">
                <Link to={paths.admin.supportTicket.getHref(ticket.id)} className={linkClass}>
                  {ticket.subject}
                </Link>
                <span className="flex flex-wrap items-center gap-1.5">
                  <SupportStatus status={ticket.status} />
                  {ticket.priority && <Badge variant="warning">Priority</Badge>}
                </span>
                <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {ticket.reference} · {ticket.name} ({ticket.email}{ticket.user_id === null ? ', guest' : ''}) · <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
                </p>
              </li>
            ))}
          </ul>
          <Pagination info={inbox.data.pagination} onPageChange={onPageChange} label="Support inbox pages" />
        </>
      )}
    </div>
  );
}
