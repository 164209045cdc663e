import type { Server } from 'node:http';
// oidc-provider ships no types; the test uses its documented constructor and listen().
// @ts-expect-error no declaration file
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser } from './support/api';
import { axeViolations } from './support/axe';
import { addItems, createWebsite, updateWebsite } from './support/builder';
import { screenshot } from './support/browser';
import { freePort } from './support/server';
import { pathIs, signIn, startSession, type Session } from './support/session';

describe('published sites from the app', () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => session?.close());

  const siteUrl = (subdomain: string) => `${session.server.url.replace('://localhost', `://${subdomain}.localhost`)}/`;

  test('the owner previews a draft full page, on phone, tablet and desktop widths', async () => {
    const user = await createVerifiedUser(session.server, 'Katherine Johnson');
    const website = await createWebsite(session.server, user.token, 'Katherine Johnson');
    await addItems(session.server, user.token, website.id, 'experiences', [{ position: 'Research Mathematician', name: 'NASA Langley', date: '1953 - 1986' }]);
    const page = await session.openPage({ token: user.token });
    await page.goto(`/cv/${website.id}/preview`);
    const site = page.frameLocator('iframe[title="Website preview"]');
    await expect.poll(() => site.getByText('Research Mathematician').count()).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Mobile' }).click();
    await expect.poll(() => page.locator('iframe[title="Website preview"]').evaluate((frame) => frame.getBoundingClientRect().width)).toBe(375);
    await screenshot(page, 'website-preview');

    const anonymous = await session.openPage();
    const response = await anonymous.goto(siteUrl(website.subdomain!));
    expect(response?.status()).toBe(404);
  });

  test('a private site sends a visitor to sign in, then shows them the site', async () => {
    const owner = await createVerifiedUser(session.server, 'Mary Jackson');
    const website = await createWebsite(session.server, owner.token, 'Mary Jackson');
    await updateWebsite(session.server, owner.token, website.id, { status: 'private', intro: 'Aerospace engineer' });
    const visitor = await createVerifiedUser(session.server, 'Curious Visitor');

    const page = await session.openPage();
    await page.goto(siteUrl(website.subdomain!));
    await page.waitForURL(pathIs('/site-access'));
    await page.getByRole('heading', { name: 'This portfolio is private' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'site-access');
    await page.getByRole('link', { name: 'Sign in to view' }).click();
    await signIn(page, visitor.email, visitor.password);
    await page.waitForURL((url) => url.hostname === `${website.subdomain}.localhost`);
    await page.getByText('Aerospace engineer').first().waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  test('a published site is public, and a change shows at once', async () => {
    const owner = await createVerifiedUser(session.server, 'Dorothy Vaughan');
    const website = await createWebsite(session.server, owner.token, 'Dorothy Vaughan');
    const { version } = (await callApi<{ website: { version: number } }>(session.server, 'GET', `/websites/${website.id}`, undefined, owner.token)).body.website;
    await callApi(session.server, 'POST', `/websites/${website.id}/publish`, { version }, owner.token);
    const page = await session.openPage();
    await page.goto(siteUrl(website.subdomain!));
    await page.getByRole('heading', { name: 'Dorothy Vaughan' }).first().waitFor();
    await updateWebsite(session.server, owner.token, website.id, { intro: 'Head of West Area Computing' });
    await page.reload();
    await page.getByText('Head of West Area Computing').first().waitFor();
  });
});

describe('social sign-in', () => {
  let session: Session;
  let server: Server;

  beforeAll(async () => {
    const [appPort, providerPort] = [await freePort(), await freePort()];
    const issuer = `http://127.0.0.1:${providerPort}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'folio-e2e',
          client_secret: 'folio-e2e-secret',
          redirect_uris: [`http://localhost:${appPort}/auth/google/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: async (_context: unknown, accountId: string) => ({
        accountId,
        claims: async () => ({ sub: accountId, email: `${accountId}@social.e2e.test`, email_verified: true, name: 'Sofia Social' }),
      }),
      cookies: { keys: ['folio-e2e-cookie-key'] },
    }) as { listen(port: number): Server };
    server = provider.listen(providerPort);
    session = await startSession({
      port: appPort,
      env: { GOOGLE_CLIENT_ID: 'folio-e2e', GOOGLE_CLIENT_SECRET: 'folio-e2e-secret', GOOGLE_ISSUER: issuer },
    });
  });
  afterAll(async () => {
    server?.close();
    await session?.close();
  });

  test('signs in with the provider, shows who signed in, and lands in the app', async () => {
    const page = await session.openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.locator('input[name="login"]').fill('sofia');
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(pathIs('/oauth/success'));
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await page.getByText('sofia@social.e2e.test').waitFor();
    expect(page.url()).not.toContain('token=');
    await screenshot(page, 'oauth-success');
    await page.waitForURL((url) => ['/onboarding', '/dashboard'].includes(url.pathname), { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeTruthy();
    // A social-only account has no password: deleting it first needs one, set through an e-mailed link.
    await page.goto('/settings');
    await page.getByText('You sign in with Google or LinkedIn, so your account has no password yet.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete account' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Email me a link to set a password' }).click();
    await page.getByText('We sent a link to sofia@social.e2e.test. Open it to set your password.').waitFor();
  });

  test('shows the failure state with Try Again for a result without a code', async () => {
    const page = await session.openPage();
    await page.goto('/oauth/success?user=abc');
    await page.getByText('Missing authentication data. Please try signing in again.').waitFor();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL(pathIs('/login'));
  });

  test('a link cannot sign anyone in or put its words on the page: a token is ignored, a code from another browser refused, a message replaced', async () => {
    const page = await session.openPage();
    const user = Buffer.from(JSON.stringify({ id: 1, email: 'attacker@example.com' })).toString('base64url');
    await page.goto(`/oauth/success?token=attacker-token&user=${user}`);
    await page.getByText('Missing authentication data. Please try signing in again.').waitFor();
    await page.goto('/oauth/success?code=a-code-this-browser-never-asked-for&provider=google');
    await page.getByText('Invalid authentication data received. Please try signing in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeNull();
    await page.goto('/oauth/success?error=authentication_failed&message=Call+0800+SCAM+now');
    await page.getByText('An unexpected error occurred during authentication.').waitFor();
    expect(await page.getByText('0800 SCAM').count()).toBe(0);
  });
});
