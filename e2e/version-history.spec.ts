import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SnapshotList } from '@folio/schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { checkScreen } from './support/axe';
import { connectBrowser, looks, newContext, type Look } from './support/browser';
import { addItems, createWebsite, getWebsite, openBuilder, toast, updateWebsite } from './support/builder';
import { copyDatabase, type ProductionStores } from './support/postgres';
import { startServer, type TestServer } from './support/server';

/**
 * Version history: yesterday the owner published their site (a server whose snapshot clock runs a
 * day behind, SNAPSHOT_CLOCK_OFFSET_MS, dates that snapshot yesterday); today, on the same database,
 * they rewrote it and unpublished it. In the builder's History section they preview yesterday's
 * version in the preview frame, go back to the current one, restore yesterday's (through the
 * conflict dialog, another tab having saved meanwhile), publish, and a visitor of the subdomain reads
 * yesterday's words. axe on the History section, the preview and the restore dialog.
 */

const QUIET_MS = '3000';
const yesterdayIntro = 'Mathematician and writer of the first program';
const todayIntro = 'Now mostly writing about engines';

let dataDir: string;
let stores: ProductionStores | undefined;
let server: TestServer;
let browser: Browser;
let user: TestUser;
let websiteId: number;
let subdomain: string;

const snapshots = async () => (await callApi<SnapshotList>(server, 'GET', `/websites/${websiteId}/snapshots`, undefined, user.token)).body.snapshots;

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  // One data directory (and database) for both servers: yesterday's and today's.
  dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-history-'));
  cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  const template = inject('templateStores');
  stores = template ? await copyDatabase(template) : undefined;

  const yesterday = await startServer({ dataDir, stores, env: { SNAPSHOT_CLOCK_OFFSET_MS: String(-86_400_000), SNAPSHOT_QUIET_MS: QUIET_MS } });
  try {
    user = await createVerifiedUser(yesterday, 'Ada Lovelace');
    const website = await createWebsite(yesterday, user.token, 'Ada Lovelace');
    websiteId = website.id;
    subdomain = website.subdomain!;
    await updateWebsite(yesterday, user.token, websiteId, { intro: yesterdayIntro });
    await addItems(yesterday, user.token, websiteId, 'experiences', [{ position: 'Analyst', name: 'Analytical Engine', date: '1842 - 1843' }]);
    const { version } = await getWebsite(yesterday, user.token, websiteId);
    const published = await callApi(yesterday, 'POST', `/websites/${websiteId}/publish`, { version }, user.token);
    if (published.status !== 200) throw new Error(`publish: ${published.status}`);
  } finally {
    await yesterday.stop();
  }

  server = await startServer({ dataDir, stores, env: { SNAPSHOT_QUIET_MS: QUIET_MS } });
  browser = await connectBrowser();
  // Today: a new introduction, one more experience, another template, and the site taken offline.
  await updateWebsite(server, user.token, websiteId, { intro: todayIntro });
  await addItems(server, user.token, websiteId, 'experiences', [{ position: 'Columnist', name: 'Engines Weekly', date: '1850' }]);
  const { version } = await getWebsite(server, user.token, websiteId);
  const applied = await callApi(server, 'PUT', `/websites/${websiteId}/template`, { version, template_slug: 'minimal' }, user.token);
  if (applied.status !== 200) throw new Error(`template: ${applied.status}`);
  await updateWebsite(server, user.token, websiteId, { status: 'draft' });
  // The burst of today's edits becomes a snapshot once the website has been quiet.
  await eventually(snapshots, (list) => list.some((entry) => entry.kind === 'edited'));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stores?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const preview = (page: Page) => page.frameLocator('iframe[src$="/_preview/live"]');
const versions = (page: Page) => page.getByRole('list', { name: 'Versions' });

async function openHistory(look: Look) {
  const context = await newContext(browser, server.url, { token: user.token, ...look });
  const page = await context.newPage();
  await openBuilder(page, websiteId, '?section=history&preview=false');
  await page.getByRole('heading', { name: 'History', exact: true }).waitFor();
  await versions(page).getByRole('article').first().waitFor();
  return page;
}

