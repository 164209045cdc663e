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

/** One way of answering: shared by every request that gets it, so it must not be changed. */
export interface PageResponse {
  readonly status: number;
  readonly headers: Readonly<OutgoingHttpHeaders>;
  readonly body: Buffer | undefined;
}
interface Responses {
  identity: PageResponse;
  gzip: PageResponse;
  notModified: PageResponse;
  /** Made on first use: the brotli form arrives after the page is cached. */
  br?: PageResponse;
}
const prepared = new WeakMap<CachedPage, Record<string, Responses>>();

/** With its length, so node:http sends it in one piece rather than chunked. */
function withBody(status: number, headers: OutgoingHttpHeaders, body: Buffer, encoding?: 'gzip' | 'br'): PageResponse {
  return Object.freeze({ status, headers: Object.freeze({ ...headers, ...(encoding && { 'content-encoding': encoding }), 'content-length': String(body.length) }), body });
}

/** A page's responses under a cache policy (each encoding, and 304), built once per page and policy. */
function responsesFor(page: CachedPage, cacheControl: string): Responses {
  let byPolicy = prepared.get(page);
  if (!byPolicy) prepared.set(page, (byPolicy = {}));
  let responses = byPolicy[cacheControl];
  if (!responses) {
    const headers = Object.freeze({
      ...SECURITY_HEADERS,
      ...page.headers,
      'content-type': page.contentType,
      etag: page.etag,
      vary: 'Accept-Encoding',
      'cache-control': cacheControl,
    });
    responses = byPolicy[cacheControl] = {
      identity: withBody(page.status, headers, page.body),
      gzip: withBody(page.status, headers, page.gzip, 'gzip'),
      notModified: Object.freeze({ status: 304, headers, body: undefined }),
    };
  }
  return responses;
}

/**
 * A cached page as a response to these request headers: 304 on a matching ETag, else br, gzip or
 * identity. The same request headers get the same object back while the page is cached.
 */
export function pageResponse(page: CachedPage, request: IncomingHttpHeaders, cacheControl: string): PageResponse {
  const responses = responsesFor(page, cacheControl);
  if (request['if-none-match'] === page.etag) return responses.notModified;
  const encoding = chooseEncoding(page, request['accept-encoding']);
  return encoding === 'br' ? (responses.br ??= withBody(page.status, responses.notModified.headers, page.br!, 'br')) : responses[encoding];
}
