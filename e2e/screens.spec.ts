import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, uniqueEmail, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { connectBrowser, looks, newContext, screenshot, screensMode } from './support/browser';
import { waitForLink } from './support/mail';
import { startServer, type TestServer } from './support/server';

/**
 * Every screen of the account pages renders its main content in the theme asked for, and axe-core
 * (WCAG 2.x A/AA and best practices) finds nothing on it: in the suite in light at 1280 px, and the
 * screens marked `phone` at 375 px too. Under `npm run screens`, every screen in both themes at both
 * widths, with screenshots under e2e/screenshots/ for a person to look at.
 */

let server: TestServer;
let browser: Browser;
let member: TestUser;
let newcomer: TestUser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), connectBrowser()]);
  member = await createVerifiedUser(server, 'Margaret Hamilton');
  await callApi(server, 'POST', '/onboarding/complete', undefined, member.token);
  await callApi(server, 'PUT', '/profile', { name: 'Margaret Hamilton', company: 'MIT Instrumentation Lab', email: member.email }, member.token);
  newcomer = await createVerifiedUser(server, 'Linus Newcomer');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Screen {
  name: string;
  /** A path, or a function making one (a fresh e-mailed link). */
  path: string | (() => Promise<string>);
  ready: (page: Page) => Promise<unknown>;
  as?: () => TestUser;
  act?: (page: Page) => Promise<unknown>;
  onlyWidth?: number;
  /** Checked at phone width in the suite too. */
  phone?: boolean;
  /** What axe checks when not the whole page: an open menu hides the rest (aria-hidden), which the screen without it covers. */
  axeScope?: string;
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) }).first().waitFor();

/** Registers someone and returns the link from their verification e-mail. */
async function freshVerificationLink(): Promise<string> {
  const email = uniqueEmail('verify');
  const password = 'Fresh-Link-2024';
  await callApi(server, 'POST', '/register', { name: 'Vera Fication', email, password, password_confirmation: password, terms: true });
  return waitForLink(server.dataDir, email, '/email/verify');
}

const screens: Screen[] = [
  { name: 'landing', path: '/', ready: heading(/Brand yourself/, 1), phone: true },
  { name: 'login', path: '/login', ready: heading('Welcome back'), phone: true },
  {
    name: 'login-invalid',
    path: '/login',
    ready: (page) => page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor(),
    act: async (page) => {
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    },
  },
  { name: 'login-minimal', path: '/auth/login', ready: heading('Welcome back') },
  { name: 'register', path: '/register?plan=pro&billing=monthly&source=pricing', ready: heading('Create your account'), phone: true },
  {
    name: 'register-errors',
    path: '/register',
    ready: (page) => page.getByText('The name field is required.').waitFor(),
    act: async (page) => {
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Create account' }).click();
    },
  },
  { name: 'verify-pending', path: '/email/verify', ready: heading('Check your inbox'), phone: true },
  { name: 'verify-success', path: freshVerificationLink, ready: heading('Your email is verified') },
  { name: 'verify-already-verified', path: '/email/verify', as: () => member, ready: heading('Already verified') },
  { name: 'verify-error', path: '/email/verify?id=99999&hash=not-a-real-link', ready: heading('Verification failed'), phone: true },
  { name: 'forgot-password', path: '/forgot-password', ready: heading('Forgot your password?') },
  { name: 'reset-password', path: '/reset-password?token=example&email=someone%40example.com', ready: heading('Choose a new password') },
  { name: 'privacy', path: '/privacy', ready: heading('Privacy Policy', 1) },
  { name: 'terms', path: '/terms', ready: heading('Terms of Service', 1) },
  { name: 'dashboard', path: '/dashboard', as: () => member, ready: heading('Welcome, Margaret') },
  { name: 'onboarding', path: '/onboarding', as: () => newcomer, ready: heading('Welcome', 2) },
  { name: 'profile', path: '/profile', as: () => member, ready: heading('Personal details') },
  { name: 'settings', path: '/settings', as: () => member, ready: heading('Delete account') },
  {
    name: 'settings-delete-dialog',
    path: '/settings',
    as: () => member,
    ready: (page) => page.getByRole('alertdialog').waitFor(),
    act: (page) => page.getByRole('button', { name: 'Delete account' }).click(),
  },
  {
    name: 'user-menu',
    path: '/dashboard',
    as: () => member,
    ready: (page) => page.getByRole('menu').waitFor(),
    act: (page) => page.getByRole('button', { name: /^Account menu for/ }).click(),
    axeScope: '[role=menu]',
  },
  {
    name: 'mobile-menu',
    path: '/dashboard',
    as: () => member,
    onlyWidth: 375,
    ready: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor(),
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
];

const suiteLooks = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'light', width: 375 },
] as const;

describe('screens', () => {
  for (const { width, colorScheme } of looks([...suiteLooks])) {
    const shown = screens.filter((screen) => (screen.onlyWidth ?? width) === width && (screensMode || width >= 768 || screen.phone || screen.onlyWidth));
    // One test per screen, so each has its own time limit and a failure names its screen.
    describe(`at ${width} px, ${colorScheme}`, () => {
      let guest: BrowserContext;
      const signedIn = new Map<TestUser, BrowserContext>();
      beforeAll(async () => {
        guest = await newContext(browser, server.url, { width, colorScheme });
      });
      afterAll(async () => {
        await Promise.all([guest?.close(), ...[...signedIn.values()].map((context) => context.close())]);
      });

      for (const screen of shown) {
        test(`${screen.name} renders in the ${colorScheme} theme, and axe finds nothing`, async () => {
          const user = screen.as?.();
          let context = guest;
          if (user) {
            context = signedIn.get(user) ?? (await newContext(browser, server.url, { width, colorScheme, token: user.token }));
            signedIn.set(user, context);
          }
          const page = await context.newPage();
          try {
            await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path());
            if (screen.act) {
              await page.locator('main').first().waitFor();
              await page.waitForLoadState('networkidle'); // lazy screen code and the session are in
              await screen.act(page);
            }
            await screen.ready(page);
            // The landing page fills its template section from the API; other screens are ready when their content is.
            if (screen.name === 'landing') await page.waitForLoadState('networkidle');
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
            expect(await axeViolations(page, screen.axeScope)).toEqual([]);
            await screenshot(page, screen.name);
          } finally {
            await page.close();
          }
        });
      }
    });
  }
});
