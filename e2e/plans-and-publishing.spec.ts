import { planFeatures, planHighlights, plans, upgradeBenefits } from '@folio/schema';
import { planFeatureTerms } from '@folio/schema/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe';
import { createMember, currentSubscription } from './support/billing';
import { screenshot, screenshotDir, screensMode } from './support/browser';
import { createWebsite, openBuilder, preview, updateWebsite } from './support/builder';
import { pagesPerTest } from './support/onboarding';
import { pathIs, startSession, type Session } from './support/session';

/**
 * The first hour's promises, as a new user meets them: every list of what a plan includes says only
 * what works, before and after paying for Premium; publishing says where the site is; a headline and
 * a phone number reach the published site.
 */

let session: Session;
let pages: ReturnType<typeof pagesPerTest>;

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  session = await startSession();
  pages = pagesPerTest(session);
});

afterEach(async () => {
  await pages?.closeAll();
});

afterAll(async () => {
  await session?.close();
});

/** The plan features a page names that the plans table does not list. */
async function unlistedClaims(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return Object.entries(planFeatureTerms)
    .filter(([feature, pattern]) => !(feature in planFeatures) && pattern.test(text))
    .map(([feature, pattern]) => `${feature}: ${text.match(pattern)?.[0] ?? ''}`);
}

const listItems = async (list: ReturnType<Page['locator']>) => (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());

const builderSections = ['Template', 'Design', 'Template Data', 'Personal Info', 'Work Experience', 'Education', 'Skills', 'Projects', 'Trainings & Certifications', 'Blog & Articles', 'Custom Domain', 'Analytics', 'History'];

