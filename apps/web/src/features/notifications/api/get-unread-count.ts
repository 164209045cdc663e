import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';

/** GET /api/notifications/unread-count. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<{ success: true; unread_count: number }>('/notifications/unread-count', { signal })).unread_count;
}

export const unreadCountKey = [...notificationsKey, 'unread-count'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The stream pushes every change of the count; this read is the start and the fallback.
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 401),
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
