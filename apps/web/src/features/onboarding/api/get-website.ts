import type { WebsiteWithSections } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/websites/{id}: the created website (its name, template and version for a template change). */
export async function getWebsite(id: number): Promise<WebsiteWithSections> {
  const answer = await api.get<{ success: true; website: WebsiteWithSections }>(`/websites/${id}`);
  return answer.website;
}

export const onboardingWebsiteQueryKey = (id: number) => ['onboarding', 'website', id] as const;

export const websiteQueryOptions = (id: number) => queryOptions({ queryKey: onboardingWebsiteQueryKey(id), queryFn: () => getWebsite(id), staleTime: 30_000 });

export function useWebsite(id: number | null) {
  return useQuery({ ...websiteQueryOptions(id ?? 0), enabled: id !== null });
}
