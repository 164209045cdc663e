import type { Picture } from '@folio/schema';
import { uploadFile } from './upload';

export interface ImagesAnswer {
  success: true;
  message: string;
  pictures: Picture[];
  website_version: number;
}

/** POST /api/projects/{id}/images?version=N (multipart field `image`), with upload progress. */
export function uploadProjectImage(
  projectId: number,
  version: number,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ImagesAnswer & { image: Picture }> {
  return uploadFile(`/projects/${projectId}/images?version=${version}`, 'image', file, onProgress);
}
