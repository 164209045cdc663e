import type { AdminAnalytics, StatsPeriod } from '@folio/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

/** GET /api/admin/analytics?period=: product analytics across all sites over 7, 30, 90 days or 12 months. */
export const adminAnalyticsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...adminKey, 'analytics', period] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminAnalytics }>(`/admin/analytics?period=${period}`, { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });

export const useAdminAnalytics = (period: StatsPeriod) => useQuery({ ...adminAnalyticsQueryOptions(period), placeholderData: keepPreviousData });
