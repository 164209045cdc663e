import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pageViewRollups, pageViewSalts, pageViews, pageViewVisitors } from '../features/analytics/analytics.tables';
import { createLocalJobs } from '../platform/jobs';
import { countVisit, createPageViewCounter, OTHER_REFERRERS, REFERRER_HOSTS_PER_DAY, referrerHost, scheduleForgettingVisitors } from './page-views';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());
afterEach(() => vi.useRealTimers());

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const silent = pino({ level: 'silent' });

async function publishedSite(name: string) {
  const user = await userOnPlan(test);
  const website = await user.createWebsite(name);
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version });
  return published.json().website as { id: number; subdomain: string };
}
const visit = (subdomain: string, url: string, ip: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url, remoteAddress: ip, headers: { host: `${subdomain}.localhost:3000`, 'user-agent': browser, ...headers } });
const rowsOf = (websiteId: number) => test.database.db.select().from(pageViews).where(eq(pageViews.website_id, websiteId));
const total = async (websiteId: number) => (await rowsOf(websiteId)).reduce((sum, row) => sum + row.views, 0);

describe('page views', () => {
  it('counts 1,000 requests from one visitor as one view of the page; another page or visitor is another view', async () => {
    const website = await publishedSite('Counted Once');
    for (let index = 0; index < 1000; index += 1) {
      const response = await visit(website.subdomain, index % 2 ? '/' : '/?utm_source=x', '198.51.100.7');
      expect(response.statusCode).toBe(200);
      // Flushed along the way too: a visitor seen by an earlier batch is not counted again.
      if (index === 500) await test.services.views.flush();
    }
    await test.services.views.flush();
    expect(await total(website.id)).toBe(1);
    await visit(website.subdomain, '/blog', '198.51.100.7');
    await visit(website.subdomain, '/', '198.51.100.8');
    await visit(website.subdomain, '/', '198.51.100.7', { 'user-agent': `${browser} Edg/131.0` });
    await test.services.views.flush();
    expect(await total(website.id)).toBe(4);
  });

  it("counts each view under the visitor's country, read from the address at the flush, and keeps only the country", async () => {
    const website = await publishedSite('Visitors Abroad');
    await visit(website.subdomain, '/', '81.2.69.142');
    await visit(website.subdomain, '/', '2a00:1450:4001:80b::200e');
    await visit(website.subdomain, '/', '192.168.1.20');
    await test.services.views.flush();
    const rows = await test.database.db.select().from(pageViews).where(eq(pageViews.website_id, website.id));
    expect(rows.map((row) => `${row.country}:${row.views}`).sort()).toEqual([':1', 'DE:1', 'GB:1']);
    const rollups = await test.database.db.select().from(pageViewRollups).where(and(eq(pageViewRollups.website_id, website.id), eq(pageViewRollups.dimension, 'country')));
    expect(rollups.map((row) => `${row.value}:${row.views}`).sort()).toEqual([':1', 'DE:1', 'GB:1']);
    const stored = JSON.stringify([rows, rollups, await test.database.db.select().from(pageViewVisitors)]);
    for (const address of ['81.2.69.142', '2a00:1450', '192.168.1.20']) expect(stored).not.toContain(address);
  });

  it('keeps only a salted hash of the visitor, never the address or the browser', async () => {
    const website = await publishedSite('Hashed Visitor');
    await visit(website.subdomain, '/', '203.0.113.77');
    await test.services.views.flush();
    const stored = JSON.stringify([
      await test.database.db.select().from(pageViewVisitors),
      await test.database.db.select().from(pageViews),
    ]);
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('Chrome/131');
    for (const row of await test.database.db.select().from(pageViewVisitors)) expect(row.visitor).toMatch(/^[\w-]{32}$/);
  });

  it('counts the same visitor once across processes sharing the database', async () => {
    const website = await publishedSite('Two Processes');
    const [one, two] = [createPageViewCounter(test.database.db, silent, 60_000), createPageViewCounter(test.database.db, silent, 60_000)];
    await Promise.all([one.flush(), two.flush()]);
    for (const counter of [one, two, one, two]) countVisit(counter, website.id, '/', { host: 'x.localhost', 'user-agent': browser }, '192.0.2.44');
    await Promise.all([one.close(), two.close()]);
    expect(await total(website.id)).toBe(1);
  });

  it('rotates the salt daily: the next day counts the visitor again, and the old salt and hashes are deleted by the hourly sweep', async () => {
    // Tomorrow (UTC) just before midnight, then just after.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [firstDay, nextDay] = [day(1), day(2)];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${firstDay}T23:59:00Z`));
    const website = await publishedSite('Next Day');
    const counter = createPageViewCounter(test.database.db, silent, 60_000);
    await counter.flush();
    const view = () => countVisit(counter, website.id, '/', { host: 'x.localhost', 'user-agent': browser }, '192.0.2.45');
    view();
    view();
    await counter.flush();
    const salts = await test.database.db.select().from(pageViewSalts);
    const [first, next] = [salts.find((row) => row.day === firstDay)!, salts.find((row) => row.day === nextDay)!];
    expect(first.salt).not.toBe(next.salt);
    vi.setSystemTime(new Date(`${nextDay}T00:01:00Z`));
    view();
    await counter.close();
    // The hourly page-views.forget-past-visitors tick, as a process running jobs runs it (at once when workers start).
    const jobs = createLocalJobs(silent);
    scheduleForgettingVisitors(jobs, test.database.db);
    await jobs.startWorkers();
    await jobs.close();
    expect((await rowsOf(website.id)).map((row) => `${row.day}|${row.views}`).sort()).toEqual([`${firstDay}|1`, `${nextDay}|1`]);
    expect((await test.database.db.select().from(pageViewSalts)).map((row) => row.day)).not.toContain(firstDay);
    expect((await test.database.db.select().from(pageViewVisitors)).map((row) => row.day)).not.toContain(firstDay);
  });

  it.for([
    ['https://www.linkedin.com/in/someone', 'linkedin.com'],
    ['https://news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['https://xn--bcher-kva.de/', 'xn--bcher-kva.de'],
    ['https://bücher.de/', 'xn--bcher-kva.de'],
    ['https://GITHUB.com./x', 'github.com'],
    ['http://203.0.113.5/', ''],
    ['http://[2001:db8::1]/', ''],
    ['http://3232235777/', ''],
    ['http://localhost:8080/', ''],
    ['https://intranet/', ''],
    ['https://printer.local/', ''],
    ['https://evil.example/', ''],
    ['https://x.test/', ''],
    ['android-app://com.google.android.gm/', ''],
    ['javascript:alert(1)', ''],
    ['not a url', ''],
    ['https://(a label of 64 letters).com/', ''],
    ['https://x.com/(3,000 letters)', ''],
    ['https://ada.localhost:3000/blog', ''],
  ])('keeps a referrer only for a real public host: %s -> "%s"', ([referer, host]) => {
    const spelled = referer!.replace('(a label of 64 letters)', 'a'.repeat(64)).replace('(3,000 letters)', 'a'.repeat(3000));
    expect(referrerHost(spelled, 'ada.localhost:3000')).toBe(host);
  });

  it(`keeps ${REFERRER_HOSTS_PER_DAY} referrer hosts a site and day; views from further hosts count as "${OTHER_REFERRERS}"`, async () => {
    const website = await publishedSite('Many Referrers');
    for (let index = 0; index < REFERRER_HOSTS_PER_DAY + 30; index += 1) {
      await visit(website.subdomain, '/', `10.9.${index >> 8}.${index % 256}`, { referer: `https://invented-${index}.com/` });
      if (index === 20) await test.services.views.flush();
    }
    await test.services.views.flush();
    const rows = await rowsOf(website.id);
    const hosts = rows.filter((row) => row.referrer_host !== OTHER_REFERRERS);
    expect(hosts).toHaveLength(REFERRER_HOSTS_PER_DAY);
    expect(rows.find((row) => row.referrer_host === OTHER_REFERRERS)?.views).toBe(30);
    // A host already kept today still counts under its own name.
    await visit(website.subdomain, '/', '10.99.0.1', { referer: 'https://invented-3.com/' });
    await test.services.views.flush();
    expect((await rowsOf(website.id)).find((row) => row.referrer_host === 'invented-3.com')?.views).toBe(2);
  });

  it.for([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'python-requests/2.32.3',
    'Go-http-client/1.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
  ])('does not count a bot from the maintained list: %s', async (agent) => {
    const website = await publishedSite('Bot Visited');
    expect((await visit(website.subdomain, '/', '192.0.2.200', { 'user-agent': agent })).statusCode).toBe(200);
    await test.services.views.flush();
    expect(await total(website.id)).toBe(0);
  });
});
