import type { WebsiteWithSections } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/websites/{id}: the website with every section, in display order. */
export async function getWebsite(id: number): Promise<WebsiteWithSections> {
  const answer = await api.get<{ success: true; website: WebsiteWithSections }>(`/websites/${id}`);
  return answer.website;
}

export const websiteQueryKey = (id: number) => ['websites', id, 'with-sections'] as const;

export const websiteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: websiteQueryKey(id),
    queryFn: () => getWebsite(id),
    // The builder keeps its own copy once loaded; a refetch would only race with its writes.
    staleTime: Infinity,
    gcTime: 0,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 404) && !isApiError(error, 401),
  });

export function useWebsite(id: number) {
  return useQuery(websiteQueryOptions(id));
}
