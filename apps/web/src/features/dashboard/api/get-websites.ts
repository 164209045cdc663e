import type { WebsiteSummary } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/websites: the user's websites with their address and content counts, most recently updated first. */
export async function getWebsites(): Promise<WebsiteSummary[]> {
  return (await api.get<{ success: true; websites: WebsiteSummary[] }>('/websites')).websites;
}

export const websitesQueryKey = ['websites', 'list'] as const;

/** Cached 5 minutes (platform.md section 9); every change made here refreshes it at once. */
export const websitesQueryOptions = () =>
  queryOptions({
    queryKey: websitesQueryKey,
    queryFn: getWebsites,
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 401),
  });

export function useWebsites() {
  return useQuery(websitesQueryOptions());
}
