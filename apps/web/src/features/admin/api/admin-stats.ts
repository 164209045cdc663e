import type { AdminHealth, AdminStats, StatsPeriod } from '@folio/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminKey = ['admin'] as const;

/** GET /api/admin/stats?period=: the dashboard's figures over 7, 30, 90 days or 12 months. */
export const adminStatsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: [...adminKey, 'stats', period] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminStats }>(`/admin/stats?period=${period}`, { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });

export const useAdminStats = (period: StatsPeriod) => useQuery({ ...adminStatsQueryOptions(period), placeholderData: keepPreviousData });

/** GET /api/admin/health: queue counts and the latest failures, refreshed every 30 s while shown. */
export const useAdminHealth = () =>
  useQuery({
    queryKey: [...adminKey, 'health'] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminHealth }>('/admin/health', { signal }).then((answer) => answer.data),
    refetchInterval: 30_000,
  });
