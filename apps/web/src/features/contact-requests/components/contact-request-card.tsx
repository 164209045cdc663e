import type { ContactRequest, ContactRequestStatus } from '@folio/schema';
import { relativeTime } from '@folio/schema';
import { Archive, Inbox, Mail, MailOpen, MoreHorizontal, Reply, ShieldAlert, ShieldCheck, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn, getInitials } from '@/lib/utils';
import { getReplyHref } from '../lib/reply-link';

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Initials from the letters and digits of a name only, so "<b>Mallory</b>" does not become "<M". */
const initialsOf = (name: string) => getInitials(name.replace(/[^\p{L}\p{N}\s]+/gu, ' '));

export type ContactAction = { kind: 'status'; status: ContactRequestStatus } | { kind: 'delete' } | { kind: 'reply' };

/**
 * One visitor's message with what the owner can do with it. Every visitor-supplied string is
 * rendered as text by React, so markup in a message shows as the characters the visitor typed.
 */
export function ContactRequestCard({
  request,
  now,
  busy,
  onAction,
}: {
  request: ContactRequest;
  now: number;
  busy: boolean;
  onAction: (request: ContactRequest, action: ContactAction) => void;
}) {
  const isNew = request.status === 'new';
  const inInbox = request.status === 'new' || request.status === 'read';
  const titleId = `contact-${request.id}-title`;
  // While a change is on its way the buttons say so (aria-disabled) but keep the focus, which disabled would drop.
  const setStatus = (status: ContactRequestStatus) => !busy && onAction(request, { kind: 'status', status });

  return (
    <li>
      <article
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        className={cn('relative grid gap-3 px-4 py-4 sm:px-5', isNew && 'bg-primary-soft/50', busy && 'opacity-60')}
      >
        {isNew && <span aria-hidden="true" className="absolute top-7 left-1.5 size-1.5 rounded-full bg-primary sm:left-2" />}
        <header className="flex gap-3">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-muted text-sm font-semibold text-muted-foreground">
            {initialsOf(request.name)}
          </span>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={titleId} className={cn('min-w-0 text-sm [overflow-wrap:anywhere]', isNew ? 'font-semibold' : 'font-medium')}>
                <span className="sr-only">Message from </span>
                {request.name}
              </h3>
              {isNew && <Badge variant="primary">New</Badge>}
              {request.status === 'archived' && <Badge>Archived</Badge>}
              {request.status === 'spam' && <Badge variant="danger">Spam</Badge>}
            </div>
            <a
              href={`mailto:${request.email}`}
              className="w-fit max-w-full truncate rounded-sm text-[13px] text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {request.email}
            </a>
          </div>
          <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
            <time dateTime={request.created_at} title={fullDate.format(new Date(request.created_at))} className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              <span className="sr-only">Received </span>
              {relativeTime(request.created_at, now)}
            </time>
          </div>
        </header>
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-foreground/90 [overflow-wrap:anywhere] sm:pl-13">{request.message}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:pl-13">
          <p className="min-w-0 truncate text-xs text-muted-foreground">
            {request.website_name ? (
              <>
                Sent through <span className="font-medium text-foreground/80">{request.website_name}</span>
              </>
            ) : (
              'Sent through a website you have since deleted'
            )}
          </p>
          <div className="flex flex-wrap items-center gap-1">
            <Button asChild variant="outline" size="sm">
              <a href={getReplyHref(request)} onClick={() => onAction(request, { kind: 'reply' })}>
                <Reply aria-hidden="true" />
                Reply
              </a>
            </Button>
            {inInbox &&
              (isNew ? (
                <Button variant="ghost" size="sm" aria-disabled={busy} onClick={() => setStatus('read')}>
                  <MailOpen aria-hidden="true" />
                  Mark as read
                </Button>
              ) : (
                <Button variant="ghost" size="sm" aria-disabled={busy} onClick={() => setStatus('new')}>
                  <Mail aria-hidden="true" />
                  Mark as unread
                </Button>
              ))}
            {inInbox ? (
              // Icon only on phones, so the actions keep to one row; the name stays "Archive".
              <Button variant="ghost" size="sm" className="max-sm:size-8 max-sm:px-0" title="Archive" aria-disabled={busy} onClick={() => setStatus('archived')}>
                <Archive aria-hidden="true" />
                <span className="max-sm:sr-only">Archive</span>
              </Button>
            ) : (
              <Button variant="ghost" size="sm" aria-disabled={busy} onClick={() => setStatus('read')}>
                {request.status === 'spam' ? <ShieldCheck aria-hidden="true" /> : <Inbox aria-hidden="true" />}
                {request.status === 'spam' ? 'Not spam' : 'Move to inbox'}
              </Button>
            )}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-disabled={busy} aria-label={`More actions for the message from ${request.name}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-48">
                {request.status !== 'spam' && (
                  <>
                    <DropdownMenuItem onSelect={() => setStatus('spam')}>
                      <ShieldAlert aria-hidden="true" />
                      Mark as spam
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                  </>
                )}
                <DropdownMenuItem variant="danger" onSelect={() => !busy && onAction(request, { kind: 'delete' })}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </article>
    </li>
  );
}
