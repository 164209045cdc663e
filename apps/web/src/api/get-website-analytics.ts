import type { AnalyticsRange, WebsiteAnalytics } from '@folio/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/websites/{id}/analytics?range=: the owner's visitor counts for the last week, month or year. */
export function getWebsiteAnalytics(websiteId: number, range: AnalyticsRange, signal?: AbortSignal): Promise<WebsiteAnalytics> {
  return api.get<{ success: true; data: WebsiteAnalytics }>(`/websites/${websiteId}/analytics?range=${range}`, { signal }).then((answer) => answer.data);
}

export const websiteAnalyticsQueryOptions = (websiteId: number, range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['websites', websiteId, 'analytics', range] as const,
    queryFn: ({ signal }) => getWebsiteAnalytics(websiteId, range, signal),
    // Views are written every few seconds; a minute old is fresh enough to read.
    staleTime: 60_000,
    // A plan that does not include analytics answers 403: that is the answer, not a failure to retry.
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 401) && !isApiError(error, 403),
  });

export function useWebsiteAnalytics(websiteId: number, range: AnalyticsRange) {
  return useQuery({ ...websiteAnalyticsQueryOptions(websiteId, range), placeholderData: keepPreviousData });
}
