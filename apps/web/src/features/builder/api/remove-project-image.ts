import { api } from '@/lib/api-client';
import type { ImagesAnswer } from './upload-project-image';

/** DELETE /api/projects/{id}/images?version=N&img=<url> */
export function removeProjectImage(projectId: number, version: number, img: string): Promise<ImagesAnswer> {
  return api.delete(`/projects/${projectId}/images?version=${version}&img=${encodeURIComponent(img)}`);
}
