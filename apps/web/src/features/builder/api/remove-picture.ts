import { api } from '@/lib/api-client';
import type { PictureAnswer } from './upload-picture';

/** DELETE /api/websites/{id}/picture?version=N */
export function removePicture(websiteId: number, version: number): Promise<PictureAnswer> {
  return api.delete(`/websites/${websiteId}/picture?version=${version}`);
}