describe('version history in the builder', () => {
  test("previews yesterday's version, restores it, publishes, and the site shows it", async () => {
    const page = await openHistory({ colorScheme: 'light', width: 1280 });
    try {
      const list = versions(page);
      const published = list.getByRole('article').filter({ has: page.getByText('Published', { exact: true }) });
      await expect.poll(() => published.getByRole('time').innerText()).toMatch(/^Yesterday, /);
      const edited = list.getByRole('article').filter({ has: page.getByText('Edited', { exact: true }) });
      expect(await edited.getByRole('time').innerText()).toMatch(/^Today, /);
      expect(await edited.innerText()).toContain('Changed the introduction; added 1 experience; template Modern → Minimal');
      await checkScreen(page, 'builder-history');

      // One click shows yesterday's version in the preview frame, with the way back above it.
      const when = await published.getByRole('time').innerText();
      await page.getByRole('button', { name: `Preview the version of ${when}` }).click();
      await preview(page).getByText(yesterdayIntro).first().waitFor();
      expect(await preview(page).getByText('Columnist').count()).toBe(0);
      const banner = page.getByRole('status').filter({ hasText: 'Previewing an older version' });
      await banner.waitFor();
      expect(await page.getByRole('button', { name: `Preview the version of ${when}` }).getAttribute('aria-pressed')).toBe('true');
      await checkScreen(page, 'builder-history-preview');
      await banner.getByRole('button', { name: 'Back to current version' }).click();
      await preview(page).getByText(todayIntro).first().waitFor();
      await banner.waitFor({ state: 'detached' });

      // Another tab saves meanwhile: the restore meets the conflict dialog, and Overwrite restores on top of it.
      await updateWebsite(server, user.token, websiteId, { description: 'Saved in another tab' });
      await page.getByRole('button', { name: `Restore the version of ${when}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Restore the version of ${when}?` });
      await confirm.waitFor();
      await checkScreen(page, 'builder-history-restore-dialog');
      await confirm.getByRole('button', { name: 'Restore' }).click();
      const conflict = page.getByRole('alertdialog', { name: 'This website was changed elsewhere' });
      await conflict.waitFor();
      await conflict.getByRole('button', { name: 'Overwrite' }).click();
      await toast(page, `Restored the version of ${when}`).waitFor();

      await preview(page).getByText(yesterdayIntro).first().waitFor();
      const restored = await getWebsite(server, user.token, websiteId);
      expect(restored).toMatchObject({ intro: yesterdayIntro, template_slug: 'modern', status: 'draft' });
      expect(restored.experiences.map((item) => item.position)).toEqual(['Analyst']);
      // The content before the restore is kept, newest first; the builder's undo history starts again.
      await list.getByRole('article').first().filter({ hasText: 'Before restore' }).waitFor();
      expect(await list.getByRole('article').first().innerText()).toContain(`Kept before restoring the version of ${when}`);
      expect(await page.getByRole('banner', { name: 'Website builder' }).getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: /^Website visibility/ }).click();
      await page.getByRole('menuitemradio', { name: /Published/ }).click();
      await toast(page, 'Website is now published and publicly accessible').waitFor();
    } finally {
      await page.context().close();
    }

    const visitor = await (await newContext(browser, server.url)).newPage();
    try {
      const response = await visitor.goto(`${server.url.replace('://localhost', `://${subdomain}.localhost`)}/`);
      expect(response?.status()).toBe(200);
      await visitor.getByText(yesterdayIntro).first().waitFor();
      expect(await visitor.getByText(todayIntro).count()).toBe(0);
      expect(await visitor.getByText('Engines Weekly').count()).toBe(0);
    } finally {
      await visitor.context().close();
    }
  });

  // In the suite the phone in dark; under `npm run screens`, every look, with screenshots.
  for (const look of looks([{ colorScheme: 'dark', width: 375 }])) {
    test(`the History section and a version's preview, ${look.colorScheme} at ${look.width} px: axe`, async () => {
      const page = await openHistory(look);
      try {
        await checkScreen(page, 'builder-history-list');
        const first = versions(page).getByRole('article').first();
        await first.getByRole('button', { name: /^Preview the version of / }).click();
        await page.getByRole('status').filter({ hasText: 'Previewing an older version' }).waitFor();
        await preview(page).locator('body').waitFor();
        await checkScreen(page, 'builder-history-version-preview');
        await page.getByRole('button', { name: 'Back to current version' }).first().click();
      } finally {
        await page.context().close();
      }
    });
  }
});
