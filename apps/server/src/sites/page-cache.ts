import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);

interface Flight {
  websiteId: number;
  /** Set when the website changed while this render ran: its page is answered but not kept. */
  invalidated: boolean;
  page: Promise<CachedPage>;
}

/** A rendered page as bytes ready to send. Never changed once made: the brotli form comes as a new page. */
export interface CachedPage {
  readonly websiteId: number;
  readonly status: number;
  readonly contentType: string;
  readonly etag: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  /** Made in the background: brotli costs tens of milliseconds a page, never on a request. */
  readonly br?: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export interface PageContent {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers: Record<string, string>;
  /** Pages showing scheduled posts stop being valid when the next post is due. */
  expiresAt?: number;
}

/** What an entry holds: its three encodings, and a little for the object and its headers. */
const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length + (page.br?.length ?? 0) + 1024;

function makePage(websiteId: number, content: PageContent): CachedPage {
  const body = typeof content.body === 'string' ? Buffer.from(content.body, 'utf8') : content.body;
  return {
    websiteId,
    status: content.status,
    contentType: content.contentType,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    headers: content.headers,
  };
}

/**
 * Rendered pages by key (website, version, page, variant), bounded by their total size, least
 * recently used first. A missing page is rendered once however many requests ask for it while it
 * renders. Invalidated per website; a render that an invalidation overtook is answered to those
 * who waited for it but not kept.
 */
export function createPageCache(maxBytes = 64 * 1024 * 1024, onLookup: (hit: boolean) => void = () => {}) {
  const keysOf = new Map<number, Set<string>>();
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    dispose: (page, key) => {
      const keys = keysOf.get(page.websiteId);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(page.websiteId);
    },
  });
  const rendering = new Map<string, Flight>();

  function store(key: string, page: CachedPage, options: LRUCache.SetOptions<string, CachedPage, unknown>) {
    pages.set(key, page, options);
    // Too big for the cache, or evicted at once: nothing to index.
    if (pages.peek(key) !== page) return false;
    let keys = keysOf.get(page.websiteId);
    if (!keys) keysOf.set(page.websiteId, (keys = new Set()));
    keys.add(key);
    return true;
  }

  function keep(key: string, page: CachedPage, expiresAt = Number.POSITIVE_INFINITY) {
    const ttl = expiresAt - Date.now();
    if (ttl <= 0 || !store(key, page, Number.isFinite(ttl) ? { ttl } : {})) return;
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length };
    brotli(page.body, { params: quality }).then(
      (br) => void (pages.peek(key) === page && store(key, { ...page, br }, { noUpdateTTL: true })),
      () => undefined, // the page is served gzipped, as it was
    );
  }

  return {
    /** The page when it is cached: no waiting on the path most requests take. */
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      // A miss here is followed by load(), which counts it.
      if (page) onLookup(true);
      return page;
    },

    /** The cached page, or the one `render` makes; concurrent misses of one key share one render. */
    load(websiteId: number, key: string, render: () => Promise<PageContent>): Promise<CachedPage> {
      const hit = pages.get(key);
      onLookup(hit !== undefined);
      if (hit) return Promise.resolve(hit);
      let flight = rendering.get(key);
      if (!flight) {
        const started: Flight = {
          websiteId,
          invalidated: false,
          // From a resolved promise: a render that throws at once fails its waiters like one that fails later.
          page: Promise.resolve()
            .then(render)
            .then((content) => {
              const page = makePage(websiteId, content);
              if (!started.invalidated) keep(key, page, content.expiresAt);
              return page;
            })
            .finally(() => rendering.get(key) === started && rendering.delete(key)),
        };
        rendering.set(key, (flight = started));
      }
      return flight.page;
    },

    invalidate(websiteId: number) {
      for (const key of [...(keysOf.get(websiteId) ?? [])]) pages.delete(key);
      for (const [key, flight] of rendering) {
        if (flight.websiteId !== websiteId) continue;
        flight.invalidated = true;
        rendering.delete(key);
      }
    },

    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize, rendering: rendering.size }),
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
