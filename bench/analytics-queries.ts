// The owner's analytics (GET /api/websites/:id/analytics, issue 16): every query the route runs, for
// a week, a month and a year, over a million page_views rows: one busy site with a full year (20 pages
// x 10 referrers x 3 devices a day, from 30 countries) and the rest spread over 2,000 other websites and the same year.
// Timed one call at a time through the app's own service and queries (not HTTP: the route adds only
// its JSON). Target: p95 under 100 ms per call. A plain count(*) of the busy site's rows, timed in the
// same run, is the reference for what this machine does with those rows at all.
//   npx tsx bench/analytics-queries.ts [--runs 30]            (PGlite, in memory)
//   DATABASE_URL=postgres://... npx tsx bench/analytics-queries.ts   (also PostgreSQL, in a database of
//   the bench's own, created and dropped here)
// Rows are made with generate_series in SQL, and the rollups from them as the migration does; the
// data set takes a minute or so to build on PGlite. The route reads the rollups (page_view_rollups,
// website_visitors), never page_views.
// Measured here (2 shared cores, 2026-11-25): the busy site's premium year p95 30 ms on PGlite and 15 ms
// on PostgreSQL, against 52 and 70 ms for a bare count(*) of its page_views rows (aggregating those
// rows directly, before the rollups, took 690 and 366 ms).
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { AnalyticsRange } from '@folio/schema';
import { createPglite, openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client';
import { createAnalyticsQueries } from '../apps/server/src/features/analytics/analytics.queries';
import { pageViewRollups, pageViews } from '../apps/server/src/features/analytics/analytics.tables';
import { createAnalyticsService } from '../apps/server/src/features/analytics/analytics.service';
import type { UserRow } from '../apps/server/src/features/auth/auth.tables';
import { percentile } from './support';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) || fallback : fallback;
};
const runs = arg('runs', 30);
const TOTAL_ROWS = 1_000_000;
const OTHER_SITES = 2000;
const DAYS = 365;
const [PATHS, REFERRERS, DEVICES] = [20, 10, 3];
const busyRows = DAYS * PATHS * REFERRERS * DEVICES;

/** A constant of the bench, written into the SQL as it is (PGlite cannot type `$1 * $2`). */
const literal = (value: number) => sql.raw(String(value));
const countries = sql.raw(`array[${['US', 'GB', 'DE', 'FR', 'IN', 'CA', 'NL', 'ES', 'IT', 'BR', 'JP', 'AU', 'SE', 'PL', 'CH', 'IE', 'PT', 'DK', 'NO', 'FI', 'AT', 'BE', 'MX', 'SG', 'KR', 'ZA', 'NZ', 'CZ', 'IL', ''].map((code) => `'${code}'`).join(',')}]`);

