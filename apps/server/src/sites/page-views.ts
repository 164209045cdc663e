import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';
import type { Database } from '../platform/db/client';
import { countryOf } from '../platform/geo';
import { defineSchedule, type Jobs } from '../platform/jobs';
import { createSiteQueries, type PageViewRow, type RollupRow } from './sites.queries';

/** Referrer hosts a site keeps a day; views from further hosts are counted under {@link OTHER_REFERRERS}. */
export const REFERRER_HOSTS_PER_DAY = 50;
/** The referrer of views from hosts beyond the day's cap (never a real host: those have a dot). */
export const OTHER_REFERRERS = 'other';

/** A public DNS name: letter-digit-hyphen labels and an alphabetic (or punycode) top-level label; no address. */
const publicHostname = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Names that never reach the public internet (RFC 2606, 6761, 6762 and common private ones). */
const privateTlds = new Set(['localhost', 'local', 'localdomain', 'internal', 'intranet', 'test', 'example', 'invalid', 'onion', 'arpa', 'home', 'lan', 'corp', 'private']);

/**
 * The referring site's host, or '' for a direct visit, a link within the same site, or a referrer
 * that names no public host (an IP address, localhost, a private name, a malformed value): only real
 * hosts are kept. `www.` is dropped so both spellings count as one.
 */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer || referer.length > 2048) return '';
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return '';
  }
  const own = ownHost.replace(/:\d+$/, '').toLowerCase();
  if (host === own || host.replace(/^www\./, '') === own.replace(/^www\./, '')) return '';
  host = host.replace(/^www\./, '');
  if (!publicHostname.test(host) || privateTlds.has(host.slice(host.lastIndexOf('.') + 1))) return '';
  return host;
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

/**
 * A visitor's view of a published page, unless it comes from a bot (isbot's maintained list) or a
 * browser's prefetch. The visitor is its address and browser, which the counter only ever keeps
 * as a salted hash.
 */
export function countVisit(views: PageViewCounter, websiteId: number, url: string, headers: IncomingHttpHeaders, ip: string) {
  const userAgent = headers['user-agent'];
  const visitor = classifyVisitor(userAgent);
  if (visitor === 'bot' || headers.purpose === 'prefetch' || headers['sec-purpose']?.includes('prefetch')) return;
  const query = url.indexOf('?');
  views.count({
    websiteId,
    path: query === -1 ? url : url.slice(0, query),
    referrerHost: referrerHost(headers.referer, String(headers.host ?? '')),
    device: visitor,
    visitor: `${ip}\n${userAgent ?? ''}`,
  });
}

type Row = PageViewRow;
type View = { websiteId: number; path: string; referrerHost: string; device: Device };
/**
 * A view waiting for the next flush. It keeps its day's salt and the visitor as given until then
 * (a few seconds, like `recent`), so the flush can make the visitor's site-wide hash for the
 * unique-visitor count without hashing on the request path.
 */
type Hashed = View & { day: string; salt: string; visitor: string };

