import { api } from '@/lib/api-client';
import { pathOf, type ListKey, type VersionedAnswer } from './sections';

/** DELETE /api/{section}/{itemId}?version=N */
export function deleteItem(key: ListKey, itemId: number, version: number): Promise<VersionedAnswer> {
  return api.delete(`/${pathOf[key]}/${itemId}?version=${version}`);
}
