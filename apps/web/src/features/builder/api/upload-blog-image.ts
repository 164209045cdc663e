import { uploadFile } from './upload';

export interface BlogImageAnswer {
  success: true;
  message: string;
  /** Site-relative (/uploads/blog/<sha256>.webp): served on the app's origin and on every site's. */
  url: string;
  width: number;
  height: number;
}

/** POST /api/websites/{id}/blog-images (multipart field `image`; re-encoded to WebP, at most 1600 px), with upload progress. */
export function uploadBlogImage(websiteId: number, file: File, onProgress?: (fraction: number) => void): Promise<BlogImageAnswer> {
  return uploadFile(`/websites/${websiteId}/blog-images`, 'image', file, onProgress);
}
