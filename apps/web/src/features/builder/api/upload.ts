import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { messages } from '@/lib/error-messages';

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * Errors come back as ApiError like every other call.
 */
export function uploadFile<T>(path: string, field: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): treated as an answer without a message.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && token) notifySessionExpired();
      reject(new ApiError(xhr.status, (body && typeof body === 'object' ? body : {})));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: messages.generic }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
