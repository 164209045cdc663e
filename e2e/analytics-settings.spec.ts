import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVerifiedUser } from './support/api';
import { axeViolations } from './support/axe';
import { subscribe, toast } from './support/billing';
import { createWebsite, getWebsite, openBuilder, updateWebsite } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * The builder's Analytics and Tracking section: settings save themselves 2 s after a valid change,
 * and what they add reaches the published site's head on the site origin, never the app's.
 * Free gets the upgrade card instead of the custom code panel.
 */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

const siteUrl = (subdomain: string) => `${session.server.url.replace('://localhost', `://${subdomain}.localhost`)}/`;

/** The <script> sources and inline texts of the page's head, as the browser parsed them. */
const headScripts = (page: Page) =>
  page.evaluate(() => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? script.textContent ?? ''));

async function publishedWebsite(token: string, name: string) {
  const website = await createWebsite(session.server, token, name);
  await updateWebsite(session.server, token, website.id, { status: 'published' });
  return website;
}

describe('analytics settings', () => {
  test('free: the tracking id auto-saves, its snippet reaches the published site and not the app, custom code offers the upgrade, and axe finds nothing', async () => {
    const user = await createVerifiedUser(session.server, 'Grace Hopper');
    const website = await publishedWebsite(user.token, 'Grace Hopper');
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=analytics&preview=false');
    await page.getByRole('heading', { name: 'Analytics and Tracking' }).waitFor();

    await page.getByRole('switch', { name: 'Enable Analytics' }).click();
    const trackingId = page.getByRole('textbox', { name: 'Tracking ID' });
    await trackingId.fill('G-12345');
    await page.getByText('Invalid format. Expected: G-XXXXXXXXXX').waitFor();
    // Invalid: nothing is saved, however long it waits.
    await page.waitForTimeout(2500);
    expect((await getWebsite(session.server, user.token, website.id)).google_analytics_id).toBeNull();

    await trackingId.fill('G-ABCDE12345');
    await page.getByText('You have unsaved changes').waitFor();
    // No button: the valid change saves itself after 2 s.
    await toast(page, 'Analytics settings saved successfully').waitFor({ timeout: 10_000 });
    await page.getByText('You have unsaved changes').waitFor({ state: 'detached' });
    expect(await getWebsite(session.server, user.token, website.id)).toMatchObject({ analytics_enabled: true, google_analytics_id: 'G-ABCDE12345' });
    await page.getByRole('heading', { name: 'Code Preview' }).waitFor();
    await page.getByText('https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345').waitFor();
    await page.getByRole('checkbox', { name: 'Enhanced Ecommerce' }).waitFor();

    // Free: upgrade cards replace Folio's visitor analytics and the custom code panel.
    await page.getByRole('region', { name: 'Visitor analytics' }).getByText('Pro Feature').waitFor();
    const upgrades = page.getByRole('link', { name: 'Upgrade to Pro' });
    await expect.poll(() => upgrades.count()).toBe(2);
    for (const href of await upgrades.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toContain('plan=pro');
    expect(await page.getByRole('textbox', { name: 'Custom JavaScript' }).count()).toBe(0);

    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);

    // The app's own pages never carry the snippet.
    expect((await headScripts(page)).some((script) => script.includes('googletagmanager'))).toBe(false);

    const site = await session.openPage();
    await site.goto(siteUrl(website.subdomain!));
    expect(await headScripts(site)).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345');

    // A valid change still waiting for its 2 s is saved when another section is chosen.
    await trackingId.fill('G-ZYXWV98765');
    await page.getByRole('navigation', { name: 'Builder sections' }).getByRole('button', { name: /^Personal Info/ }).click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await expect.poll(async () => (await getWebsite(session.server, user.token, website.id)).google_analytics_id, { timeout: 5000 }).toBe('G-ZYXWV98765');
  });

  test('pro: custom code auto-saves with the keyboard only and runs on the published site, never in the app', async () => {
    const user = await createVerifiedUser(session.server, 'Katherine Johnson');
    await subscribe(session.server, user.token, 'pro');
    const website = await publishedWebsite(user.token, 'Katherine Johnson');
    const page = await session.openPage({ token: user.token, width: 1280 });
    await openBuilder(page, website.id, '?section=analytics&preview=false');
    const enable = page.getByRole('switch', { name: 'Enable Analytics' });
    await enable.focus();
    await page.keyboard.press('Space');
    const code = page.getByRole('textbox', { name: 'Custom JavaScript' });
    await code.focus();
    await page.keyboard.type('eval("1")');
    await page.getByText('Code contains potentially unsafe patterns').waitFor();
    await code.fill("window.folioTracked = 'yes';");
    await toast(page, 'Analytics settings saved successfully').waitFor({ timeout: 10_000 });
    await page.getByText("<script>window.folioTracked = 'yes';</script>").waitFor();
    expect(await page.evaluate(() => (window as unknown as { folioTracked?: string }).folioTracked)).toBeUndefined();

    const site = await session.openPage();
    await site.goto(siteUrl(website.subdomain!));
    // The site's CSP allows the script by its hash, so it ran.
    expect(await site.evaluate(() => (window as unknown as { folioTracked?: string }).folioTracked)).toBe('yes');
  });
});
