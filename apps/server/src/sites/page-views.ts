import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';
import type { Database } from '../platform/db/client';
import { createSiteQueries, type PageViewRow } from './sites.queries';

/** The referring site's host, or '' for a direct visit or a link within the same site. */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname.toLowerCase().replace(/^www\./, '');
    return host === ownHost.replace(/:\d+$/, '') ? '' : host.slice(0, 200);
  } catch {
    return '';
  }
}

type Device = 'desktop' | 'tablet' | 'mobile';

/** Phones, watches and headsets count as mobile; desktops (no device type) and TVs or consoles as desktop. */
function deviceOf(userAgent: string): Device {
  const type = new UAParser(userAgent).getDevice().type;
  if (type === 'tablet') return 'tablet';
  return type === 'mobile' || type === 'wearable' || type === 'xr' ? 'mobile' : 'desktop';
}

// Visitors arrive with few distinct user agents: each is classified once, the most recent thousand kept.
const visitors = new LRUCache<string, Device | 'bot'>({ max: 1000 });

function classifyVisitor(userAgent: string | undefined): Device | 'bot' {
  if (!userAgent) return 'bot';
  let visitor = visitors.get(userAgent);
  if (!visitor) visitors.set(userAgent, (visitor = isbot(userAgent) ? 'bot' : deviceOf(userAgent)));
  return visitor;
}

/** A visitor's view of a published page, unless it comes from a bot or a browser's prefetch. */
export function countVisit(views: PageViewCounter, websiteId: number, url: string, headers: IncomingHttpHeaders) {
  const visitor = classifyVisitor(headers['user-agent']);
  if (visitor === 'bot' || headers.purpose === 'prefetch') return;
  const query = url.indexOf('?');
  views.count({
    websiteId,
    path: query === -1 ? url : url.slice(0, query),
    referrerHost: referrerHost(headers.referer, String(headers.host ?? '')),
    device: visitor,
  });
}

type Row = PageViewRow;

/**
 * Counts views in memory and writes them in one multi-row upsert every few seconds,
 * so counting never puts the database on a page's request path. When the batch fails, its rows
 * are written one by one, so a bad row (a website deleted between count and flush) loses only itself.
 */
export function createPageViewCounter(db: Database, log: FastifyBaseLogger, flushEveryMs = 5000) {
  let pending = new Map<string, Row & { views: number }>();
  let day = '';
  let dayEndsAt = 0;
  const today = () => {
    const now = Date.now();
    if (now >= dayEndsAt) {
      day = new Date(now).toISOString().slice(0, 10);
      dayEndsAt = Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    }
    return day;
  };

  const queries = createSiteQueries(db);
  const upsert = (rows: Row[]) => queries.addPageViews(rows);

  async function flush() {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await upsert(rows);
    } catch {
      for (const row of rows) {
        await upsert([row]).catch((error: unknown) => log.warn({ err: error, row }, 'page views not recorded'));
      }
    }
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    count(view: { websiteId: number; path: string; referrerHost: string; device: Device }) {
      const day = today();
      const key = `${view.websiteId}|${day}|${view.path}|${view.referrerHost}|${view.device}`;
      const row = pending.get(key);
      if (row) row.views += 1;
      else pending.set(key, { website_id: view.websiteId, day, path: view.path, referrer_host: view.referrerHost, device: view.device, views: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
