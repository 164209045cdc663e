import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { WebsiteAnalytics } from '@folio/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { countVisit, createPageViewCounter, rollupsOf } from '../../sites/page-views';
import { createSiteQueries } from '../../sites/sites.queries';
import { pageViewRollups, pageViews, pageViewVisitors, websiteVisitors } from './analytics.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const today = () => new Date().toISOString().slice(0, 10);

async function ownerWithSite(plan: 'free' | 'pro' | 'premium', name: string) {
  const owner = await userOnPlan(test, plan);
  const created = await owner.createWebsite(name);
  const published = await owner.request('POST', `/api/websites/${created.id}/publish`, { version: created.version });
  expect(published.statusCode).toBe(200);
  const website = published.json<{ website: { id: number; subdomain: string } }>().website;
  const analytics = (range = 'week') => owner.request('GET', `/api/websites/${website.id}/analytics?range=${range}`);
  return { owner, website, analytics };
}
const visit = (subdomain: string, url: string, ip: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url, remoteAddress: ip, headers: { host: `${subdomain}.localhost:3000`, 'user-agent': browser, ...headers } });
const dataOf = (response: { json: <T>() => T }) => response.json<{ data: WebsiteAnalytics }>().data;
const todayOf = (data: WebsiteAnalytics) => data.series.at(-1)!;

