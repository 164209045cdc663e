import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useSupportTicket } from '@/features/admin/api/admin-support';
import { SupportTicketDetail } from '@/features/admin/components/support-ticket-detail';
import { isApiError } from '@/lib/api-client';

export function Component() {
  const id = Number(useParams().id);
  const ticket = useSupportTicket(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <div className="grid gap-5">
      <Link to={paths.admin.support.getHref()} className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Support inbox
      </Link>
      {ticket.isError ? (
        isApiError(ticket.error, 404) || isApiError(ticket.error, 422) ? (
          <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">This ticket does not exist.</p>
        ) : (
          <LoadError title="We couldn't load this ticket" onRetry={() => void ticket.refetch()}>
            Check your connection and try again.
          </LoadError>
        )
      ) : ticket.data ? (
        <SupportTicketDetail ticket={ticket.data} />
      ) : (
        <ContentSkeleton />
      )}
    </div>
  );
}
