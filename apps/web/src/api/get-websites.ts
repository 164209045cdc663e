import type { QueryClient } from '@tanstack/react-query';
import type { WebsiteSummary } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/** Every cached website query (the list and each website) sits under this key. */
export const websitesRootKey = ['websites'] as const;
export const websitesQueryKey = [...websitesRootKey, 'list'] as const;

/** GET /api/websites: the user's websites with their address and content counts, most recently updated first. */
export async function getWebsites(): Promise<WebsiteSummary[]> {
  return (await api.get<{ success: true; websites: WebsiteSummary[] }>('/websites')).websites;
}

/** Cached 5 minutes (platform.md section 9); every change made in the app refreshes it at once. */
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

/**
 * After a website is added, removed or changed: the list, any cached website, and the user
 * (websites_count and active_website_id drive the guards and the sidebar).
 */
export function refreshWebsites(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: websitesRootKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);
}
