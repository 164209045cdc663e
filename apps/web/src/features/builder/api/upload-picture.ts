import type { WebsiteWithSections } from '@folio/schema';
import { uploadFile } from './upload';

export interface PictureAnswer {
  success: true;
  message: string;
  website: WebsiteWithSections;
}

/** POST /api/websites/{id}/picture?version=N (multipart field `picture`; re-encoded to WebP by the server). */
export function uploadPicture(websiteId: number, version: number, file: File, onProgress?: (fraction: number) => void): Promise<PictureAnswer> {
  return uploadFile(`/websites/${websiteId}/picture?version=${version}`, 'picture', file, onProgress);
}
