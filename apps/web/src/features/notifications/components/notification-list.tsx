import type { Notification } from '@folio/schema';
import { Bell, Check, CheckCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { pagePerPage, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead, useMarkNotificationsRead } from '../api/mark-read';
import { useNow } from '@/lib/use-now';
import { getNotificationHref } from '../lib/notification-link';
import { NotificationIcon } from './notification-icon';
import { NotificationTime } from './notification-time';

function Row({ notification, now }: { notification: Notification; now: number }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const unread = notification.read_at === null;
  const href = getNotificationHref(notification);
  return (
    <li className={cn('relative flex gap-3 px-4 py-4 sm:gap-4 sm:px-5', unread && 'bg-primary-soft/50')}>
      {unread && <span aria-hidden="true" className="absolute top-[30px] left-1.5 size-1.5 rounded-full bg-primary sm:left-2" />}
      <NotificationIcon type={notification.type} />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className={cn('text-sm [overflow-wrap:anywhere]', unread ? 'font-semibold' : 'font-medium')}>
          <Link
            to={href}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (unread) markRead.mutate([notification.id]);
              void navigate(href);
            }}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {unread && <span className="sr-only">Unread: </span>}
            {notification.title}
          </Link>
        </h3>
        <p className="text-sm leading-relaxed text-muted-foreground [overflow-wrap:anywhere]">{notification.message}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <NotificationTime iso={notification.created_at} now={now} className="pt-0.5" />
        {unread && (
          <Button
            variant="ghost"
            size="sm"
            className="-mr-2 max-sm:size-8 max-sm:px-0"
            loading={markRead.isPending}
            aria-label={`Mark as read: ${notification.title}`}
            title="Mark as read"
            onClick={() => markRead.mutate([notification.id])}
          >
            {!markRead.isPending && <Check aria-hidden="true" />}
            <span className="max-sm:sr-only">Mark as read</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading notifications" className="divide-y rounded-2xl border bg-card">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex gap-4 px-5 py-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /notifications: every notification, recent first, a page at a time, with read state and mark all read. */
export function NotificationList({ page, onPageChange, firstPageHref }: { page: number; onPageChange: (page: number) => void; firstPageHref: string }) {
  const now = useNow();
  const list = useNotifications(page, pagePerPage);
  const markAll = useMarkAllNotificationsRead();
  // The stream keeps this count current; the page's own count is only the first answer.
  const liveUnread = useUnreadCount().data;
  const unread = liveUnread ?? list.data?.unread_count ?? 0;

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && !list.data) {
    return (
      <LoadError title="Notifications could not be loaded." onRetry={() => void list.refetch()}>
        {getErrorMessage(list.error)}
      </LoadError>
    );
  }

  const { data: items, pagination } = list.data;
  if (pagination.total === 0) {
    return (
      <section aria-labelledby="notifications-empty" className="grid justify-items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-text">
          <Bell className="size-6" aria-hidden="true" />
        </span>
        <h3 id="notifications-empty" className="text-lg font-semibold tracking-tight">
          No notifications yet
        </h3>
        <p className="max-w-md text-sm text-muted-foreground">
          When a visitor writes to you through your website, a website goes live or your plan changes, you will read it here.
        </p>
      </section>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread > 0 ? `${unread} unread of ${pagination.total}` : `All ${pagination.total} read`}
        </p>
        {/* aria-disabled, not disabled, so the focus stays here once everything is read. */}
        <Button variant="outline" size="sm" aria-disabled={unread === 0 || markAll.isPending} onClick={() => unread > 0 && !markAll.isPending && markAll.mutate()}>
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      {markAll.isError && <Alert variant="danger" title={getErrorMessage(markAll.error)} />}
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-10 text-center">
          <p className="text-sm text-muted-foreground">There is nothing on page {page}.</p>
          <Button asChild variant="outline" size="sm">
            <Link to={firstPageHref}>Go to the first page</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Notifications" className={cn('divide-y overflow-hidden rounded-2xl border bg-card', list.isPlaceholderData && 'opacity-60')}>
          {items.map((notification) => (
            <Row key={notification.id} notification={notification} now={now} />
          ))}
        </ul>
      )}
      <Pagination info={pagination} onPageChange={onPageChange} label="Notification pages" />
    </div>
  );
}
