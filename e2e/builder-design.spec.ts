import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { looks, screenshot } from './support/browser';
import { createSamplePortfolio, getWebsite, openBuilder, preview } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * The Design section: accent (corrected where it would not read), font pairing, theme, and the
 * home page's section order and visibility. Each shows in the preview at once, is saved on its
 * own, survives a reload and a template switch, and reaches the published page.
 */

let session: Session;
let user: TestUser;

beforeAll(async () => {
  session = await startSession();
  user = await createVerifiedUser(session.server, 'Maya Chen');
});

afterAll(async () => {
  await session?.close();
});

/** What the preview's page computes (its CSS is the template's, applied in the frame). */
const inPreview = <T,>(page: Page, read: () => T) => page.frameLocator('iframe[title="Live preview"]').locator('body').evaluate(read);
const previewSections = (page: Page) => inPreview(page, () => [...document.querySelectorAll('main section')].map((section) => section.id));

const siteUrl = (subdomain: string) => `${session.server.url.replace('://localhost', `://${subdomain}.localhost`)}/`;

async function moveWithKeyboard(page: Page, label: string, ups: number, total: number, from: number) {
  const handle = page.getByRole('button', { name: `Reorder ${label}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  // dnd-kit takes arrows after the lift's announcement; a key pressed mid-move is dropped.
  await page.getByText(`${label} moved to position ${from} of ${total}.`).waitFor({ state: 'attached' });
  await page.waitForTimeout(250);
  for (let step = 1; step <= ups; step += 1) {
    await page.keyboard.press('ArrowUp');
    await page.getByText(`${label} moved to position ${from - step} of ${total}.`).waitFor({ state: 'attached' });
  }
  await page.keyboard.press('Space');
}

describe('design control', () => {
  test('accent, pairing, theme, order and visibility: the preview shows each at once, a reload and a template switch keep them, the published page has them', async () => {
    const websiteId = await createSamplePortfolio(session.server, user.token);
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, websiteId, '?section=design');
    await page.getByRole('heading', { name: 'Design', exact: true }).waitFor();
    await preview(page).getByRole('heading', { name: 'Maya Chen', level: 1 }).waitFor();

    // A pale accent: the preview takes it at once, corrected, and the section says why.
    await page.getByLabel('Hex value').fill('#ffe14d');
    await page.getByText(/On light pages your accent shows as #[0-9a-f]{6}: #ffe14d has a contrast of 1\.\d\d:1/).waitFor();
    const accent = await inPreview(page, () => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
    expect(accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(accent).not.toBe('#ffe14d');
    // Modern's hero follows the accent (its theme's primary colour until now).
    await expect.poll(() => inPreview(page, () => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).not.toBe('#667eea');

    // A pairing, shown in its own type in the list, applied to the preview's headings.
    const editorial = page.getByRole('radio', { name: 'Editorial: Playfair Display & Source Serif 4' });
    await editorial.check();
    await expect.poll(() => inPreview(page, () => getComputedStyle(document.querySelector('h1')!).fontFamily)).toContain('Playfair Display');
    await expect.poll(() => inPreview(page, () => getComputedStyle(document.body).fontFamily)).toContain('Source Serif 4');

    // The theme.
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(() => inPreview(page, () => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 31)');
    expect(await inPreview(page, () => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

    // Projects to the top by keyboard; the preview's first section follows.
    const before = await previewSections(page);
    expect(before[0]).toBe('about');
    await moveWithKeyboard(page, 'Projects', 3, 12, 4);
    await expect.poll(async () => (await previewSections(page))[0]).toBe('projects');

    // Hidden: no section, no heading, no nav link.
    await page.getByRole('switch', { name: 'Show Experience' }).click();
    await expect.poll(() => previewSections(page)).not.toContain('experience');
    expect(await inPreview(page, () => document.querySelector('a[href="#experience"]'))).toBeNull();

    // Each choice is an undo step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => previewSections(page)).toContain('experience');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => previewSections(page)).not.toContain('experience');

    expect(await axeViolations(page)).toEqual([]);

    // Saved without a Save button.
    await expect
      .poll(async () => (await getWebsite(session.server, user.token, websiteId)).design)
      .toMatchObject({ accent_color: '#ffe14d', font_pairing: 'editorial', theme: 'dark', hidden_sections: ['experience'] });
    expect((await getWebsite(session.server, user.token, websiteId)).design.section_order[0]).toBe('projects');

    await page.reload();
    await page.getByRole('heading', { name: 'Design', exact: true }).waitFor();
    expect(await page.getByLabel('Hex value').inputValue()).toBe('#ffe14d');
    expect(await editorial.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Show Experience' }).getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => inPreview(page, () => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 31)');
    await expect.poll(async () => (await previewSections(page))[0]).toBe('projects');

    // Another template keeps the choices that apply to it.
    const { version } = await getWebsite(session.server, user.token, websiteId);
    expect((await callApi(session.server, 'PUT', `/websites/${websiteId}/template`, { version, template_slug: 'minimal' }, user.token)).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Design', exact: true }).waitFor();
    await expect.poll(() => inPreview(page, () => document.querySelector('.site')?.className ?? '')).toContain('t-minimal');
    await expect.poll(() => inPreview(page, () => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
    expect(await previewSections(page)).not.toContain('experience');
    expect((await previewSections(page))[0]).toBe('projects');

    // The published page.
    const current = await getWebsite(session.server, user.token, websiteId);
    expect((await callApi(session.server, 'POST', `/websites/${websiteId}/publish`, { version: current.version }, user.token)).status).toBe(200);
    const visitor = await session.openPage();
    await visitor.goto(siteUrl(current.subdomain!));
    await visitor.getByRole('heading', { name: 'Maya Chen', level: 1 }).waitFor();
    expect(await visitor.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
    expect(await visitor.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toContain('Playfair Display');
    expect(await visitor.evaluate(() => [...document.querySelectorAll('main section')].map((section) => section.id))).not.toContain('experience');
    expect(await visitor.evaluate(() => document.querySelector('main section')?.id)).toBe('projects');
    expect(await visitor.locator('meta[name="color-scheme"]').getAttribute('content')).toBe('dark');
  });
});

describe('the Design section on screen', () => {
  for (const look of looks()) {
    test(`${look.colorScheme} at ${look.width} px: axe finds nothing`, async () => {
      // Each look its own owner: the free plan has one website.
      const owner = await createVerifiedUser(session.server, 'Maya Chen');
      const websiteId = await createSamplePortfolio(session.server, owner.token);
      const page = await session.openPage({ token: owner.token, ...look });
      try {
        // Edit mode: on a phone the builder opens on the preview.
        await openBuilder(page, websiteId, '?section=design&preview=false');
        await page.getByRole('heading', { name: 'Design', exact: true }).waitFor();
        await page.getByLabel('Hex value').fill('#ffe14d');
        await page.getByText(/On light pages your accent shows as/).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, 'builder-design');
        // The shell scrolls inside itself: the theme and the sections list get their own picture.
        await page.getByRole('list', { name: 'Home page sections' }).scrollIntoViewIfNeeded();
        await screenshot(page, 'builder-design-sections');
      } finally {
        await page.context().close();
      }
    });
  }
});
