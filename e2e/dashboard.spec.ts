import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { createMember, subscribe, toast, websiteNames } from './support/billing';
import { looks, screenshot } from './support/browser';
import { addItems, createWebsite, getWebsite, updateWebsite } from './support/builder';
import { pagesPerTest } from './support/onboarding';
import { pathIs, startSession, type Session } from './support/session';

/** The dashboard (platform.md sections 2 and 4): hero, real stats, search, cards, delete, empty state, checkout return, the pending create action. */

let session: Session;
let pages: ReturnType<typeof pagesPerTest>;

beforeAll(async () => {
  session = await startSession();
  pages = pagesPerTest(session);
});

afterEach(async () => {
  await pages?.closeAll();
});

afterAll(async () => {
  await session?.close();
});

const member = (name: string) => createMember(session.server, name);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name });
/** The value of a stat tile, by its label. */
const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Statistics' }).locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').first().innerText();

async function openDashboard(page: Page, query = '') {
  await page.goto(`/dashboard${query}`);
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
}

describe('the dashboard', () => {
  test('stats, badges and the Active marker come from the websites themselves; search, preview and Edit Portfolio work', async () => {
    const user = await member('Grace Hopper');
    await subscribe(session.server, user.token, 'pro');
    const first = await createWebsite(session.server, user.token, 'Grace Hopper');
    await updateWebsite(session.server, user.token, first.id, { intro: 'Compiler pioneer and Navy rear admiral' });
    await addItems(session.server, user.token, first.id, 'experiences', [
      { position: 'Rear Admiral', name: 'US Navy', date: '1943 - 1986' },
      { position: 'Senior Mathematician', name: 'Eckert-Mauchly', date: '1949 - 1952' },
    ]);
    await addItems(session.server, user.token, first.id, 'educations', [{ degree: 'PhD Mathematics', name: 'Yale University', date: '1930 - 1934' }]);
    const second = await createWebsite(session.server, user.token, 'Product Studio');
    await updateWebsite(session.server, user.token, second.id, { intro: 'Product DESIGNER for calm software' });
    await addItems(session.server, user.token, second.id, 'projects', [{ title: 'Calm inbox', description: 'An inbox that waits.' }]);
    const published = await callApi(session.server, 'POST', `/websites/${second.id}/publish`, { version: (await getWebsite(session.server, user.token, second.id)).version }, user.token);
    expect(published.status).toBe(200);
    const third = await createWebsite(session.server, user.token, 'Side Notes');

    const page = await pages.openPage({ token: user.token });
    await openDashboard(page);
    await page.getByRole('heading', { name: 'Welcome back, Grace' }).waitFor();
    await page.getByText('Using 3 of 3 portfolio websites on your plan.').waitFor();
    expect(await cards(page).count()).toBe(3);

    // 4 entries (2 experiences, 1 education, 1 project) across the three websites; one published.
    expect(await stat(page, 'Portfolio websites')).toBe('3');
    expect(await stat(page, 'Published')).toBe('1');
    expect(await stat(page, 'Drafts')).toBe('2');
    expect(await stat(page, 'Total sections')).toBe('4');
    await page.getByText('3 of 3 on your plan').waitFor();
    // No invented trends or claims (platform.md section 9's quirks are left out).
    expect(await page.getByText(/this month|Trusted by/).count()).toBe(0);

    const grace = card(page, 'Grace Hopper');
    await grace.getByText('Draft', { exact: true }).waitFor();
    await grace.getByText('Active', { exact: true }).waitFor();
    await grace.getByText('3 entries').waitFor();
    await grace.getByText('grace-hopper.', { exact: false }).waitFor();
    const studio = card(page, 'Product Studio');
    await studio.getByText('Published', { exact: true }).waitFor();
    expect(await studio.getByText('Active', { exact: true }).count()).toBe(0);
    const preview = grace.getByRole('link', { name: 'Preview Grace Hopper (opens in a new tab)' });
    expect(await preview.getAttribute('href')).toBe(`/cv/${first.id}/preview`);
    expect(await preview.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'dashboard-websites');

    // Search is case-insensitive over name, intro, domain and subdomain.
    const search = page.getByRole('searchbox', { name: 'Search websites' });
    await search.fill('designer');
    await expect.poll(() => cards(page).count()).toBe(1);
    await studio.waitFor();
    await search.fill('NAVY REAR');
    await expect.poll(() => cards(page).count()).toBe(1);
    await grace.waitFor();
    await search.fill('side-notes');
    await expect.poll(() => cards(page).count()).toBe(1);
    await card(page, 'Side Notes').waitFor();
    await search.fill('nothing like this');
    await page.getByText('No website matches “nothing like this”.').waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect.poll(() => cards(page).count()).toBe(3);

    // Edit Portfolio opens that website's builder.
    await grace.getByRole('link', { name: 'Edit Portfolio: Grace Hopper' }).click();
    await page.waitForURL(pathIs(`/builder/${first.id}`));
    expect(third.id).toBeGreaterThan(second.id);
  });

  test('delete asks first: Cancel keeps the website, Delete Portfolio removes it and the stats follow', async () => {
    const user = await member('Alan Kay');
    await subscribe(session.server, user.token, 'pro');
    await createWebsite(session.server, user.token, 'Alan Kay');
    const doomed = await createWebsite(session.server, user.token, 'Old Experiments');
    await addItems(session.server, user.token, doomed.id, 'projects', [{ title: 'Smalltalk-71', description: 'A first try.' }]);

    const page = await pages.openPage({ token: user.token, width: 375, colorScheme: 'dark' });
    await openDashboard(page);
    expect(await stat(page, 'Total sections')).toBe('1');

    await page.getByRole('button', { name: 'Actions for Old Experiments' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Old Experiments?' });
    await dialog.getByText(/cannot be undone/).waitFor();
    await screenshot(page, 'dashboard-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await websiteNames(session.server, user.token)).toEqual(['Alan Kay', 'Old Experiments']);

    await page.getByRole('button', { name: 'Actions for Old Experiments' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete Portfolio' }).click();
    await toast(page, 'Website deleted successfully').waitFor();
    await card(page, 'Old Experiments').waitFor({ state: 'detached' });
    await expect.poll(() => stat(page, 'Portfolio websites')).toBe('1');
    expect(await stat(page, 'Total sections')).toBe('0');
    expect(await websiteNames(session.server, user.token)).toEqual(['Alan Kay']);
  });

  test('with no website, the empty state offers the CV path and the other ways to start', async () => {
    const user = await member('Radia Perlman');
    const page = await pages.openPage({ token: user.token });
    await openDashboard(page);
    await page.getByRole('heading', { name: 'Welcome, Radia' }).waitFor();
    await page.getByRole('heading', { name: 'No portfolio websites yet' }).waitFor();
    expect(await page.getByRole('region', { name: 'Statistics' }).count()).toBe(0);
    await screenshot(page, 'dashboard-empty');
    expect(await page.getByRole('link', { name: 'Create from your CV' }).getAttribute('href')).toBe('/onboarding');
    await page.getByRole('link', { name: 'Other ways to start' }).click();
    await page.waitForURL(pathIs('/create-website'));

    // Each way starts at once: scratch opens onboarding's form in a fresh session; a template makes the website.
    await page.getByRole('button', { name: 'Start Building' }).click();
    await page.waitForURL((url) => url.pathname === '/cv-builder/onboarding' && url.searchParams.has('session_id'));
    await page.getByRole('heading', { name: 'Build your portfolio step by step' }).waitFor();
    await page.goto('/create-website');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await page.getByRole('heading', { name: 'Upload Your CV' }).waitFor();
    await page.goto('/create-website');
    await page.getByRole('button', { name: 'Browse Templates' }).click();
    await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname) && url.searchParams.get('template') === 'select');
    expect(await websiteNames(session.server, user.token)).toEqual(['My Professional Portfolio']);
  });

  test('a copy beyond the plan is refused by the server, and the upgrade modal shows its data', async () => {
    const user = await member('Barbara Liskov');
    await createWebsite(session.server, user.token, 'Barbara Liskov');
    const page = await pages.openPage({ token: user.token });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Actions for Barbara Liskov' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();

    const modal = page.getByRole('dialog', { name: 'Upgrade Required' });
    await modal.getByText('Your Free plan includes 1 portfolio website, and you have 1. Upgrade to create more.').waitFor();
    // The suggested plan lists the server's upgrade_benefits: only what the plans table says Pro brings.
    const pro = modal.getByRole('listitem').filter({ hasText: 'Suggested' });
    expect((await pro.getByRole('list').getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual(['Up to 3 portfolio websites', 'All 19 templates available to Pro', 'A blog: rich text posts with SEO and tags', 'No Folio branding on your site', 'Visitor analytics: views and visitors per day', 'Custom analytics code', '1 custom domain with automatic HTTPS', 'Version history: 30 days of versions']);
    expect(await modal.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/checkout?plan=pro&billing=monthly&flow=trial&feature=portfolio_limit');
    expect(await modal.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/checkout?plan=premium&billing=monthly&flow=trial&feature=portfolio_limit');
    await screenshot(page, 'dashboard-upgrade-modal');
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Maybe Later' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await websiteNames(session.server, user.token)).toEqual(['Barbara Liskov']);
  });

  test('back from a paid checkout: the toast, the new plan, and from_checkout leaves the address', async () => {
    const user = await member('Donald Knuth');
    await createWebsite(session.server, user.token, 'Donald Knuth');
    const page = await pages.openPage({ token: user.token });
    await openDashboard(page);
    await page.getByText('Free plan', { exact: true }).waitFor();

    await subscribe(session.server, user.token, 'premium');
    await page.goto('/dashboard?from_checkout=1');
    await toast(page, 'Payment complete. Your Premium plan is active.').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    // The cached plan was dropped: the hero shows the new one without a reload.
    await page.getByText('Premium plan', { exact: true }).waitFor();
    await page.getByText('Using 1 of 10 portfolio websites on your plan.').waitFor();
  });

  test('trial=started: the success toast, the plan read again, and the parameter removed', async () => {
    const user = await member('Mary Jackson');
    await createWebsite(session.server, user.token, 'Mary Jackson');
    const page = await pages.openPage({ token: user.token, width: 375 });
    await openDashboard(page);
    await page.getByText('Free plan', { exact: true }).waitFor();

    await subscribe(session.server, user.token, 'premium', { trial: true });
    await page.goto('/dashboard?trial=started');
    await toast(page, 'Your free trial has started!').waitFor();
    await page.getByText('Premium plan', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.searchParams.has('trial'), { timeout: 10_000 });
    await screenshot(page, 'dashboard-trial-started');
  });

  test('a pending create action is resumed when fresh, and dropped after 30 minutes', async () => {
    const user = await member('Frances Allen');
    await createWebsite(session.server, user.token, 'Frances Allen');
    await subscribe(session.server, user.token, 'pro');
    const page = await pages.openPage({ token: user.token });
    await openDashboard(page);
    const pending = (minutesAgo: number) =>
      page.evaluate((at) => sessionStorage.setItem('cv_builder_pending_action', JSON.stringify({ type: 'create-portfolio', at })), Date.now() - minutesAgo * 60_000);

    await pending(31);
    await page.reload();
    await card(page, 'Frances Allen').waitFor();
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('cv_builder_pending_action'))).toBeNull();

    await pending(29);
    await page.reload();
    await page.waitForURL(pathIs('/create-website'));
    await toast(page, 'Your plan has room now. Let’s create your website.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('cv_builder_pending_action'))).toBeNull();
  });

  test('the dashboard, its card menu and /create-website render, and axe-core finds nothing (every theme and width under npm run screens)', async () => {
    const user = await member('Maya Chen');
    await subscribe(session.server, user.token, 'pro');
    const main = await createWebsite(session.server, user.token, 'Maya Chen');
    await updateWebsite(session.server, user.token, main.id, { intro: 'Product designer & front-end developer' });
    await addItems(session.server, user.token, main.id, 'experiences', [{ position: 'Lead Product Designer', name: 'Tandem Health', date: '2021 - Present' }]);
    const published = await createWebsite(session.server, user.token, 'Maya Writes');
    await callApi(session.server, 'POST', `/websites/${published.id}/publish`, { version: published.version }, user.token);
    for (const { colorScheme, width } of looks()) {
      const page = await pages.openPage({ token: user.token, width, colorScheme });
      await openDashboard(page);
      await card(page, 'Maya Writes').waitFor();
      await screenshot(page, 'dashboard');
      expect(await axeViolations(page), `dashboard ${colorScheme} ${width}`).toEqual([]);
      await page.getByRole('button', { name: 'Actions for Maya Chen' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
      await screenshot(page, 'dashboard-card-menu');
      await page.keyboard.press('Escape');
      await page.goto('/create-website');
      await page.getByRole('heading', { name: 'Create a new website' }).waitFor();
      await screenshot(page, 'dashboard-create-website');
      expect(await axeViolations(page), `create-website ${colorScheme} ${width}`).toEqual([]);
    }
  });
});
