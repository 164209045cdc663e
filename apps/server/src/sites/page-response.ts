import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { CachedPage } from './page-cache';

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Published pages may be stored by browsers and proxies but are checked (ETag) on every use. */
export const PUBLIC_PAGE = 'public, max-age=0, must-revalidate';

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when the page has it and the client takes it, else gzip when taken, else the raw bytes. */
function chooseEncoding(page: CachedPage, acceptEncoding: string | undefined): Encoding {
  const accepts = acceptEncoding ?? '';
  if (page.br && /\bbr\b/.test(accepts)) return 'br';
  return /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
}

type Headers = OutgoingHttpHeaders;
interface PreparedHeaders {
  identity: Headers;
  gzip: Headers;
  br: Headers;
}
const prepared = new WeakMap<CachedPage, Record<string, PreparedHeaders>>();

/** Each encoding's headers for a page and cache policy, built once per cached page and policy. */
function headersFor(page: CachedPage, cacheControl: string): PreparedHeaders {
  let byPolicy = prepared.get(page);
  if (!byPolicy) prepared.set(page, (byPolicy = {}));
  let headers = byPolicy[cacheControl];
  if (!headers) {
    const identity = Object.freeze({
      ...SECURITY_HEADERS,
      ...page.headers,
      'content-type': page.contentType,
      etag: page.etag,
      vary: 'Accept-Encoding',
      'cache-control': cacheControl,
    });
    headers = byPolicy[cacheControl] = {
      identity,
      gzip: Object.freeze({ ...identity, 'content-encoding': 'gzip' }),
      br: Object.freeze({ ...identity, 'content-encoding': 'br' }),
    };
  }
  return headers;
}

/**
 * A cached page as a response to these request headers: 304 on a matching ETag, else br, gzip or
 * identity. The headers are built once per page and policy, then shared (frozen) by every hit.
 */
export function pageResponse(page: CachedPage, request: IncomingHttpHeaders, cacheControl: string): { status: number; headers: Headers; body: Buffer | undefined } {
  const headers = headersFor(page, cacheControl);
  if (request['if-none-match'] === page.etag) return { status: 304, headers: headers.identity, body: undefined };
  const encoding = chooseEncoding(page, request['accept-encoding']);
  return { status: page.status, headers: headers[encoding], body: encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body };
}
