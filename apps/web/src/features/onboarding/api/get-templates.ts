import { compareTemplates, type TemplateSummary } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/templates: the catalogue (names, tiers, preview images) for the recommendation and the alternatives. */
export async function getTemplates(): Promise<TemplateSummary[]> {
  const answer = await api.get<{ success: true; data: TemplateSummary[] }>('/templates');
  return [...answer.data].sort(compareTemplates);
}

export const templatesQueryOptions = () => queryOptions({ queryKey: ['templates', 'sorted'], queryFn: getTemplates, staleTime: 10 * 60_000 });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