async function seed({ db }: DatabaseHandle) {
  const started = performance.now();
  await db.execute(sql`insert into users (name, email, password_hash, current_plan) values ('Bench Owner', 'owner@bench.test', 'x', 'premium')`);
  await db.execute(sql`insert into websites (user_id, name, contact, analytics_config, status)
    select 1, 'Site ' || n, '{}'::jsonb, '{}'::jsonb, 'published' from generate_series(1, ${literal(OTHER_SITES + 1)}) n`);
  // Website 1: every day of the year, every page x referrer x device, each row from one of 30 countries.
  await db.execute(sql`insert into page_views (website_id, day, path, referrer_host, device, country, views)
    select 1, current_date - d, '/page-' || p, case r when 0 then '' when 9 then 'other' else 'ref-' || r || '.com' end,
      (array['desktop','tablet','mobile'])[v + 1], (${countries})[1 + (d + p * 3 + r * 7 + v) % 30], 1 + (d * 7 + p * 3 + r + v) % 40
    from generate_series(0, ${literal(DAYS - 1)}) d, generate_series(0, ${literal(PATHS - 1)}) p, generate_series(0, ${literal(REFERRERS - 1)}) r, generate_series(0, ${literal(DEVICES - 1)}) v`);
  // The others: the remaining rows, each site a distinct (day, path) per row across the year.
  await db.execute(sql`insert into page_views (website_id, day, path, referrer_host, device, views)
    select 2 + n % ${literal(OTHER_SITES)}, current_date - (n / ${literal(OTHER_SITES)}) % ${literal(DAYS)}, '/p' || n / (${literal(OTHER_SITES)} * ${literal(DAYS)}), '', 'desktop', 1 + n % 5
    from generate_series(0, ${literal(TOTAL_ROWS - busyRows - 1)}) n`);
  // The rollups the flush writes beside page_views, made here from them (as the migration does).
  await db.execute(sql`insert into page_view_rollups (website_id, dimension, day, value, views)
    select website_id, 'total', day, '', sum(views) from page_views group by website_id, day
    union all select website_id, 'path', day, path, sum(views) from page_views group by website_id, day, path
    union all select website_id, 'referrer', day, referrer_host, sum(views) from page_views group by website_id, day, referrer_host
    union all select website_id, 'device', day, device, sum(views) from page_views group by website_id, day, device
    union all select website_id, 'country', day, country, sum(views) from page_views group by website_id, day, country`);
  await db.execute(sql`insert into website_visitors (website_id, day, visitors)
    select w, current_date - d, 1 + (w + d) % 50 from generate_series(1, ${literal(OTHER_SITES + 1)}) w, generate_series(0, ${literal(DAYS - 1)}) d`);
  await db.execute(sql`analyze`);
  const [row] = await db.select({ n: count() }).from(pageViews);
  console.log(`  seeded ${row!.n.toLocaleString('en')} page_views rows (${busyRows.toLocaleString('en')} for the busy site) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function time(label: string, call: () => Promise<unknown>) {
  for (let index = 0; index < 3; index += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  console.log(`  ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms`);
}

async function measure(handle: DatabaseHandle) {
  await handle.migrate();
  await seed(handle);
  const queries = createAnalyticsQueries(handle.db);
  const service = createAnalyticsService({ queries, websites: { owned: async (_user, id) => ({ id }) }, appUrl: 'http://localhost' });
  const owner = (plan: 'pro' | 'premium') => ({ id: 1, role: 'user', current_plan: plan }) as UserRow;
  await time('reference: count(*) of the busy site', () => handle.db.execute(sql`select count(*) from page_views where website_id = 1`));
  await time('reference: count(*) of all page_views', () => handle.db.execute(sql`select count(*) from page_views`));
  for (const range of ['week', 'month', 'year'] as AnalyticsRange[]) {
    await time(`premium ${range} (series + 4 breakdowns)`, () => service.websiteAnalytics(owner('premium'), 1, range));
    await time(`pro ${range} (series)`, () => service.websiteAnalytics(owner('pro'), 1, range));
    await time(`small site, premium ${range}`, () => service.websiteAnalytics(owner('premium'), 2, range));
  }
  const data = await service.websiteAnalytics(owner('premium'), 1, 'year');
  console.log(`  check: year of the busy site = ${data.totals.views.toLocaleString('en')} views over ${data.series.length} days, ${data.breakdowns!.pages.length} top pages`);
  const [rollups] = await handle.db.select({ n: count() }).from(pageViewRollups).where(eq(pageViewRollups.website_id, 1));
  console.log(`  the busy site's year is ${rollups!.n.toLocaleString('en')} rollup rows`);
}

console.log(`Analytics queries, ${runs} runs each after 3 warm-ups (${new Date().toISOString()})`);
console.log('PGlite (in memory):');
{
  const handle = await openDatabase({ pglite: await createPglite() });
  try {
    await measure(handle);
  } finally {
    await handle.close();
  }
}

const url = process.env.DATABASE_URL;
if (url) {
  const database = `folio_bench_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const own = new URL(url);
  own.pathname = `/${database}`;
  console.log(`PostgreSQL (${database}, dropped afterwards):`);
  const handle = await openDatabase({ url: own.toString() });
  try {
    await measure(handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL to measure it too)');
}
