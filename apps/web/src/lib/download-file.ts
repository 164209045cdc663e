import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * GETs a file from the API with the user's token and saves it as a download, read as bytes rather than
 * through the JSON client so the file is exactly what the server wrote. Fails with ApiError.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(path, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => null);
  if (!response) throw new ApiError(0, {});
  if (!response.ok) {
    if (response.status === 401 && token) notifySessionExpired();
    throw new ApiError(response.status, ((await response.json().catch(() => ({}))) ?? {}) as object);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later, once the download has taken its copy.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
