import type { AdminSubscriptionDetail, AdminSubscriptionsResponse, RevenueAnalytics, StatsPeriod } from '@folio/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

export interface AdminSubscriptionsFilters {
  search?: string;
  plan?: string;
  status?: string;
  provider?: string;
  billing_cycle?: string;
}

const subscriptionsKey = [...adminKey, 'subscriptions'] as const;

function queryString(page: number, filters: AdminSubscriptionsFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return params.toString();
}

/** GET /api/admin/subscriptions: 25 a page, newest first, searched and filtered by the server. */
export const adminSubscriptionsQueryOptions = (page: number, filters: AdminSubscriptionsFilters) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'list', page, filters] as const,
    queryFn: ({ signal }) => api.get<AdminSubscriptionsResponse>(`/admin/subscriptions?${queryString(page, filters)}`, { signal }),
  });

export const useAdminSubscriptions = (page: number, filters: AdminSubscriptionsFilters) => useQuery({ ...adminSubscriptionsQueryOptions(page, filters), placeholderData: keepPreviousData });

/** GET /api/admin/subscriptions/{id}: the subscription, its owner and its events. */
export const adminSubscriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminSubscriptionDetail }>(`/admin/subscriptions/${id}`, { signal }).then((answer) => answer.data),
  });

export const useAdminSubscription = (id: number) => useQuery(adminSubscriptionQueryOptions(id));

/** GET /api/admin/revenue?period=: Revenue Analytics over 7, 30, 90 days or 12 months. */
export const revenueAnalyticsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...adminKey, 'revenue', period] as const,
    queryFn: ({ signal }) => api.get<{ data: RevenueAnalytics }>(`/admin/revenue?period=${period}`, { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });

export const useRevenueAnalytics = (period: StatsPeriod) => useQuery({ ...revenueAnalyticsQueryOptions(period), placeholderData: keepPreviousData });
