import { api } from '@/lib/api-client';
import { pathOf, singularOf, type ListKey, type SectionInput, type SectionItem, type VersionedAnswer } from './sections';

export interface ItemAnswer<K extends ListKey> {
  message: string;
  item: SectionItem[K];
  websiteVersion: number;
}

/** POST /api/websites/{id}/{section} */
export async function createItem<K extends ListKey>(key: K, websiteId: number, version: number, input: SectionInput[K]): Promise<ItemAnswer<K>> {
  const answer = await api.post<VersionedAnswer & Record<string, unknown>>(`/websites/${websiteId}/${pathOf[key]}`, { ...input, version });
  return { message: answer.message, item: answer[singularOf[key]] as SectionItem[K], websiteVersion: answer.website_version };
}
