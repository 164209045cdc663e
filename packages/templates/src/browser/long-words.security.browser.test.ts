import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../index';
import { connectChromium } from '../testing/connect';
import { longWordWebsite } from '../testing/long-word';
import { startSiteServer, type SiteServer } from '../testing/site-server';

// Hostile text of another kind than the XSS corpus: one unbroken 200-character word in every text
// field must wrap on every template, neither widening the page nor running out of its box.
let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  server = await startSiteServer(new Map(templates.map((t) => [t.slug, longWordWebsite(getDemoWebsite(t.slug), t.slug)] as const)), { csp: true });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function visit(url: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page };
}

describe('an unbroken 200-character word wraps in every template (Chromium)', () => {
  describe.concurrent.each(templates.map((t) => t.slug))('%s', (slug) => {
    it.each([375, 1280])('an unbroken 200-character word in every text field wraps at %i px', async (width) => {
      const post = getDemoWebsite(slug).blog_posts[0]!;
      for (const path of ['/', '/blog', `/blog/${post.slug}`]) {
        const { page } = await visit(server.urlOf(slug, path), width);
        try {
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
          // Nor is it cut off inside a box that hides its overflow: no text runs past the viewport's edge.
          const past = await page.evaluate(() =>
            Array.from(document.querySelectorAll('body *'))
              // Screen-reader text is clipped to 1 px on purpose; decoration hidden from assistive tech
              // (Prism's skills ticker) runs past the edge by design, its words listed in their section too.
              .filter((element) => !element.closest('.vh, [aria-hidden="true"]'))
              .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes('Pneumono')))
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.width > 0 && (box.right > window.innerWidth + 1 || element.scrollWidth > element.clientWidth + 1);
              })
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
          );
          expect(past, path).toEqual([]);
        } finally {
          await page.close();
        }
      }
    });
  });
});
