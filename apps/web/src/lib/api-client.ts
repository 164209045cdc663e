import type { ApiErrorBody, ApiErrorDetails, FieldErrors } from '@folio/schema';
import { getToken } from './auth-storage';
import { messages } from './error-messages';

/**
 * The one HTTP client of the app. It adds the headers every call needs (platform.md section 7)
 * and turns error answers into ApiError. Its only global reaction is to an expired session;
 * every other error is shown by the screen where the user acted, so nothing is toasted twice.
 */

/**
 * An error answer, read from the API's one error shape (@folio/schema api-error.ts). A request that
 * got no answer (offline, server down) has status 0 and the generic message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;
  private readonly answered: string | undefined;

  constructor(status: number, body: unknown) {
    const read = readErrorBody(body);
    super(read.message ?? messages.generic);
    this.name = 'ApiError';
    this.status = status;
    this.code = read.code ?? (status === 0 ? 'network_error' : 'unknown');
    this.details = read.details ?? {};
    this.answered = status === 0 ? undefined : read.message;
  }

  /** The server's own message, if it sent one. */
  get serverMessage(): string | undefined {
    return this.answered;
  }

  /** The spec's errors map of a 422 (empty for any other error). */
  get fieldErrors(): FieldErrors {
    return (this.details.errors as FieldErrors | undefined) ?? {};
  }

  /** The details of an error with this code, as ApiErrorDetails types them; null for any other error. */
  detailsFor<C extends keyof ApiErrorDetails>(code: C): ApiErrorDetails[C] | null {
    return this.code === code ? (this.details as unknown as ApiErrorDetails[C]) : null;
  }
}

/**
 * The fields of the error envelope that are there and well-typed. Read by hand rather than with
 * zod's apiErrorBody: this client is on the landing page, and zod would more than double its JS.
 */
function readErrorBody(body: unknown): Partial<ApiErrorBody> {
  if (!body || typeof body !== 'object') return {};
  const { code, message, details } = body as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    details: details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : undefined,
  };
}

/** The details of `error` when it is an API error with this code. */
export function errorDetails<C extends keyof ApiErrorDetails>(error: unknown, code: C): ApiErrorDetails[C] | null {
  return error instanceof ApiError ? error.detailsFor(code) : null;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The message to show for a failed action: the server's, else the catalogue's generic one. */
export function getErrorMessage(error: unknown, fallback: string = messages.generic): string {
  return error instanceof ApiError && error.status !== 0 && error.serverMessage ? error.serverMessage : fallback;
}

// Sign-in screens handle their own 401s (a wrong password is not an expired session).
const quietPaths = new Set(['/login', '/login/passkey', '/register', '/forgot-password']);

let onSessionExpired: (() => void) | null = null;

/** The app shell registers what "session expired" does (sign out, go home, toast). */
export function setSessionExpiredHandler(handler: (() => void) | null) {
  onSessionExpired = handler;
}

export function notifySessionExpired() {
  onSessionExpired?.();
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 is the caller's business (token checks on guest pages, logout). */
  sessionExpiry?: boolean;
  /** A token not stored yet (social sign-in checks it before keeping it). */
  token?: string;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Status 0: the request never got an answer (offline, server down).
    throw new ApiError(0, { message: messages.generic });
  }

  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return data as T;

  const error = new ApiError(response.status, data);
  // Only a request that carried a token can find its session expired.
  if (response.status === 401 && token && options.sessionExpiry !== false && !quietPaths.has(path)) {
    notifySessionExpired();
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, { ...options, body }),
};
