import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../platform/db/client';
import { pageViews } from '../features/analytics/analytics.tables';

const botPattern = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|headlesschrome|lighthouse|pingdom|uptime|monitor|curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch|undici/i;

function deviceClass(userAgent: string): 'desktop' | 'tablet' | 'mobile' {
  if (/ipad|tablet|playbook|silk|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

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

type Visitor = 'bot' | 'desktop' | 'tablet' | 'mobile';
// Visitors arrive with few distinct user agents; each is classified once (bounded, cleared when full).
const visitors = new Map<string, Visitor>();

function classifyVisitor(userAgent: string | undefined): Visitor {
  if (!userAgent) return 'bot';
  let visitor = visitors.get(userAgent);
  if (!visitor) {
    visitor = botPattern.test(userAgent) ? 'bot' : deviceClass(userAgent);
    if (visitors.size >= 1000) visitors.clear();
    visitors.set(userAgent, visitor);
  }
  return visitor;
}

/** A visitor's view of a published page, unless it comes from a bot or a browser's prefetch. */
export function countVisit(views: PageViewCounter, websiteId: number, url: string, headers: IncomingHttpHeaders) {
  const visitor = classifyVisitor(headers['user-agent']);
  if (visitor === 'bot' || headers['purpose'] === 'prefetch') return;
  const query = url.indexOf('?');
  views.count({
    websiteId,
    path: query === -1 ? url : url.slice(0, query),
    referrerHost: referrerHost(headers.referer, String(headers.host ?? '')),
    device: visitor,
  });
}

/**
 * Counts views in memory and writes them in one multi-row upsert every few seconds,
 * so counting never puts the database on a page's request path.
 */
export function createPageViewCounter(db: Database, log: FastifyBaseLogger, flushEveryMs = 5000) {
  let pending = new Map<string, { website_id: number; day: string; path: string; referrer_host: string; device: 'desktop' | 'tablet' | 'mobile'; views: number }>();
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

  async function flush() {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.website_id, pageViews.day, pageViews.path, pageViews.referrer_host, pageViews.device],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    } catch (error) {
      // A website deleted between count and flush has no row to count against; drop those.
      log.warn({ err: error }, 'page views not recorded');
    }
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    count(view: { websiteId: number; path: string; referrerHost: string; device: 'desktop' | 'tablet' | 'mobile' }) {
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
