import { api } from '@/lib/api-client';
import type { ListKey, VersionedAnswer } from './sections';

/** DELETE /api/{section}/{itemId}?version=N */
export function deleteItem(key: ListKey, itemId: number, version: number): Promise<VersionedAnswer> {
  return api.delete(`/${key}/${itemId}?version=${version}`);
}
