import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from '../index';
import { connectChromium } from '../testing/connect';
import { startSiteServer, type SiteServer } from '../testing/site-server';
import { hostileWebsite } from '../testing/xss-corpus';

let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  // Each template gets the demo of a template of every data category, so all its fields are filled.
  const sites = new Map(templates.map((t) => [t.slug, hostileWebsite(getDemoWebsite(t.slug), t.slug)] as const));
  // No CSP here: the markup itself must be inert, whatever header the host sends.
  server = await startSiteServer(sites, { csp: false });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('XSS corpus in every text field, every template (Chromium)', () => {
  describe.concurrent.each(templates.map((t) => t.slug))('%s with the XSS corpus in every field', (slug) => {
    it.each(['/', '/blog', `/blog/${getDemoWebsite(slug).blog_posts[0]?.slug ?? ''}`])('runs no injected script on %s', async (path) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.addInitScript(() => {
        const flag = () => {
          (window as unknown as { __xss: number }).__xss = 1;
        };
        window.alert = flag;
        window.confirm = () => {
          flag();
          return false;
        };
        window.prompt = () => {
          flag();
          return null;
        };
      });
      try {
        const response = await page.goto(server.urlOf(slug, path), { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await page.mouse.move(200, 200);
        await page.waitForTimeout(100);
        const state = await page.evaluate(() => ({
          flagged: (window as unknown as { __xss?: number }).__xss ?? 0,
          handlers: Array.from(document.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`)),
          scriptLinks: Array.from(document.querySelectorAll('[href],[src]'))
            .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
            .filter((value) => /^\s*(javascript|vbscript|data:text)/i.test(value)),
          scripts: Array.from(document.scripts).map((s) => s.type),
          frames: document.querySelectorAll('iframe,object,embed').length,
        }));
        expect(state).toEqual({ flagged: 0, handlers: [], scriptLinks: [], scripts: ['application/ld+json'], frames: 0 });
        expect(dialogs).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
