import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { WebsiteWithSections } from '@folio/schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../demo/make';
import { templates } from '../index';
import { axeViolations } from '../testing/axe';
import { connectChromium } from '../testing/connect';
import { arabicWebsite, chineseWebsite, denseWebsite, longContentWebsite, sparseWebsite } from '../testing/content-sites';
import { longWordWebsite } from '../testing/long-word';
import { startSiteServer, type SiteServer } from '../testing/site-server';

// Real content in Chromium: long names, words and URLs, Arabic and Chinese at 320 px; a dense and a
// sparse CV at 375, 768 and 1280 px. Screenshots of each under `npm run screens` (FOLIO_SCREENS=1).
const shotDir = join(import.meta.dirname, '..', '..', '.output', 'screenshots');
const screensMode = process.env.FOLIO_SCREENS === '1';

const variants: Record<string, (slug: string) => WebsiteWithSections> = {
  long: longContentWebsite,
  words: (slug) => longWordWebsite(denseWebsite(slug), slug),
  ar: arabicWebsite,
  zh: chineseWebsite,
  dense: denseWebsite,
  sparse: sparseWebsite,
  empty: (slug) => makeNameOnlyWebsite(slug, 'Alex Morgan'),
};

let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  mkdirSync(shotDir, { recursive: true });
  const sites = new Map(templates.flatMap((t) => Object.entries(variants).map(([variant, make]) => [`${t.slug}-${variant}`, make(t.slug)] as const)));
  server = await startSiteServer(sites, { csp: true });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(label: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.urlOf(label), { waitUntil: 'networkidle' });
  return page;
}

async function shoot(page: Page, name: string) {
  if (screensMode) await page.screenshot({ path: join(shotDir, `${name}.png`), fullPage: true });
}

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

/**
 * Elements that stick out of their section (or the page's header or footer), or whose text is wider
 * than their own box. Scroll containers (a table that scrolls sideways on a phone) and screen-reader
 * text are left out: overflowing is their job.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    for (const box of Array.from(document.querySelectorAll('section, body > .site > header, body > .site > footer, .site > main > header'))) {
      const outer = box.getBoundingClientRect();
      for (const el of Array.from(box.querySelectorAll('*'))) {
        if (el.closest('.vh, .hp, [aria-hidden="true"]')) continue;
        let inScroller = false;
        for (let up = el.parentElement; up && up !== box; up = up.parentElement) if (scrolls(up)) inScroller = true;
        if (inScroller) continue;
        const rect = el.getBoundingClientRect();
        // 1 px boxes are visually hidden text (a template's own .vh pattern).
        if (rect.width <= 1 || rect.height <= 1) continue;
        const sticksOut = rect.left < outer.left - 1 || rect.right > outer.right + 1;
        const textTooWide = !scrolls(el) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).overflowX !== 'visible';
        if (sticksOut || textTooWide) found.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} in #${box.id || box.tagName.toLowerCase()} (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(outer.left)}–${Math.round(outer.right)})`);
      }
    }
    return [...new Set(found)].slice(0, 10);
  });
}

/**
 * Rows of sections in a grid that leave a quarter of its width or more empty: what a missing section
 * leaves in a dashboard layout. Every grid that lays out sections side by side is read.
 */
function emptyColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const grids = new Set(Array.from(document.querySelectorAll('section')).map((section) => section.parentElement!).filter((parent) => getComputedStyle(parent).display.includes('grid')));
    for (const grid of grids) {
      const width = grid.getBoundingClientRect().width;
      const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
      const rows = new Map<number, DOMRect[]>();
      for (const child of Array.from(grid.children)) {
        const rect = child.getBoundingClientRect();
        if (rect.height === 0) continue;
        const top = Math.round(rect.top);
        rows.set(top, [...(rows.get(top) ?? []), rect]);
      }
      // A child taller than its row neighbours spans several rows: its column is not empty below them.
      const all = [...rows.values()].flat();
      for (const [top, rects] of rows) {
        const spanning = all.filter((rect) => Math.round(rect.top) < top && rect.bottom > top + 1);
        const used = [...rects, ...spanning].reduce((sum, rect) => sum + rect.width, 0) + gap * (rects.length + spanning.length - 1);
        if (used < width * 0.75) found.push(`${grid.className || grid.tagName}: row at ${top} px uses ${Math.round(used)} of ${Math.round(width)} px`);
      }
    }
    return found;
  });
}

describe.concurrent.each(templates.map((t) => t.slug))('%s with real content in Chromium', (slug) => {
  it.each(['long', 'words', 'ar', 'zh'])('%s website at 320 px: no sideways scroll, nothing out of its section (and axe for Arabic and Chinese)', async (variant) => {
    const page = await open(`${slug}-${variant}`, 320);
    try {
      await shoot(page, `${slug}-${variant}-320`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await overflowing(page)).toEqual([]);
      if (variant === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Right to left and CJK pages are as accessible as the others (lang, contrast, landmarks).
      if (variant === 'ar' || variant === 'zh') expect(await axeViolations(page)).toEqual([]);
      // And on a desktop, where the columns of a right-to-left page are mirrored.
      if (variant === 'ar') {
        await page.setViewportSize({ width: 1280, height: 900 });
        await shoot(page, `${slug}-${variant}-1280`);
        expect(await sidewaysScroll(page), '1280 px').toBeLessThanOrEqual(0);
        expect(await overflowing(page), '1280 px').toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  });

  it.each(['dense', 'sparse', 'empty'])('%s CV at 375, 768 and 1280 px: no sideways scroll, nothing out of its section, no empty column, no axe violations (phone and desktop)', async (variant) => {
    const page = await open(`${slug}-${variant}`, 375);
    try {
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await shoot(page, `${slug}-${variant}-${width}`);
        expect(await sidewaysScroll(page), `${width} px`).toBeLessThanOrEqual(0);
        expect(await overflowing(page), `${width} px`).toEqual([]);
        expect(await emptyColumns(page), `${width} px`).toEqual([]);
        if (variant !== 'empty' && (width !== 768 || screensMode)) expect(await axeViolations(page), `${width} px`).toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  });
});
