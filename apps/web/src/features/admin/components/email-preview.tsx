import { mailStatuses, mailStatusLabels, type MailOutboxRow } from '@folio/schema';
import { Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useEmailPreviews, useMailOutbox, useResendMail } from '../api/admin-mail';
import { formatDateTime } from '../lib/format';

/** Every e-mail Folio sends, each shown in a frame that runs no script, with its subject and text version. */
export function EmailTemplates() {
  const previews = useEmailPreviews();
  const [selected, setSelected] = useState(0);
  if (previews.isError) {
    return (
      <LoadError title="We couldn't load the e-mails" onRetry={() => void previews.refetch()}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (!previews.data) return <Skeleton className="h-96 rounded-xl" />;
  const current = previews.data[selected] ?? previews.data[0];
  if (!current) return null;
  return (
    <div className="grid gap-5 lg:grid-cols-[15rem_1fr]">
      <ul className="grid content-start gap-1" aria-label="E-mails">
        {previews.data.map((preview, index) => (
          <li key={preview.kind}>
            <button
              type="button"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              className={cn(
                'grid w-full gap-0.5 rounded-lg px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                index === selected ? 'bg-primary-soft text-primary-text' : 'hover:bg-accent',
              )}
            >
              <span className="font-medium">{preview.label}</span>
              <span className={cn('font-mono text-xs', index === selected ? 'text-primary-text' : 'text-muted-foreground')}>{preview.kind}</span>
            </button>
          </li>
        ))}
      </ul>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="[overflow-wrap:anywhere]">{current.label}</CardTitle>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted-foreground">Subject</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{current.subject}</dd>
            </div>
          </dl>
        </CardHeader>
        <CardContent className="grid gap-4 pt-4">
          {/* No scripts, no same origin: the message is shown, never run. */}
          <iframe title={`Preview: ${current.label}`} srcDoc={current.html} sandbox="" className="h-[36rem] w-full rounded-lg border bg-white" />
          <div className="grid gap-2">
            <h3 id="email-text-version" className="text-sm font-semibold">
              Text version
            </h3>
            {/* Focusable, so a keyboard can scroll a long text. */}
            <pre tabIndex={0} aria-labelledby="email-text-version" className="max-h-80 focus-visible:outline-2 focus-visible:outline-ring overflow-auto rounded-lg border bg-muted/40 p-4 text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{current.text}</pre>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

const statusTone = { queued: 'neutral', stored: 'success', sent: 'success', failed: 'danger' } as const;

function ResendButton({ row }: { row: MailOutboxRow }) {
  const resend = useResendMail();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={resend.isPending}
      aria-label={`Resend ${row.subject} to ${row.to_address}`}
      onClick={() => resend.mutate(row.id, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(getErrorMessage(error)) })}
    >
      <RotateCw aria-hidden="true" />
      Resend
    </Button>
  );
}

/** mail_outbox: every message and its delivery, newest first, 25 a page; a failed one can be resent. */
export function MailOutbox({ page, status, onPageChange, onStatusChange }: { page: number; status?: string; onPageChange: (page: number) => void; onStatusChange: (value: string | null) => void }) {
  const outbox = useMailOutbox(page, status);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:max-w-60">
        <Label htmlFor="outbox-status">Status</Label>
        <Select id="outbox-status" value={status ?? ''} onChange={(event) => onStatusChange(event.target.value || null)}>
          <option value="">All messages</option>
          {mailStatuses.map((value) => (
            <option key={value} value={value}>
              {mailStatusLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      {outbox.isError ? (
        <LoadError title="We couldn't load the outbox" onRetry={() => void outbox.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !outbox.data ? (
        <div role="status" aria-label="Loading the outbox" className="grid gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : outbox.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Mail className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No messages</p>
          <p className="text-sm text-muted-foreground">Messages appear here as Folio sends them. Clear the filter to see more.</p>
        </div>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Outbox, newest first</caption>
              <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">Message</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Created</th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {outbox.data.data.map((row) => (
                  <tr key={row.id} className="align-top">
                    <td className="max-w-96 px-4 py-3 [overflow-wrap:anywhere]">
                      <span className="font-medium">{row.subject}</span>
                      <p className="text-xs text-muted-foreground">
                        To {row.to_address} · <span className="font-mono">{row.kind}</span>
                      </p>
                      {row.error && <p className="mt-1 text-xs text-danger-text">{row.error}</p>}
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={statusTone[row.status]}>{mailStatusLabels[row.status]}</Badge>
                      <p className="mt-1 text-xs text-muted-foreground">{row.attempts === 1 ? '1 attempt' : `${row.attempts} attempts`}</p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                    </td>
                    <td className="px-4 py-3 text-right">{row.status === 'failed' && <ResendButton row={row} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden" aria-label="Outbox, newest first">
            {outbox.data.data.map((row) => (
              <li key={row.id} className="grid gap-1.5 rounded-xl border bg-card p-4 text-sm [overflow-wrap:anywhere]">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge variant={statusTone[row.status]}>{mailStatusLabels[row.status]}</Badge>
                  <time className="text-xs text-muted-foreground" dateTime={row.created_at}>
                    {formatDateTime(row.created_at)}
                  </time>
                </div>
                <p className="font-medium">{row.subject}</p>
                <p className="text-xs text-muted-foreground">
                  To {row.to_address} · <span className="font-mono">{row.kind}</span> · {row.attempts === 1 ? '1 attempt' : `${row.attempts} attempts`}
                </p>
                {row.error && <p className="text-xs text-danger-text">{row.error}</p>}
                {row.status === 'failed' && (
                  <div>
                    <ResendButton row={row} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pagination info={outbox.data.pagination} onPageChange={onPageChange} label="Outbox pages" />
        </>
      )}
    </div>
  );
}
