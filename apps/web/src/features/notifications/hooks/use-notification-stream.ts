import type { Notification, NotificationStreamMessage } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { useHasToken } from '@/lib/auth';
import { notificationListsKey, type NotificationPage } from '../api/get-notifications';
import { unreadCountKey } from '../api/get-unread-count';
import { getStreamTicket, openNotificationStream } from '../api/notification-stream';

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/**
 * Keeps the unread count and the cached lists current from the server's stream while the user is
 * signed in: reconnects after a drop with a fresh ticket (backing off up to 30 s), catches up on
 * what it missed, and stops when the token goes. `onNotification` hears each new notification
 * (the shell uses it to refresh what the notification is about).
 */
export function useNotificationStream(onNotification?: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  const hasToken = useHasToken();
  const listener = useRef(onNotification);
  useEffect(() => {
    listener.current = onNotification;
  }, [onNotification]);

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let failures = 0;
    let connections = 0;

    const receive = (message: NotificationStreamMessage) => {
      queryClient.setQueryData(unreadCountKey, message.unread_count);
      if (message.type !== 'notification') return;
      const { notification } = message;
      // Shown on page 1 of every cached list at once; the refetch then settles the paging.
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationListsKey }, (page) => {
        if (!page || page.pagination.current_page !== 1 || page.data.some((item) => item.id === notification.id)) return page;
        return { ...page, data: [notification, ...page.data].slice(0, page.pagination.per_page) };
      });
      void queryClient.invalidateQueries({ queryKey: notificationListsKey });
      listener.current?.(notification);
    };

    const retry = () => {
      if (controller.signal.aborted) return;
      failures += 1;
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1)) * (0.75 + Math.random() * 0.5);
      retryTimer = window.setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let ticket: string;
      try {
        ticket = await getStreamTicket(controller.signal);
      } catch (error) {
        // A 401 has ended the session (the client signs out); other failures are worth another try.
        if (controller.signal.aborted || isApiError(error, 401)) return;
        return retry();
      }
      if (controller.signal.aborted) return;
      const opened = openNotificationStream(ticket, receive);
      source = opened;
      opened.onopen = () => {
        failures = 0;
        connections += 1;
        // After a drop, whatever arrived meanwhile is only in the server's lists.
        if (connections > 1) void queryClient.invalidateQueries({ queryKey: notificationListsKey });
      };
      opened.onerror = () => {
        // EventSource would retry with the same ticket, which expires; reconnect with a new one instead.
        opened.close();
        if (source === opened) source = null;
        retry();
      };
    };

    void connect();
    return () => {
      controller.abort();
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [hasToken, queryClient]);
}
