import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

export interface CachedPage {
  status: number;
  contentType: string;
  etag: string;
  body: Buffer;
  gzip: Buffer;
  /** Filled in the background: brotli costs tens of milliseconds a page, never on a request. */
  br?: Buffer;
  headers: Record<string, string>;
  /** Pages showing scheduled posts stop being valid when the next post is due. */
  expiresAt: number;
  /** When it was last served, in cache ticks: the least recently used page is dropped first. */
  usedAt: number;
}

/**
 * Rendered pages by website, version and variant, as bytes ready to send. Invalidated per
 * website when it changes; bounded by total size, least recently used first.
 */
export function createPageCache(maxBytes = 64 * 1024 * 1024) {
  const pages = new Map<string, CachedPage>();
  const keysByWebsite = new Map<number, Set<string>>();
  let bytes = 0;
  let tick = 0;

  const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length + (page.br?.length ?? 0);

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(key);
  }

  function leastRecentlyUsed(): string {
    let oldest = '';
    let oldestAt = Number.POSITIVE_INFINITY;
    for (const [key, page] of pages) {
      if (page.usedAt < oldestAt) [oldest, oldestAt] = [key, page.usedAt];
    }
    return oldest;
  }

  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= Date.now()) {
        drop(key);
        return undefined;
      }
      // A stamp rather than a re-insertion: a hit stays two field writes.
      page.usedAt = ++tick;
      return page;
    },

    set(websiteId: number, key: string, content: { status: number; contentType: string; body: string; headers: Record<string, string>; expiresAt?: number }) {
      const body = Buffer.from(content.body, 'utf8');
      const page: CachedPage = {
        status: content.status,
        contentType: content.contentType,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        body,
        gzip: zlib.gzipSync(body, { level: 6 }),
        headers: content.headers,
        expiresAt: content.expiresAt ?? Number.POSITIVE_INFINITY,
        usedAt: ++tick,
      };
      drop(key);
      pages.set(key, page);
      bytes += sizeOf(page);
      let keys = keysByWebsite.get(websiteId);
      if (!keys) keysByWebsite.set(websiteId, (keys = new Set()));
      keys.add(key);
      while (bytes > maxBytes && pages.size > 0) drop(leastRecentlyUsed());
      void brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then((br) => {
        if (pages.get(key) !== page) return;
        page.br = br;
        bytes += br.length;
      });
      return page;
    },

    invalidate(websiteId: number) {
      for (const key of keysByWebsite.get(websiteId) ?? []) drop(key);
      keysByWebsite.delete(websiteId);
    },

    stats: () => ({ pages: pages.size, bytes }),
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
