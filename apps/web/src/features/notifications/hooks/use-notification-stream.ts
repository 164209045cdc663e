import type { Notification } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { useHasToken } from '@/lib/auth';
import { notificationListsKey, type NotificationPage } from '../api/get-notifications';
import { unreadCountKey } from '../api/get-unread-count';
import { readNotificationStream } from '../api/notification-stream';

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps the unread count and the cached lists current from the server's stream while the user is
 * signed in: reconnects after a drop (backing off up to 30 s), catches up on what it missed, and
 * stops when the token goes. `onNotification` hears each new notification (the shell uses it to
 * refresh what the notification is about).
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
    const { signal } = controller;

    const receive = (notification: Notification) => {
      // Shown in page 1 of every cached list at once; the refetch below then settles paging.
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationListsKey }, (page) => {
        if (!page || page.pagination.current_page !== 1 || page.data.some((item) => item.id === notification.id)) return page;
        return { ...page, data: [notification, ...page.data].slice(0, page.pagination.per_page) };
      });
      void queryClient.invalidateQueries({ queryKey: notificationListsKey });
      listener.current?.(notification);
    };

    const run = async () => {
      let failures = 0;
      let connections = 0;
      while (!signal.aborted) {
        try {
          await readNotificationStream(
            (message) => {
              queryClient.setQueryData(unreadCountKey, message.unread_count);
              if (message.type === 'notification') receive(message.notification);
            },
            () => {
              failures = 0;
              connections += 1;
              // After a drop, whatever arrived meanwhile is only in the server's lists.
              if (connections > 1) void queryClient.invalidateQueries({ queryKey: notificationListsKey });
            },
            signal,
          );
        } catch (error) {
          if (signal.aborted) return;
          // A 401 ended the session (the app signs out); a 403 or 404 will not mend on retry.
          if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return;
        }
        if (signal.aborted) return;
        failures += 1;
        const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
        await wait(delay * (0.75 + Math.random() * 0.5), signal);
      }
    };
    void run();
    return () => controller.abort();
  }, [hasToken, queryClient]);
}
