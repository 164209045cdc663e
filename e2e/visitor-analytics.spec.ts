import type { WebsiteAnalytics } from '@folio/schema';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { createMember, subscribe } from './support/billing';
import { screenshot } from './support/browser';
import { createWebsite, openBuilder, updateWebsite } from './support/builder';
import { pagesPerTest } from './support/onboarding';
import { startSession, type Session } from './support/session';

/**
 * The owner's visitor analytics, from real requests to the published site: a visitor's page counts
 * once a day, a bot not at all; pro sees views and visitors per day, premium where they came from.
 */

let session: Session;
let pages: ReturnType<typeof pagesPerTest>;

beforeAll(async () => {
  // Behind a proxy the visitor's address comes from X-Forwarded-For, so visits can come from other countries.
  session = await startSession({ env: { TRUST_PROXY: 'true' } });
  pages = pagesPerTest(session);
});
afterEach(async () => {
  await pages?.closeAll();
});
afterAll(async () => {
  await session?.close();
});

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A visit as a browser makes it (fetch cannot set Host): the site's address, a user agent, where from, maybe a referrer. */
function visit(host: string, userAgent: string, from: string, referer?: string) {
  const port = Number(new URL(session.server.url).port);
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host, 'user-agent': userAgent, 'x-forwarded-for': from, ...(referer ? { referer } : {}) } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function analytics(token: string, websiteId: number) {
  return (await callApi<{ data: WebsiteAnalytics }>(session.server, 'GET', `/websites/${websiteId}/analytics?range=week`, undefined, token)).body.data;
}

describe('visitor analytics', () => {
  test('premium: views from real requests, each visitor once, no bot, in the builder and on the dashboard card', async () => {
    const user = await createMember(session.server, 'Mary Jackson');
    await subscribe(session.server, user.token, 'premium');
    const website = await createWebsite(session.server, user.token, 'Mary Jackson');
    await updateWebsite(session.server, user.token, website.id, { status: 'published' });
    const host = `${website.subdomain}.localhost:${new URL(session.server.url).port}`;

    // The same browser twice (in the United Kingdom), a phone from a search engine (in Germany), and a crawler.
    const visits = [
      [chrome, '81.2.69.142'],
      [chrome, '81.2.69.142'],
      [iphone, '2a00:1450:4001:80b::200e', 'https://www.google.com/'],
      [googlebot, '66.249.66.1'],
    ] as const;
    for (const [agent, from, referer] of visits) expect(await visit(host, agent, from, referer)).toBe(200);
    // Views are written every few seconds.
    await expect.poll(async () => (await analytics(user.token, website.id)).totals, { timeout: 20_000, interval: 1000 }).toEqual({ views: 2, visitors: 2 });

    const page = await pages.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=analytics&preview=false');
    const panel = page.getByRole('region', { name: 'Visitor analytics' });
    await panel.waitFor();
    expect(await panel.getByRole('definition').allInnerTexts()).toEqual(['2', '2']);
    const rows = async (title: string) => (await panel.getByRole('table', { name: title }).getByRole('row').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(await rows('Top pages')).toEqual(['Top pages Page views', '/ 2']);
    expect(await rows('Referrers')).toEqual(['Referrers Page views', 'Direct 1', 'google.com 1']);
    expect((await rows('Devices')).sort()).toEqual(['Desktop 1', 'Devices Page views', 'Mobile 1']);
    expect((await rows('Countries')).sort()).toEqual(['Countries Page views', 'Germany 1', 'United Kingdom 1']);
    await panel.getByRole('radio', { name: 'Year' }).click();
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    await panel.getByText(`Page views and visitors per day, ${yearAgo} to`).waitFor();
    expect(await panel.locator('svg.recharts-surface').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'visitor-analytics-premium');

    await page.goto('/dashboard');
    await page.getByRole('article', { name: 'Mary Jackson' }).getByText('2 views · 2 visitors in the last 7 days').waitFor();
  });

  test('pro sees views and visitors per day and an upgrade card for the rest; free sees the upgrade card', async () => {
    const pro = await createMember(session.server, 'Dorothy Vaughan');
    await subscribe(session.server, pro.token, 'pro');
    const website = await createWebsite(session.server, pro.token, 'Dorothy Vaughan');
    const page = await pages.openPage({ token: pro.token });
    await openBuilder(page, website.id, '?section=analytics&preview=false');
    const panel = page.getByRole('region', { name: 'Visitor analytics' });
    await panel.getByText('Pages, referrers, countries and devices come with Premium').waitFor();
    expect(await panel.getByRole('definition').allInnerTexts()).toEqual(['0', '0']);
    expect(await panel.getByRole('link', { name: 'Upgrade Plan' }).count()).toBe(1);
    await screenshot(page, 'visitor-analytics-pro');

    const free = await createMember(session.server, 'Katherine Johnson');
    const own = await createWebsite(session.server, free.token, 'Katherine Johnson');
    const freePage = await pages.openPage({ token: free.token });
    await openBuilder(freePage, own.id, '?section=analytics&preview=false');
    const freePanel = freePage.getByRole('region', { name: 'Visitor analytics' });
    await freePanel.getByText('Visitor analytics come with Pro').waitFor();
    expect(await freePanel.getByRole('link', { name: 'Upgrade to Pro' }).count()).toBe(1);
    await screenshot(freePage, 'visitor-analytics-free');
  });
});
