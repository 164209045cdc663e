import { supportCategoryLabels, type AdminSupportTicketDetail } from '@folio/schema';
import { Archive, RotateCcw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldControl } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSupportAction } from '../api/admin-support';
import { formatDateTime } from '../lib/format';
import { SupportStatus } from './support-inbox';

/** /admin/support/{id}: who wrote, the conversation, the reply form, close and reopen. */
export function SupportTicketDetail({ ticket }: { ticket: AdminSupportTicketDetail }) {
  const action = useSupportAction(ticket.id);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onReply = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    action.mutate(
      { reply },
      {
        onSuccess: (answer) => {
          setReply('');
          toast.success(answer.message);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) setError(failure.fieldErrors.message?.[0] ?? getErrorMessage(failure));
          else toast.error(getErrorMessage(failure));
        },
      },
    );
  };
  const setStatus = (next: 'close' | 'reopen') =>
    action.mutate(next, { onSuccess: (answer) => toast.success(answer.message), onError: (failure) => toast.error(getErrorMessage(failure)) });

  return (
    <div className="grid gap-5">
      <Card>
        <CardContent className="grid gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {ticket.reference} <SupportStatus status={ticket.status} />
            {ticket.priority && <Badge variant="warning">Priority</Badge>}
          </p>
          <h2 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{ticket.subject}</h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">From</dt>
              <dd className="[overflow-wrap:anywhere]">
                {ticket.user_id === null ? (
                  `${ticket.name} (guest)`
                ) : (
                  <Link to={paths.admin.user.getHref(ticket.user_id)} className="font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                    {ticket.name}
                  </Link>
                )}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">E-mail</dt>
              <dd className="[overflow-wrap:anywhere]">{ticket.email}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Category</dt>
              <dd>{ticket.category ? supportCategoryLabels[ticket.category] : '—'}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Sent</dt>
              <dd>{formatDateTime(ticket.created_at)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <section className="grid gap-3" aria-labelledby="support-conversation">
        <h2 id="support-conversation" className="text-lg font-semibold tracking-tight">
          Conversation
        </h2>
        <ol className="grid gap-3">
          {ticket.messages.map((message) => (
            <li key={message.id} className={cn('grid gap-2 rounded-xl border p-4', message.author === 'admin' ? 'border-primary/30 bg-primary-soft/40' : 'bg-card')}>
              <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{message.author === 'admin' ? 'Folio support' : ticket.name}</span>
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </p>
              <p className="text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Reply</CardTitle>
          <CardDescription>
            Sent by e-mail to {ticket.email}
            {ticket.user_id !== null ? ', shown on their request and in their notifications' : ''}. The ticket becomes Answered.
          </CardDescription>
        </CardHeader>
        <CardContent className="pt-4">
          <form onSubmit={onReply} noValidate className="grid gap-4">
            <Field label="Your answer" error={error}>
              <FieldControl>
                <Textarea rows={6} maxLength={5000} value={reply} onChange={(event) => setReply(event.target.value)} />
              </FieldControl>
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={action.isPending && typeof action.variables === 'object'}>
                <Send aria-hidden="true" />
                Send reply
              </Button>
              {ticket.status === 'closed' ? (
                <Button type="button" variant="outline" loading={action.isPending && action.variables === 'reopen'} onClick={() => setStatus('reopen')}>
                  <RotateCcw aria-hidden="true" />
                  Reopen ticket
                </Button>
              ) : (
                <Button type="button" variant="outline" loading={action.isPending && action.variables === 'close'} onClick={() => setStatus('close')}>
                  <Archive aria-hidden="true" />
                  Close ticket
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
