import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useMyTicket } from '@/features/support/api/support';
import { FollowUpForm } from '@/features/support/components/follow-up-form';
import { TicketConversation } from '@/features/support/components/ticket-conversation';
import { TicketStatus } from '@/features/support/components/ticket-status';
import { isApiError } from '@/lib/api-client';

/** /support/tickets/{id}: one of the user's requests and our answers. */
export function Component() {
  const id = Number(useParams().id);
  const ticket = useMyTicket(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-14 sm:px-6 sm:py-20">
      <Link to={paths.support.getHref()} className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Support
      </Link>
      {ticket.isError ? (
        isApiError(ticket.error, 404) || isApiError(ticket.error, 422) ? (
          <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">This request does not exist, or it is not yours.</p>
        ) : (
          <LoadError title="We couldn't load this request" onRetry={() => void ticket.refetch()}>
            Check your connection and try again.
          </LoadError>
        )
      ) : ticket.data ? (
        <>
          <header className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {ticket.data.reference} <TicketStatus status={ticket.data.status} />
            </p>
            <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{ticket.data.subject}</h1>
          </header>
          <TicketConversation ticket={ticket.data} />
          {ticket.data.status === 'closed' ? (
            <p className="text-sm text-muted-foreground">This request is closed. Need more help? Send a new request from the Support page.</p>
          ) : (
            <FollowUpForm ticketId={ticket.data.id} />
          )}
        </>
      ) : (
        <ContentSkeleton />
      )}
    </div>
  );
}
