import type { TemplateDataByCategory } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteQueryKey } from '@/api/get-website';

export type DataCategory = keyof TemplateDataByCategory;

/** GET /api/websites/{id}/template-data/{category}: the saved document, or the defaults. */
export async function getTemplateData<C extends DataCategory>(websiteId: number, category: C): Promise<TemplateDataByCategory[C]> {
  const answer = await api.get<{ success: true; data: { category: C; data: TemplateDataByCategory[C] } }>(
    `/websites/${websiteId}/template-data/${category}`,
  );
  return answer.data.data;
}

export const templateDataQueryKey = (websiteId: number, category: DataCategory) => [...websiteQueryKey(websiteId), 'template-data', category] as const;

export const templateDataQueryOptions = <C extends DataCategory>(websiteId: number, category: C) =>
  queryOptions({
    queryKey: templateDataQueryKey(websiteId, category),
    queryFn: () => getTemplateData(websiteId, category),
    staleTime: Infinity,
  });

export function useTemplateData<C extends DataCategory>(websiteId: number, category: C) {
  return useQuery(templateDataQueryOptions(websiteId, category));
}
