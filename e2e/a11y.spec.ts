import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { connectBrowser, newContext, type ColorScheme } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** axe-core (all rules, WCAG 2.x A/AA and best practices) on the screens of this issue, light and dark. */

let server: TestServer;
let browser: Browser;
let member: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), connectBrowser()]);
  member = await createVerifiedUser(server, 'Frances Allen');
  await callApi(server, 'POST', '/onboarding/complete', undefined, member.token);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Audit {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  signedIn?: boolean;
  /** Audited at phone width too (the four screens); the others at desktop width only, to keep the run short. */
  phone?: boolean;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

// The four screens the issue names first, then the rest of this screens.
const audits: Audit[] = [
  { name: 'landing', path: '/', ready: heading(/Brand yourself/), phone: true },
  { name: 'login', path: '/login', ready: heading('Welcome back'), phone: true },
  { name: 'register', path: '/register', ready: heading('Create your account'), phone: true },
  { name: 'verify (pending)', path: '/email/verify', ready: heading('Check your inbox'), phone: true },
  { name: 'verify (error)', path: '/email/verify?id=424242&hash=expired', ready: heading('Verification failed'), phone: true },
  { name: 'minimal login', path: '/auth/login', ready: heading('Welcome back') },
  { name: 'forgot password', path: '/forgot-password', ready: heading('Forgot your password?') },
  { name: 'reset password', path: '/reset-password?token=t&email=a%40example.com', ready: heading('Choose a new password') },
  { name: 'privacy', path: '/privacy', ready: heading('Privacy Policy') },
  { name: 'terms', path: '/terms', ready: heading('Terms of Service') },
  { name: 'dashboard', path: '/dashboard', ready: heading('Welcome, Frances'), signedIn: true },
  { name: 'profile', path: '/profile', ready: heading('Personal details'), signedIn: true },
  { name: 'settings', path: '/settings', ready: heading('Appearance'), signedIn: true },
];

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] satisfies ColorScheme[]) {
    for (const width of [1280, 375]) {
      test(`axe finds no violations, ${colorScheme} theme, ${width} px`, async () => {
        const guest = await newContext(browser, server.url, { colorScheme, width });
        const signedIn = await newContext(browser, server.url, { colorScheme, width, token: member.token });
        const found: string[] = [];
        try {
          for (const audit of audits) {
            if (width < 768 && !audit.phone) continue;
            const page = await (audit.signedIn ? signedIn : guest).newPage();
            await page.goto(audit.path);
            await audit.ready(page);
            await page.waitForLoadState('networkidle');
            const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
            expect(dark, `${audit.name} renders in the ${colorScheme} theme`).toBe(colorScheme === 'dark');
            for (const violation of await axeViolations(page)) found.push(`${audit.name}: ${violation}`);
            await page.close();
          }
        } finally {
          await Promise.all([guest.close(), signedIn.close()]);
        }
        expect(found, found.join('\n\n')).toEqual([]);
      });
    }
  }
});
