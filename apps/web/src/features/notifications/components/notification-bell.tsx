import type { Notification } from '@folio/schema';
import { Bell, CheckCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { recentPerPage, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead, useMarkNotificationsRead } from '../api/mark-read';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { useNow } from '@/lib/use-now';
import { formatBadgeCount, getNotificationHref } from '../lib/notification-link';
import { NotificationIcon } from './notification-icon';
import { NotificationTime } from './notification-time';

function RecentItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: (notification: Notification) => void }) {
  const unread = notification.read_at === null;
  return (
    <li>
      <Link
        to={getNotificationHref(notification)}
        onClick={(event) => {
          // Let modified clicks open a new tab as links do; a plain click marks read and closes the bell.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(notification);
        }}
        className={cn(
          'relative flex gap-3 px-4 py-3 transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          unread && 'bg-primary-soft/60',
        )}
      >
        <NotificationIcon type={notification.type} className="size-8" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-start gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-semibold' : 'font-medium text-foreground/85')}>
              {unread && <span className="sr-only">Unread: </span>}
              {notification.title}
            </span>
            <NotificationTime iso={notification.created_at} now={now} className="pt-0.5" />
          </span>
          <span className="line-clamp-2 text-[13px] leading-snug break-words text-muted-foreground">{notification.message}</span>
        </span>
        {unread && <span aria-hidden="true" className="absolute top-1/2 left-1.5 size-1.5 -translate-y-1/2 rounded-full bg-primary" />}
      </Link>
    </li>
  );
}

/**
 * The top bar's bell (platform.md section 2): the unread count (99+ above 99), the recent
 * notifications, Mark all as read and the way to the full list. It also keeps the live stream
 * open for the whole shell; `onNotification` hears each new one.
 */
export function NotificationBell({ onNotification }: { onNotification?: (notification: Notification) => void }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const now = useNow();
  // Screen readers hear each new arrival, as sighted users see the badge change.
  const [announcement, setAnnouncement] = useState('');
  useNotificationStream(
    useCallback(
      (notification: Notification) => {
        setAnnouncement(`New notification: ${notification.title}`);
        onNotification?.(notification);
      },
      [onNotification],
    ),
  );
  const unread = useUnreadCount().data ?? 0;
  // Fetched on first open; the stream keeps it current after that.
  const [wanted, setWanted] = useState(false);
  const recent = useNotifications(1, recentPerPage, { enabled: wanted });
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const items = recent.data?.data ?? [];

  const openItem = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate([notification.id]);
    setOpen(false);
    void navigate(getNotificationHref(notification));
  };

  const label = unread > 0 ? `Notifications, ${formatBadgeCount(unread)} unread` : 'Notifications';

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setWanted(true);
        }}
      >
        <PopoverTrigger
          aria-label={label}
          className="relative grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-accent data-[state=open]:text-foreground"
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-semibold text-danger-foreground tabular-nums ring-2 ring-background"
            >
              {formatBadgeCount(unread)}
            </span>
          )}
        </PopoverTrigger>
        <PopoverContent align="end" aria-label="Notifications" className="flex w-[22rem] flex-col overflow-hidden p-0">
          <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
            <div className="grid">
              <h2 className="text-sm font-semibold">Notifications</h2>
              <p className="text-xs text-muted-foreground">{unread > 0 ? `${formatBadgeCount(unread)} unread` : 'All caught up'}</p>
            </div>
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus out of the panel. */}
          <Button
            variant="ghost"
            size="sm"
            aria-disabled={unread === 0 || markAll.isPending}
            onClick={() => unread > 0 && !markAll.isPending && markAll.mutate()}
          >
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
          </div>
          <div className="max-h-[min(24rem,60dvh)] overflow-y-auto overscroll-contain">
            {recent.isPending ? (
              <div role="status" aria-label="Loading notifications" className="grid gap-3 p-4">
                {[0, 1, 2].map((key) => (
                  <div key={key} className="flex gap-3">
                    <Skeleton className="size-8 rounded-full" />
                    <div className="grid flex-1 gap-1.5">
                      <Skeleton className="h-3.5 w-3/5" />
                      <Skeleton className="h-3 w-full" />
                    </div>
                  </div>
                ))}
              </div>
            ) : recent.isError && items.length === 0 ? (
              <div className="grid justify-items-center gap-2 px-4 py-8 text-center">
                <p className="text-sm text-muted-foreground">Notifications could not be loaded.</p>
                <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
                  Try again
                </Button>
              </div>
            ) : items.length === 0 ? (
              <div className="grid justify-items-center gap-2 px-4 py-10 text-center">
                <span className="grid size-10 place-items-center rounded-full bg-muted text-muted-foreground">
                  <Bell className="size-5" aria-hidden="true" />
                </span>
                <p className="text-sm font-medium">No notifications yet</p>
                <p className="max-w-60 text-xs text-muted-foreground">Messages from your website’s visitors and news about your websites and plan will appear here.</p>
              </div>
            ) : (
              <ul aria-label="Recent notifications" className="divide-y">
                {items.map((notification) => (
                  <RecentItem key={notification.id} notification={notification} now={now} onOpen={openItem} />
                ))}
              </ul>
            )}
          </div>
          <Link
            to={paths.app.notifications.getHref()}
            onClick={() => setOpen(false)}
            className="border-t px-4 py-2.5 text-center text-sm font-medium text-primary-text transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            View all notifications
          </Link>
        </PopoverContent>
      </Popover>
    </>
  );
}
