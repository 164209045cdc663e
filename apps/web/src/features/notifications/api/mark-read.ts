import type { Notification } from '@folio/schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationListsKey, type NotificationPage } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

/** POST /api/notifications/mark-read {ids}: answers the new unread count. */
export async function markNotificationsRead(ids: number[]): Promise<number> {
  return (await api.post<{ success: true; unread_count: number }>('/notifications/mark-read', { ids })).unread_count;
}

/** POST /api/notifications/mark-all-read. */
export async function markAllNotificationsRead(): Promise<number> {
  return (await api.post<{ success: true; unread_count: number }>('/notifications/mark-all-read')).unread_count;
}

/** Marks the cached rows read at once, so the bell and the page agree before the server answers. */
function markCachedRead(queryClient: QueryClient, isTarget: (notification: Notification) => boolean) {
  const now = new Date().toISOString();
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationListsKey }, (page) => {
    if (!page) return page;
    return {
      ...page,
      data: page.data.map((notification) => {
        return notification.read_at === null && isTarget(notification) ? { ...notification, read_at: now } : notification;
      }),
    };
  });
}

async function settle(queryClient: QueryClient, unread: number | undefined) {
  if (unread !== undefined) queryClient.setQueryData(unreadCountKey, unread);
  await queryClient.invalidateQueries({ queryKey: notificationListsKey });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationListsKey });
      const wanted = new Set(ids);
      markCachedRead(queryClient, (notification) => wanted.has(notification.id));
    },
    onSuccess: (unread) => settle(queryClient, unread),
    onError: () => settle(queryClient, undefined).then(() => queryClient.invalidateQueries({ queryKey: unreadCountKey })),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationListsKey });
      markCachedRead(queryClient, () => true);
    },
    onSuccess: (unread) => settle(queryClient, unread),
    onError: () => settle(queryClient, undefined).then(() => queryClient.invalidateQueries({ queryKey: unreadCountKey })),
  });
}
