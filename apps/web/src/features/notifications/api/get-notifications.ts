import type { Notification, Pagination } from '@folio/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export interface NotificationPage {
  success: true;
  data: Notification[];
  pagination: Pagination;
  unread_count: number;
}

/** GET /api/notifications?page=&per_page=: recent first, a page at a time, with the unread count. */
export function getNotifications(page: number, perPage: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api.get<NotificationPage>(`/notifications?page=${page}&per_page=${perPage}`, { signal });
}

export const notificationsKey = ['notifications'] as const;
export const notificationListsKey = [...notificationsKey, 'list'] as const;

/** The bell shows this many; the /notifications page shows pages of the other size. */
export const recentPerPage = 8;
export const pagePerPage = 20;

export const notificationsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...notificationListsKey, { page, perPage }] as const,
    queryFn: ({ signal }) => getNotifications(page, perPage, signal),
    // New ones arrive over the stream, which refreshes these lists; no polling needed.
    staleTime: 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 401),
  });

export function useNotifications(page: number, perPage: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(page, perPage), enabled, placeholderData: keepPreviousData });
}
