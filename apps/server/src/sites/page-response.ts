import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { CachedPage } from './page-cache';

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Published pages may be stored by browsers and proxies but are checked (ETag) on every use. */
export const PUBLIC_PAGE = 'public, max-age=0, must-revalidate';

/** A cached page as a response to these request headers: 304 on a matching ETag, else br, gzip or identity. */
export function pageResponse(page: CachedPage, request: IncomingHttpHeaders, cacheControl: string) {
  const headers: OutgoingHttpHeaders = {
    ...SECURITY_HEADERS,
    ...page.headers,
    'content-type': page.contentType,
    etag: page.etag,
    vary: 'Accept-Encoding',
    'cache-control': cacheControl,
  };
  if (request['if-none-match'] === page.etag) return { status: 304, headers, body: undefined };
  const accepts = request['accept-encoding'] ?? '';
  if (page.br && /\bbr\b/.test(accepts)) return { status: page.status, headers: { ...headers, 'content-encoding': 'br' }, body: page.br };
  if (/\bgzip\b/.test(accepts)) return { status: page.status, headers: { ...headers, 'content-encoding': 'gzip' }, body: page.gzip };
  return { status: page.status, headers, body: page.body };
}
