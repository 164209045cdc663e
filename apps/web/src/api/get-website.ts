import type { WebsiteWithSections } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** Under ['websites'], so a change to any website (refreshWebsites) marks it stale with the list. */
export const websiteQueryKey = (id: number) => ['websites', id] as const;

/** GET /api/websites/{id}: the website with every section, in display order. */
export async function getWebsite(id: number): Promise<WebsiteWithSections> {
  const answer = await api.get<{ success: true; website: WebsiteWithSections }>(`/websites/${id}`);
  return answer.website;
}

export const websiteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: websiteQueryKey(id),
    queryFn: () => getWebsite(id),
    staleTime: 30_000,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 404) && !isApiError(error, 401),
  });

export function useWebsite(id: number | null) {
  return useQuery({ ...websiteQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * The website for an editor that keeps its own copy from here on (the builder): read afresh on
 * every opening, never refetched while open (a refetch would only race with the editor's writes),
 * and dropped on leaving, since the editor's writes do not update it. `isReady` once the fresh read is in.
 */
export function useWebsiteToEdit(id: number) {
  const query = useQuery({ ...websiteQueryOptions(id), staleTime: Infinity, gcTime: 0, refetchOnMount: 'always' });
  return { ...query, isReady: query.isSuccess && query.isFetchedAfterMount };
}