/** The rows' views added up per site and day: in total, per page, per referrer host, per device and per country. */
export function rollupsOf(day: string, rows: Array<Row & { views: number }>): RollupRow[] {
  const rollups = new Map<string, RollupRow>();
  const add = (websiteId: number, dimension: RollupRow['dimension'], value: string, views: number) => {
    const key = `${websiteId}\n${dimension}\n${value}`;
    const rollup = rollups.get(key);
    if (rollup) rollup.views += views;
    else rollups.set(key, { website_id: websiteId, dimension, day, value, views });
  };
  for (const row of rows) {
    add(row.website_id, 'total', '', row.views);
    add(row.website_id, 'path', row.path, row.views);
    add(row.website_id, 'referrer', row.referrer_host, row.views);
    add(row.website_id, 'device', row.device, row.views);
    add(row.website_id, 'country', row.country ?? '', row.views);
  }
  return [...rollups.values()];
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many views are remembered as given between two flushes (see `recent`). */
const RECENT_VIEWS = 20_000;

/**
 * Counts a page once per visitor and day: each view is reduced at once to a hash of the day's
 * random salt, the site, the page and the visitor (address and browser), which is all that is kept;
 * the salt is shared by the processes through the database and deleted with the day's hashes once
 * the day is over. Views are gathered in memory and written every few seconds in one multi-row
 * upsert, so counting never puts the database on a page's request path; a site keeps up to
 * {@link REFERRER_HOSTS_PER_DAY} referrer hosts a day, the rest count as {@link OTHER_REFERRERS}.
 * When the batch fails, its rows are written one by one, so a bad row (a website deleted between
 * count and flush) loses only itself.
 *
 * Unique visitors per site and day come from a second salted hash (site and visitor, no page) made
 * at flush time, once per site and visitor in the batch, and recorded with the page hashes: a hash
 * no process recorded before adds one to the site's day in website_visitors.
 */
export function createPageViewCounter(db: Database, log: FastifyBaseLogger, flushEveryMs = 5000) {
  const queries = createSiteQueries(db);
  let pending = new Map<string, Hashed>();
  /** Hashes this process has sent already: a visitor's later requests stop here. */
  const seen = new LRUCache<string, true>({ max: 50_000 });
  let salts = new Map<string, string>();
  let loading: Promise<void> | undefined;
  /** Views that arrived before the day's salt was known (the first moments after a start), hashed as soon as it is. */
  let waiting: Array<View & { visitor: string; day: string }> = [];

  // The day changes once a day: its string is made then, not on every view.
  let day = '';
  let dayEnds = 0;
  const today = () => {
    const now = Date.now();
    if (now >= dayEnds) {
      day = isoDay(now);
      dayEnds = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
    }
    return day;
  };
  /**
   * The views of the last few seconds as given (cleared at every flush, so a visitor's address is
   * held only that long, never stored): a page asked for again and again by one visitor is counted
   * without hashing it each time.
   */
  const recent = new Set<string>();

  /** Today's and tomorrow's salts, so midnight finds the next one ready (past days' are forgotten by {@link scheduleForgettingVisitors}). */
  async function refreshSalts() {
    const now = Date.now();
    const days = [isoDay(now), isoDay(now + DAY_MS)];
    try {
      if (days.some((day) => !salts.has(day))) salts = await queries.salts(days.map((day) => ({ day, salt: randomBytes(32).toString('base64url') })));
    } catch (error) {
      log.warn({ err: error }, 'page view salts not loaded');
    }
    const ready = waiting.filter((view) => salts.has(view.day));
    waiting = waiting.filter((view) => !salts.has(view.day));
    for (const { visitor, day, ...view } of ready) add(day, salts.get(day)!, view, visitor);
  }

  function loadSalts(): Promise<void> {
    loading ??= refreshSalts().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  function add(day: string, salt: string, view: View, visitor: string) {
    const hash = createHash('sha256').update(`${salt}\n${view.websiteId}\n${view.path}\n${visitor}`).digest('base64url').slice(0, 32);
    if (seen.has(hash)) return;
    seen.set(hash, true);
    pending.set(hash, { ...view, day, salt, visitor });
  }

  /** The batch's site-wide visitor hashes (one per site and visitor) that this process has not sent yet. */
  function siteVisitors(views: Map<string, Hashed>): Map<string, number> {
    const given = new Set<string>();
    const hashes = new Map<string, number>();
    for (const { websiteId, visitor, salt } of views.values()) {
      const key = `${websiteId}\n${visitor}`;
      if (given.has(key)) continue;
      given.add(key);
      // "site" where a page hash has the path (which starts with "/"): the two kinds never collide.
      const hash = createHash('sha256').update(`${salt}\nsite\n${websiteId}\n${visitor}`).digest('base64url').slice(0, 32);
      if (seen.has(hash)) continue;
      seen.set(hash, true);
      hashes.set(hash, websiteId);
    }
    return hashes;
  }

  /** One more visitor on each fresh visitor's site and day. */
  function visitorCounts(day: string, visitors: Map<string, number>, fresh: Set<string>) {
    const perSite = new Map<number, number>();
    for (const [hash, websiteId] of visitors) if (fresh.has(hash)) perSite.set(websiteId, (perSite.get(websiteId) ?? 0) + 1);
    return [...perSite].map(([websiteId, count]) => ({ website_id: websiteId, day, visitors: count }));
  }

  /** Counts the fresh views of one day: those whose visitor hash no process recorded before. */
  async function flushDay(day: string, views: Map<string, Hashed>) {
    const visitors = siteVisitors(views);
    const fresh = await queries.newVisitors(day, [...views.keys(), ...visitors.keys()]);
    const counted = [...views].filter(([hash]) => fresh.has(hash)).map(([, view]) => view);
    const batch = await pageViewRows(day, counted);
    // A website whose views failed (deleted since) is left out of the rest: logged once, not thrice.
    const gone = await writeAll(batch, (rows) => queries.addPageViews(rows), 'page views not recorded');
    const kept = <T extends { website_id: number }>(rows: T[]) => (gone.size === 0 ? rows : rows.filter((row) => !gone.has(row.website_id)));
    await writeAll(kept(rollupsOf(day, batch)), (rows) => queries.addRollups(rows), 'page view rollups not recorded');
    await writeAll(kept(visitorCounts(day, visitors, fresh)), (rows) => queries.addVisitors(rows), 'visitors not recorded');
  }

  /**
   * The counted views as page_views rows, with the site's day's cap on referrer hosts applied. The
   * visitor's country is read here, at flush time, from the address the view still holds (never on
   * a page's request path); only the country goes into the row.
   */
  async function pageViewRows(day: string, counted: Hashed[]): Promise<Array<Row & { views: number }>> {
    if (counted.length === 0) return [];
    const websiteIds = [...new Set(counted.map((view) => view.websiteId))];
    const hosts = new Map<number, Set<string>>(websiteIds.map((id) => [id, new Set()]));
    for (const { websiteId, host } of await queries.referrerHosts(day, websiteIds)) if (host !== '' && host !== OTHER_REFERRERS) hosts.get(websiteId)!.add(host);
    const rows = new Map<string, Row & { views: number }>();
    for (const view of counted) {
      const known = hosts.get(view.websiteId)!;
      let referrer = view.referrerHost;
      if (referrer !== '' && !known.has(referrer)) {
        if (known.size < REFERRER_HOSTS_PER_DAY) known.add(referrer);
        else referrer = OTHER_REFERRERS;
      }
      const country = countryOf(view.visitor.slice(0, view.visitor.indexOf('\n')));
      const key = `${view.websiteId}|${view.path}|${referrer}|${view.device}|${country}`;
      const row = rows.get(key);
      if (row) row.views += 1;
      else rows.set(key, { website_id: view.websiteId, day, path: view.path, referrer_host: referrer, device: view.device, country, views: 1 });
    }
    return [...rows.values()];
  }

  /**
   * Writes rows in one statement; when that fails, one by one, so a bad row (a deleted website) loses
   * only itself. Returns the websites of the rows that failed.
   */
  async function writeAll<T extends { website_id: number }>(rows: T[], write: (rows: T[]) => Promise<void>, failure: string): Promise<Set<number>> {
    const failed = new Set<number>();
    if (rows.length === 0) return failed;
    try {
      await write(rows);
    } catch {
      for (const row of rows) {
        await write([row]).catch((error: unknown) => {
          failed.add(row.website_id);
          log.warn({ err: error, row }, failure);
        });
      }
    }
    return failed;
  }

  async function flush() {
    recent.clear();
    await loadSalts();
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const days = new Map<string, Map<string, Hashed>>();
    for (const [hash, view] of batch) {
      if (!days.has(view.day)) days.set(view.day, new Map());
      days.get(view.day)!.set(hash, view);
    }
    for (const [day, views] of days) {
      await flushDay(day, views).catch((error: unknown) => log.warn({ err: error, day, views: views.size }, 'page views not recorded'));
    }
  }

  void loadSalts();
  // A plain timer of this process, not a scheduled job: the views waiting are in this process's
  // memory, so only it can write them (a job would run on whichever process took it). N instances
  // each flush their own views every few seconds, and once more on shutdown (close); the database
  // work shared by all of them (forgetting past days) is a schedule, see scheduleForgettingVisitors.
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    /** A view by `visitor` (address and browser, hashed here and never kept as given). */
    count(view: View & { visitor: string }) {
      const { visitor, ...rest } = view;
      const day = today();
      const key = `${day}\n${view.websiteId}\n${view.path}\n${visitor}`;
      if (recent.has(key)) return;
      const salt = salts.get(day);
      if (!salt) {
        if (waiting.length < 10_000) waiting.push({ ...view, day });
        void loadSalts();
        return;
      }
      if (recent.size < RECENT_VIEWS) recent.add(key);
      add(day, salt, rest, visitor);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

/**
 * The salts and visitor hashes of past days are deleted once their day is over (a visitor can then
 * no longer be recognised, even by Folio): checked every hour, once across every process.
 */
export const forgetPastVisitorsSchedule = defineSchedule('page-views.forget-past-visitors', 60 * 60_000);

export function scheduleForgettingVisitors(jobs: Pick<Jobs, 'schedule'>, db: Database) {
  const queries = createSiteQueries(db);
  jobs.schedule(forgetPastVisitorsSchedule, () => queries.forgetVisitorsBefore(isoDay(Date.now())));
}
