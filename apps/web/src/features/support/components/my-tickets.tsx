import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyTickets } from '../api/support';
import { TicketStatus } from './ticket-status';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in user's requests, each linking to its conversation. */
export function MyTickets({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const tickets = useMyTickets(page, true);
  if (tickets.isError) {
    return (
      <LoadError title="We couldn't load your requests" onRetry={() => void tickets.refetch()}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (!tickets.data) {
    return (
      <div role="status" aria-label="Loading your requests" className="grid gap-2">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (tickets.data.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
        <LifeBuoy className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No requests yet</p>
        <p className="text-sm text-muted-foreground">The requests you send appear here with our answers.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Your requests">
        {tickets.data.data.map((ticket) => (
          <li key={ticket.id}>
            <Link
              to={paths.supportTicket.getHref(ticket.id)}
              className="grid gap-1 rounded-xl border bg-card p-4 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium [overflow-wrap:anywhere]">{ticket.subject}</span>
                <TicketStatus status={ticket.status} />
              </span>
              <span className="text-xs text-muted-foreground">
                {ticket.reference} · updated <time dateTime={ticket.updated_at}>{when(ticket.updated_at)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination info={tickets.data.pagination} onPageChange={onPageChange} label="Your requests pages" />
    </div>
  );
}
