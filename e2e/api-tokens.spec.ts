import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { planHighlights, plans } from '@folio/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe';
import { createMember, subscribe, toast } from './support/billing';
import { looks, screenshot } from './support/browser';
import { createWebsite } from './support/builder';
import { startSession, type Session } from './support/session';

/**
 * API access on /settings: a premium owner makes a personal access token, sees it once, uses it
 * with curl against the running server (read, then write a website), revokes it, and curl is
 * refused at once. Free gets the upgrade card instead of the form.
 */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

const run = promisify(execFile);

/** curl, as a script would call the API: the status and the parsed body. */
async function curl(token: string, method: 'GET' | 'PUT', path: string, body?: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const args = ['-sS', '-X', method, '-H', `Authorization: Bearer ${token}`, '-H', 'Accept: application/json', '-w', '\n%{http_code}'];
  if (body) args.push('-H', 'Content-Type: application/json', '--data', JSON.stringify(body));
  const { stdout } = await run('curl', [...args, `${session.server.apiUrl}/api${path}`]);
  const at = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(at + 1)), body: JSON.parse(stdout.slice(0, at)) as Record<string, unknown> };
}

/** A full-page screenshot from the top: scrolled, the fixed shell (and a dialog's overlay) would be drawn part-way down the page. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const card = (page: Page) => page.getByRole('region', { name: 'API access' });

async function expectNoViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${violations.join('\n')}`).toEqual([]);
}

describe('API access on the settings page', () => {
  test('free: the card offers Premium instead of the form', async () => {
    const user = await createMember(session.server, 'Free Scripter');
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token: user.token, width, colorScheme });
      await page.goto('/settings');
      await card(page).getByText('Premium Feature').waitFor();
      const benefits = await card(page).getByRole('listitem').allInnerTexts();
      expect(benefits).toContain(planHighlights(plans.premium).at(-1));
      expect(await card(page).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription/plans?plan=premium&billing=monthly');
      expect(await card(page).getByRole('button', { name: 'Create token' }).count()).toBe(0);
      await expectNoViolations(page, `upgrade card ${colorScheme} ${width}`);
      await shot(page, 'settings-api-upgrade');
      await page.close();
    }
  });

  test('premium: create a token, see it once, use it with curl, revoke it, and curl is refused', async () => {
    const user = await createMember(session.server, 'Margaret Hamilton');
    await subscribe(session.server, user.token, 'premium');
    const website = await createWebsite(session.server, user.token, 'Margaret Hamilton');
    let round = 0;
    for (const { colorScheme, width } of looks()) {
      round += 1;
      const name = `Deploy script ${round}`;
      const page = await session.openPage({ token: user.token, width, colorScheme });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
      await page.goto('/settings');
      await card(page).getByText('No tokens yet. Create one to use the API from your own scripts.').waitFor();
      await shot(page, 'settings-api-empty');
      await expectNoViolations(page, `empty card ${colorScheme} ${width}`);

      // The form: a name is needed; access is read only unless asked.
      await card(page).getByRole('button', { name: 'Create token' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a personal access token' });
      await dialog.getByRole('button', { name: 'Create token' }).click();
      await dialog.getByText('Please enter a name for the token.').waitFor();
      expect(await dialog.getByRole('radio', { name: /^Read only/ }).getAttribute('aria-checked')).toBe('true');
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('radio', { name: /^Read and write/ }).click();
      await shot(page, 'settings-api-create');
      await expectNoViolations(page, `create dialog ${colorScheme} ${width}`);
      await dialog.getByRole('button', { name: 'Create token' }).click();

      // Shown once, with a Copy button that puts exactly it on the clipboard.
      const reveal = page.getByRole('dialog', { name: 'Copy your new token' });
      const token = await reveal.getByLabel('Token').inputValue();
      expect(token).toMatch(/^folio_pat_[A-Za-z0-9_-]{43}$/);
      await reveal.getByRole('button', { name: 'Copy token' }).click();
      await toast(page, 'Token copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await shot(page, 'settings-api-created');
      await expectNoViolations(page, `token dialog ${colorScheme} ${width}`);
      await reveal.getByRole('button', { name: 'Done' }).click();
      await reveal.waitFor({ state: 'detached' });

      // Listed by name, access and its last four characters; the value itself is gone from the page.
      const item = card(page).getByRole('listitem', { name });
      await item.getByText('Read and write').waitFor();
      await item.getByText(`folio_pat_…${token.slice(-4)}`).waitFor();
      await item.getByText('Never used').waitFor();
      expect(await page.content()).not.toContain(token);

      // A script reads the website, then renames it.
      const read = await curl(token, 'GET', `/websites/${website.id}`);
      expect(read.status).toBe(200);
      const current = read.body.website as { name: string; version: number };
      const renamed = await curl(token, 'PUT', `/websites/${website.id}`, { version: current.version, name: `Margaret Hamilton ${round}` });
      expect(renamed.status).toBe(200);
      expect((renamed.body.website as { name: string }).name).toBe(`Margaret Hamilton ${round}`);
      // The account itself stays out of its reach.
      expect((await curl(token, 'GET', '/user')).status).toBe(403);

      await page.reload();
      await item.getByText(/· Last used /).waitFor();
      await item.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
      await confirm.waitFor();
      await shot(page, 'settings-api-revoke');
      await expectNoViolations(page, `revoke dialog ${colorScheme} ${width}`);
      await confirm.getByRole('button', { name: 'Revoke token' }).click();
      await toast(page, 'Token revoked.').waitFor();
      await item.waitFor({ state: 'detached' });

      // Refused from the very next request.
      const refused = await curl(token, 'GET', `/websites/${website.id}`);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('unauthenticated');
      await page.close();
    }
  });
});
