import type { SupportTicketDetail } from '@folio/schema';
import { cn } from '@/lib/utils';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The messages of a request, oldest first; text is shown as text, never as markup. */
export function TicketConversation({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <ol className="grid gap-3" aria-label="Conversation">
      {ticket.messages.map((message) => (
        <li key={message.id} className={cn('grid gap-2 rounded-xl border p-4', message.author === 'admin' ? 'border-primary/30 bg-primary-soft/40' : 'bg-card')}>
          <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{message.author === 'admin' ? 'Folio support' : 'You'}</span>
            <time dateTime={message.created_at}>{when(message.created_at)}</time>
          </p>
          <p className="text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