describe('what a plan includes', () => {
  test('the landing pricing, the upgrade dialog, the test checkout to Premium, then the builder and every list show only what the plan can use', async () => {
    const guest = await pages.openPage();
    await guest.goto('/');
    const pricing = guest.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    for (const plan of [plans.free, plans.pro, plans.premium]) {
      const card = pricing.getByRole('listitem').filter({ has: guest.getByRole('heading', { name: plan.display_name, exact: true }) });
      expect(await listItems(card.getByRole('list')), plan.name).toEqual(planHighlights(plan));
    }
    expect(await unlistedClaims(guest)).toEqual([]);
    for (const width of screensMode ? [1280, 375] : []) {
      await guest.setViewportSize({ width, height: 900 });
      await pricing.scrollIntoViewIfNeeded();
      await pricing.screenshot({ path: join(screenshotDir, `plans-pricing-light-${width}.png`) });
    }
    for (const path of ['/terms', '/privacy']) {
      await guest.goto(path);
      await guest.getByRole('heading', { level: 1 }).waitFor();
      expect(await unlistedClaims(guest), path).toEqual([]);
    }

    const user = await createMember(session.server, 'Katherine Johnson');
    await createWebsite(session.server, user.token, 'Katherine Johnson');
    const page = await pages.openPage({ token: user.token });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Create New Website' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade Required' });
    await modal.waitFor();
    const option = (name: string) => modal.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Upgrade to ${name}` }) });
    expect(await listItems(option('Pro').getByRole('list'))).toEqual(upgradeBenefits(plans.pro));
    expect(await listItems(option('Premium').getByRole('list'))).toEqual(upgradeBenefits(plans.premium));
    expect(await unlistedClaims(page)).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 860 });
      await screenshot(page, 'plans-upgrade-dialog');
    }
    await page.setViewportSize({ width: 1280, height: 860 });
    await modal.getByRole('link', { name: 'Upgrade to Premium' }).click();

    await page.waitForURL(pathIs('/checkout/payment'));
    await page.getByText('Premium, billed monthly').waitFor();
    expect(await unlistedClaims(page)).toEqual([]);
    await page.getByRole('button', { name: /^Pay \$0 and start the trial/ }).click();
    await page.waitForURL(pathIs('/checkout/success'));
    await page.getByRole('heading', { name: 'Your Premium trial has started' }).waitFor();
    expect((await currentSubscription(session.server, user.token)).plan.name).toBe('premium');
    expect(await unlistedClaims(page)).toEqual([]);

    // Back on the dashboard, the create action the limit stopped goes on; the card's menu offers no domain.
    await page.goto('/dashboard');
    await page.waitForURL(pathIs('/create-website'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Actions for Katherine Johnson' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Clone' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /domain/i }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Premium, in the builder: the sections that exist (the blog and custom domains with no upgrade prompt).
    const [website] = (await (await fetch(`${session.server.apiUrl}/api/websites`, { headers: { Authorization: `Bearer ${user.token}`, Accept: 'application/json' } })).json()).websites;
    for (const section of ['blog', 'custom-domain']) {
      await openBuilder(page, website.id, `?section=${section}`);
      const nav = page.getByRole('navigation', { name: 'Builder sections' });
      await nav.getByRole('button').first().waitFor();
      expect(await nav.locator('button[aria-current], button[title]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title')))).toEqual(builderSections);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByText(/requires pro|upgrade to pro/i).count()).toBe(0);
      expect(await unlistedClaims(page), section).toEqual([]);
    }

    // Premium's site carries no Folio credit: in the builder's preview, and once published.
    await openBuilder(page, website.id, '?section=personal');
    await preview(page).getByRole('heading', { name: 'Katherine Johnson', level: 1 }).waitFor();
    expect(await preview(page).getByText('Made with Folio').count()).toBe(0);
    await updateWebsite(session.server, user.token, website.id, { status: 'published' });
    await page.goto(`http://${website.subdomain}.localhost:${new URL(session.server.url).port}/`);
    await page.getByRole('heading', { name: 'Katherine Johnson', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Made with Folio' }).count()).toBe(0);

    await page.goto('/subscription/plans');
    await page.getByRole('heading', { name: 'Plans', exact: true, level: 3 }).waitFor();
    for (const plan of [plans.free, plans.pro, plans.premium]) {
      const card = page.getByRole('listitem', { name: plan.display_name, exact: true });
      expect(await listItems(card.getByRole('list')), plan.name).toEqual(planHighlights(plan));
    }
    expect(await unlistedClaims(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('publishing', () => {
  test('a headline and a phone reach the site, and publishing says where it is, with View site and Copy link in the toast, the header and the dashboard', async () => {
    const user = await createMember(session.server, 'Grace Hopper');
    const website = await createWebsite(session.server, user.token, 'Grace Hopper');
    const page = await pages.openPage({ token: user.token });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page, website.id, '?section=personal');

    await page.getByLabel('Headline').fill('Computer Scientist');
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('12345');
    await phone.blur();
    await page.getByText('Enter the number with its country code, e.g. +44 20 7946 0958').waitFor();
    await phone.fill('0044 20 7946 0958');
    await phone.blur();
    await expect.poll(() => phone.inputValue()).toBe('+44 20 7946 0958');
    await page.getByRole('switch', { name: /Show phone on the site/ }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved successfully.').first().waitFor();

    await page.getByRole('button', { name: /^Website visibility/ }).click();
    await page.getByRole('menuitemradio', { name: /Published/ }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Website is now published and publicly accessible' });
    await toast.waitFor();
    const siteUrl = `http://${website.subdomain}.localhost:${new URL(session.server.url).port}/`;
    await toast.getByText(`Live at ${siteUrl.replace('http://', '').replace(/\/$/, '')}`).waitFor();
    expect(await toast.getByRole('link', { name: /View site/ }).getAttribute('href')).toBe(siteUrl);
    expect(await toast.getByRole('link', { name: /View site/ }).getAttribute('target')).toBe('_blank');
    await toast.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl);

    // The header says where the site is while it is published.
    const header = page.getByRole('banner', { name: 'Website builder' });
    expect(await header.getByRole('link', { name: /Published at/ }).getAttribute('href')).toBe(siteUrl);
    expect(await header.getByRole('link', { name: /View site/ }).getAttribute('href')).toBe(siteUrl);
    await header.getByRole('button', { name: 'Copy link' }).waitFor();
    await screenshot(page, 'publishing-builder');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Website menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'View site' }).getAttribute('href')).toBe(siteUrl);
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    await screenshot(page, 'publishing-builder');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: 'Grace Hopper' });
    expect(await card.getByRole('link', { name: new RegExp(`^${website.subdomain}\\.localhost`) }).getAttribute('href')).toBe(siteUrl);
    await card.getByRole('button', { name: 'Copy link to Grace Hopper' }).waitFor();
    await card.getByText('Computer Scientist').waitFor();

    // The published site: the headline in the page title, and the phone as a tel: link.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 860 });
      await page.goto(siteUrl);
      expect(await page.title()).toBe('Grace Hopper · Computer Scientist');
      // A free site carries the credit, a link to Folio.
      expect(await page.getByRole('link', { name: 'Made with Folio' }).count()).toBe(1);
      const call = page.locator('a[href="tel:+442079460958"]');
      expect(await call.innerText()).toContain('+44 20 7946 0958');
      await screenshot(page, 'publishing-site-with-phone');
    }
  });
});
