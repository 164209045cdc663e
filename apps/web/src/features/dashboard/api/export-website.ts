import { useMutation } from '@tanstack/react-query';
import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * GET /api/websites/{id}/export?format=json, saved as website-{id}.json (platform.md section 7).
 * Read as bytes rather than through the JSON client, so the file is exactly what the server wrote.
 */
export async function exportWebsite(id: number, format = 'json'): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/websites/${id}/export?format=${encodeURIComponent(format)}`, {
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
  link.download = `website-${id}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later, once the download has taken its copy.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportWebsite() {
  return useMutation({ mutationFn: (id: number) => exportWebsite(id) });
}
