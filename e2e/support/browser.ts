import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from './server';

export const screenshotDir = join(repoRoot, 'e2e/screenshots');

/** The run's one Chromium (launched in global-setup.ts); closing what this returns only disconnects. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export type ColorScheme = 'light' | 'dark';

/**
 * `npm run screens` (e2e/vitest.screens.config.ts) sets FOLIO_SCREENS=1: screenshots are written
 * and every screen is shown (and axe-checked) in both themes at both widths. The suite shows each
 * screen once, in the look a spec file names, and writes no screenshots.
 */
export const screensMode = process.env.FOLIO_SCREENS === '1';

export interface Look {
  colorScheme: ColorScheme;
  width: number;
}

const everyLook: Look[] = [
  { colorScheme: 'light', width: 375 },
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 375 },
  { colorScheme: 'dark', width: 1280 },
];

/** The looks to show a screen in: every pair under `npm run screens`, else `inSuite` (light at 1280 px unless named). */
export function looks(inSuite: Look[] = [{ colorScheme: 'light', width: 1280 }]): Look[] {
  return screensMode ? everyLook : inSuite;
}

export interface ContextOptions {
  width?: number;
  colorScheme?: ColorScheme;
  /** A session token to start signed in with (stored where the app keeps it). */
  token?: string;
}

/**
 * A fresh browser profile. Reduced motion is on so screenshots never catch an animation
 * half-way (the app then disables every animation, which is itself under test).
 */
export async function newContext(browser: Browser, baseURL: string, options: ContextOptions = {}): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 812 : 860 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  if (options.token) {
    await context.addInitScript((token: string) => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem('cv_builder_token', token);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    }, options.token);
  }
  context.setDefaultTimeout(15_000);
  return context;
}

/** Under `npm run screens`, saves a full-page screenshot as e2e/screenshots/<name>-<scheme>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screensMode) return;
  mkdirSync(screenshotDir, { recursive: true });
  // The app's theme is its class; a page of the server's own (the queue dashboard) follows the system's.
  const scheme = await page.evaluate(() =>
    document.documentElement.classList.contains('dark') || (!document.querySelector('script[src="/theme-init.js"]') && matchMedia('(prefers-color-scheme: dark)').matches) ? 'dark' : 'light',
  );
  const width = page.viewportSize()?.width ?? 0;
  const path = join(screenshotDir, `${name}-${scheme}-${width}.png`);
  // Fonts first, so text never renders in the fallback face.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, fullPage: true });
}
