import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteDesign } from '@folio/schema';
import { makeNameOnlyWebsite } from '../demo/make';
import { getDemoWebsite, templates } from '../index';
import { axeViolations } from '../testing/axe';
import { connectChromium } from '../testing/connect';
import { startSiteServer, type SiteServer } from '../testing/site-server';

// Screenshots for a person to look at, under `npm run screens` only (FOLIO_SCREENS=1); they check nothing.
const shotDir = join(import.meta.dirname, '..', '..', '.output', 'screenshots');
const screensMode = process.env.FOLIO_SCREENS === '1';

async function shoot(page: Page, name: string) {
  if (screensMode) await page.screenshot({ path: join(shotDir, `${name}.png`), fullPage: true });
}
const widths = [375, 768, 1280] as const;

/** The theme the template does not open in, a strong owner's accent and another pairing. */
function designedLook(own: 'light' | 'dark') {
  return { theme: own === 'light' ? 'dark' : 'light', accent_color: '#e4572e', font_pairing: 'technical' } as const;
}

let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  const sites = new Map(
    templates.flatMap((t) => [
      [t.slug, getDemoWebsite(t.slug)] as const,
      [`${t.slug}-empty`, makeNameOnlyWebsite(t.slug)] as const,
      // The template's other theme with an owner's accent and pairing: what design control can make of it.
      [`${t.slug}-designed`, { ...getDemoWebsite(t.slug), design: websiteDesign.parse(designedLook(t.defaultTheme)) }] as const,
      [`${t.slug}-pale`, { ...getDemoWebsite(t.slug), design: websiteDesign.parse({ theme: t.defaultTheme, accent_color: '#ffe14d', font_pairing: 'display' }) }] as const,
    ]),
  );
  // Served with the CSP the site host is meant to send, so a style the hash does not cover would show.
  server = await startSiteServer(sites, { csp: true });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  page: Page;
  consoleErrors: string[];
  failedRequests: string[];
}

async function visit(url: string, width: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/404')) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Full-page screenshots do not scroll, so lazy images would stay blank.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => (image.complete ? Promise.resolve() : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))));
  });
  return { page, consoleErrors, failedRequests };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * A page loaded once and resized through `widths`: at each, no horizontal scroll, and axe where
 * `axeAt` lists the width (every width under `npm run screens`, with a screenshot of each).
 */
async function checkWidths(page: Page, name: string, widths: readonly number[], axeAt: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await shoot(page, `${name}-${width}`);
    if (screensMode || axeAt.includes(width)) expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  }
}

describe.concurrent.each(templates.map((t) => t.slug))('%s in Chromium', (slug) => {
  it('demo at 375, 768 and 1280 px: no horizontal scroll, no axe violations (phone and desktop), no console errors, nothing from another origin', async () => {
    const { page, consoleErrors, failedRequests } = await visit(server.urlOf(slug), 375);
    try {
      await checkWidths(page, slug, widths, [375, 1280]);
      expect(consoleErrors).toEqual([]);
      expect(failedRequests).toEqual([]);
      // Every request stays on the site's own origin: no third-party fonts or images.
      const origins = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin));
      expect(origins.every((origin) => origin === new URL(page.url()).origin)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('name-only site at 375 and 1280 px still holds together', async () => {
    const { page, consoleErrors } = await visit(server.urlOf(`${slug}-empty`), 375);
    try {
      await checkWidths(page, `${slug}-empty`, [375, 1280], [375]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('in its other theme with an owner\'s accent and pairing, and with a pale accent: no horizontal scroll, no axe violations (colour contrast included)', async () => {
    for (const variant of ['designed', 'pale']) {
      const { page, consoleErrors } = await visit(server.urlOf(`${slug}-${variant}`), 375);
      try {
        await checkWidths(page, `${slug}-${variant}`, [375, 1280], [375, 1280]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it('blog and post pages are accessible at 375 px', async () => {
    const post = getDemoWebsite(slug).blog_posts[0]!;
    for (const path of ['/blog', `/blog/${post.slug}`]) {
      const { page, consoleErrors } = await visit(server.urlOf(slug, path), 375);
      try {
        await checkWidths(page, `${slug}${path.replaceAll('/', '-')}`, [375], [375]);
        expect(consoleErrors, path).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });
});
