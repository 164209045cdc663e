import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, newContext } from './browser';
import { startServer, type TestServer } from './server';

/** One server and one browser for a spec file, and fresh browser profiles on demand. */
export interface Session {
  server: TestServer;
  openPage: (options?: Parameters<typeof newContext>[2]) => Promise<Page>;
  close: () => Promise<void>;
}

export async function startSession(options: Parameters<typeof startServer>[0] = {}): Promise<Session> {
  const [server, browser]: [TestServer, Browser] = await Promise.all([startServer(options), connectBrowser()]);
  const contexts: BrowserContext[] = [];
  return {
    server,
    openPage: async (options = {}) => {
      const context = await newContext(browser, server.url, options);
      contexts.push(context);
      return context.newPage();
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.stop();
    },
  };
}

export const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function logOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(pathIs('/'));
  await page.getByText('You have been logged out successfully').first().waitFor();
}
