import { api } from '@/lib/api-client';
import { orderKeyOf, pathOf, type ListKey, type VersionedAnswer } from './sections';

/** POST /api/{section}/reorder with every item id exactly once, in the new order. */
export function reorderItems(key: ListKey, websiteId: number, version: number, ids: number[]): Promise<VersionedAnswer> {
  return api.post(`/${pathOf[key]}/reorder`, { website_id: websiteId, version, [orderKeyOf[key]]: ids });
}
