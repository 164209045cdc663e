import { api } from '@/lib/api-client';
import type { ItemAnswer } from './create-item';
import { pathOf, singularOf, type ListKey, type SectionInput, type SectionItem, type VersionedAnswer } from './sections';

/** PUT /api/{section}/{itemId}: the whole item. */
export async function updateItem<K extends ListKey>(key: K, itemId: number, version: number, input: SectionInput[K]): Promise<ItemAnswer<K>> {
  const answer = await api.put<VersionedAnswer & Record<string, unknown>>(`/${pathOf[key]}/${itemId}`, { ...input, version });
  return { message: answer.message, item: answer[singularOf[key]] as SectionItem[K], websiteVersion: answer.website_version };
}
