import { ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { messages } from '@/lib/error-messages';

export type FormFields = Record<string, string | Blob | null | undefined>;

/**
 * A multipart POST through XMLHttpRequest (fetch cannot report upload progress). Same headers and
 * error shape as lib/api-client, so callers treat both alike.
 */
export function postForm<T>(path: string, fields: FormFields, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): an answer without a message.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && token) notifySessionExpired();
      reject(new ApiError(xhr.status, body && typeof body === 'object' ? body : {}));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: messages.generic }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value != null) form.append(name, value);
    }
    xhr.send(form);
  });
}
