import type { TemplateSummary } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getTemplates(): Promise<TemplateSummary[]> {
  const answer = await api.get<{ success: true; data: TemplateSummary[] }>('/templates');
  return Array.isArray(answer.data) ? answer.data : [];
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['templates'], queryFn: getTemplates, staleTime: 10 * 60_000, retry: false });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