describe('GET /api/websites/:id/analytics', () => {
  it("shows a published site's views and unique visitors from real requests; a visitor counts once a day, a bot not at all", async () => {
    const { website, analytics } = await ownerWithSite('pro', 'Visited Site');
    // One visitor: the home page three times and the blog once; another visitor the home page; a bot.
    for (let index = 0; index < 3; index += 1) expect((await visit(website.subdomain, '/', '198.51.100.10')).statusCode).toBe(200);
    await test.services.views.flush();
    await visit(website.subdomain, '/', '198.51.100.10');
    await visit(website.subdomain, '/blog', '198.51.100.10');
    await visit(website.subdomain, '/', '198.51.100.11', { 'user-agent': phone, referer: 'https://www.linkedin.com/in/ada' });
    await visit(website.subdomain, '/', '198.51.100.12', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await test.services.views.flush();

    const response = await analytics();
    expect(response.statusCode).toBe(200);
    const data = dataOf(response);
    expect(todayOf(data)).toEqual({ day: today(), views: 3, visitors: 2 });
    expect(data.totals).toEqual({ views: 3, visitors: 2 });
    // The visitor hashes are not the visitor.
    const stored = JSON.stringify([await test.database.db.select().from(pageViewVisitors), await test.database.db.select().from(websiteVisitors)]);
    expect(stored).not.toContain('198.51.100.10');
    expect(stored).not.toContain('Chrome/131');
  });

  it('counts a visitor seen by two processes sharing the database once', async () => {
    const { website, analytics } = await ownerWithSite('pro', 'Two Processes Visitors');
    const silent = pino({ level: 'silent' });
    const [one, two] = [createPageViewCounter(test.database.db, silent, 60_000), createPageViewCounter(test.database.db, silent, 60_000)];
    await Promise.all([one.flush(), two.flush()]);
    countVisit(one, website.id, '/', { host: 'x.localhost', 'user-agent': browser }, '192.0.2.60');
    countVisit(two, website.id, '/about', { host: 'x.localhost', 'user-agent': browser }, '192.0.2.60');
    await Promise.all([one.close(), two.close()]);
    expect(todayOf(dataOf(await analytics()))).toMatchObject({ views: 2, visitors: 1 });
  });

  it("keeps the other websites' views and visitors when one in the batch was deleted before the flush", async () => {
    const kept = await ownerWithSite('pro', 'Kept Site');
    const gone = await ownerWithSite('pro', 'Deleted Site');
    const counter = createPageViewCounter(test.database.db, pino({ level: 'silent' }), 60_000);
    await counter.flush();
    for (const site of [gone, kept]) countVisit(counter, site.website.id, '/', { host: 'x.localhost', 'user-agent': browser }, '192.0.2.70');
    expect((await gone.owner.request('DELETE', `/api/websites/${gone.website.id}`)).statusCode).toBe(200);
    await counter.close();
    expect(todayOf(dataOf(await kept.analytics()))).toMatchObject({ views: 1, visitors: 1 });
    expect(await test.database.db.select().from(pageViews).where(eq(pageViews.website_id, gone.website.id))).toEqual([]);
  });

  it("has a migration whose backfill of the rollups from page_views gives what the flush writes", async () => {
    const { website } = await ownerWithSite('premium', 'Backfilled Site');
    await visit(website.subdomain, '/', '198.51.100.30', { referer: 'https://github.com/ada' });
    await visit(website.subdomain, '/blog', '198.51.100.30', { referer: 'https://github.com/ada' });
    await visit(website.subdomain, '/', '198.51.100.31', { 'user-agent': phone });
    await test.services.views.flush();
    const migration = await readFile(new URL('../../../drizzle/0011_website_visitors_view_rollups.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('SELECT', migration.indexOf('INSERT INTO "page_view_rollups"'))).replace(/;\s*$/, '');
    type Made = { dimension: string; value: string; views: number };
    // Both drivers answer execute() with { rows }; the union of their result types does not say so.
    const result: unknown = await test.database.db.execute(sql.raw(`select website_id, dimension, day::text as day, value, views::int as views from (${backfill}) r (website_id, dimension, day, value, views) where website_id = ${website.id}`));
    const made = result as { rows: Made[] };
    // 0014 adds the country rollups of the views counted before countries: an unknown country.
    const countries = await readFile(new URL('../../../drizzle/0014_page_view_countries.sql', import.meta.url), 'utf8');
    const countryBackfill = countries.slice(countries.indexOf('SELECT'), countries.indexOf('ON CONFLICT'));
    const countryResult: unknown = await test.database.db.execute(sql.raw(`select dimension, value, views::int as views from (${countryBackfill}) r (website_id, dimension, day, value, views) where website_id = ${website.id}`));
    const madeCountries = countryResult as { rows: Made[] };
    const written = await test.database.db.select().from(pageViewRollups).where(eq(pageViewRollups.website_id, website.id));
    const key = (row: { dimension: string; value: string; views: number }) => `${row.dimension}|${row.value}|${row.views}`;
    expect([...made.rows, ...madeCountries.rows].map(key).sort()).toEqual(written.map(key).sort());
    expect(written.map(key).sort()).toEqual(['country||3', 'device|desktop|2', 'device|mobile|1', 'path|/blog|1', 'path|/|2', 'referrer||1', 'referrer|github.com|2', 'total||3'].sort());
  });

  it.for([
    ['week', 7],
    ['month', 30],
    ['year', 365],
  ] as const)('zero-fills every day of a %s, oldest first, ending today', async ([range, days]) => {
    const { analytics } = await ownerWithSite('pro', `Quiet ${range}`);
    const data = dataOf(await analytics(range));
    expect(data.series).toHaveLength(days);
    expect(data.series.every((day) => day.views === 0 && day.visitors === 0)).toBe(true);
    expect(data.to).toBe(today());
    expect(data.from).toBe(data.series[0]!.day);
    expect(new Date(`${data.to}T00:00:00Z`).getTime() - new Date(`${data.from}T00:00:00Z`).getTime()).toBe((days - 1) * 86_400_000);
    expect(data.totals).toEqual({ views: 0, visitors: 0 });
  });

  it('gives pro the series and an offer of premium for the breakdowns', async () => {
    const { analytics } = await ownerWithSite('pro', 'Pro Site');
    const data = dataOf(await analytics('month'));
    expect(data.level).toBe('basic');
    expect(data.breakdowns).toBeNull();
    expect(data.upgrade).toMatchObject({ feature: 'advanced_analytics', current_plan: 'pro', required_plan: 'premium', checkout_url: expect.stringContaining('plan=premium') });
    expect(data.upgrade!.upgrade_benefits).toContain('Up to 10 portfolio websites');
  });

  it('gives premium the top pages, referrers (direct and other named so), countries and devices', async () => {
    const { website, analytics } = await ownerWithSite('premium', 'Premium Site');
    // Visitors from the United Kingdom, the United States (two pages) and Germany.
    await visit(website.subdomain, '/', '81.2.69.142');
    await visit(website.subdomain, '/', '8.8.8.8', { referer: 'https://news.ycombinator.com/item?id=1' });
    await visit(website.subdomain, '/blog', '8.8.8.8', { referer: 'https://news.ycombinator.com/item?id=1' });
    await visit(website.subdomain, '/blog', '2a00:1450:4001:80b::200e', { 'user-agent': phone });
    await test.services.views.flush();
    // A view from a referrer beyond the day's cap (page-views.test.ts makes those) is stored as 'other'.
    await createSiteQueries(test.database.db).addRollups(rollupsOf(today(), [{ website_id: website.id, day: today(), path: '/', referrer_host: 'other', device: 'tablet', views: 1 }]));

    const data = dataOf(await analytics());
    expect(data.level).toBe('advanced');
    expect(data.upgrade).toBeNull();
    expect(data.totals).toEqual({ views: 5, visitors: 3 });
    expect(data.breakdowns).toEqual({
      pages: [
        { path: '/', views: 3 },
        { path: '/blog', views: 2 },
      ],
      referrers: [
        { referrer: 'direct', views: 2 },
        { referrer: 'news.ycombinator.com', views: 2 },
        { referrer: 'other', views: 1 },
      ],
      devices: [
        { device: 'desktop', views: 3 },
        { device: 'mobile', views: 1 },
        { device: 'tablet', views: 1 },
      ],
      // The view added as a rollup above has no country: unknown.
      countries: [
        { country: 'US', views: 2 },
        { country: 'unknown', views: 1 },
        { country: 'DE', views: 1 },
        { country: 'GB', views: 1 },
      ],
    });
  });

  it("answers free with the spec's 403 Subscription required, which opens the upgrade dialog", async () => {
    const { analytics } = await ownerWithSite('free', 'Free Site');
    const response = await analytics();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'subscription_required',
      message: 'Subscription required',
      details: { feature: 'analytics', current_plan: 'free', required_plan: 'pro', checkout_url: expect.stringContaining('plan=pro') },
    });
    expect(response.json().details.upgrade_benefits).toContain('Up to 3 portfolio websites');
  });

  it("answers 404 for another user's website, and 422 for an unknown range", async () => {
    const { website, analytics } = await ownerWithSite('premium', 'Someone Else');
    const stranger = await userOnPlan(test, 'premium');
    expect((await stranger.request('GET', `/api/websites/${website.id}/analytics?range=week`)).statusCode).toBe(404);
    expect((await analytics('decade')).statusCode).toBe(422);
  });
});
