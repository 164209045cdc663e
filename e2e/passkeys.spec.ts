import { Secret, TOTP } from 'otpauth';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser } from './support/api';
import { checkScreen } from './support/axe';
import { looks } from './support/browser';
import { createWebsite } from './support/builder';
import { mailsTo } from './support/mail';
import { logOutThroughMenu, pathIs, startSession, type Session } from './support/session';

/**
 * Passkeys in Chromium, through the DevTools protocol's virtual authenticator (a CTAP2 platform
 * authenticator that keeps discoverable credentials and verifies its user): a user adds one on
 * /settings and names it, signs out, signs in on /login with "Sign in with a passkey" alone (no
 * e-mail typed), sees on /settings that it was used, and removes it, after which it signs in no more.
 */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

/** axe, and under `npm run screens` a full-page picture from the top. */
async function check(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, name);
}

const unknownPasskey = 'This passkey is not registered with Folio. Sign in with your email and password, then add it in your settings.';
const security = (page: Page) => page.getByRole('region', { name: 'Security' });
const passkeysPart = (page: Page) => security(page).getByRole('region', { name: 'Passkeys' });

/** A virtual authenticator for this page, as a phone's or laptop's built-in one: it answers every prompt with the user verified. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/**
 * The virtual authenticator answers the e-mail field's passkey autofill (conditional mediation) by
 * itself, as soon as /login asks, where a person would pick the passkey from the field's list. A
 * journey about the button runs as in a browser without that autofill, so the button alone signs in.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  });
}

/** "Add a passkey": the browser's prompt (answered by the virtual authenticator), then the naming dialog. */
async function addPasskey(page: Page) {
  await passkeysPart(page).getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name your passkey' });
  await dialog.waitFor();
  return dialog;
}

describe('passkeys', () => {
  test('the passkey part of the Security section and its dialogs at 375 and 1280 px are accessible', async () => {
    const user = await createVerifiedUser(session.server, 'Radia Perlman');
    for (const { colorScheme, width } of looks([
      { colorScheme: 'light', width: 375 },
      { colorScheme: 'light', width: 1280 },
    ])) {
      // A session of its own for each look: the one before signed out at its end.
      const { body } = await callApi<{ token: string }>(session.server, 'POST', '/login', { email: user.email, password: user.password });
      const page = await session.openPage({ token: body.token, width, colorScheme });
      await addAuthenticator(page);
      await withoutAutofill(page);
      await page.goto('/settings');
      await passkeysPart(page).getByText('No passkeys yet. Add one to sign in without typing your password.').waitFor();
      await check(page, 'settings-passkeys');
      const dialog = await addPasskey(page);
      await check(page, 'settings-passkey-name');
      await dialog.getByRole('button', { name: 'Keep this name' }).click();
      await dialog.waitFor({ state: 'detached' });
      const item = passkeysPart(page).getByRole('listitem').last();
      await item.getByText('Never used').waitFor();
      await check(page, 'settings-passkeys-list');
      await item.getByRole('button', { name: /^Rename / }).click();
      await page.getByRole('dialog', { name: 'Rename passkey' }).waitFor();
      await check(page, 'settings-passkey-rename');
      await page.getByRole('dialog', { name: 'Rename passkey' }).getByRole('button', { name: 'Cancel' }).click();
      await item.getByRole('button', { name: /^Remove / }).click();
      await page.getByRole('alertdialog').waitFor();
      await check(page, 'settings-passkey-remove');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove passkey' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      // The authenticator still offers the removed passkey: /login says what happened and what to do.
      await logOutThroughMenu(page);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText(unknownPasskey).waitFor();
      await page.mouse.move(0, 0);
      await check(page, 'login-passkey-unknown');
      await page.close();
    }
  });

  test('add a passkey and name it, sign out, sign in with the passkey alone, see it used, remove it', async () => {
    const user = await createVerifiedUser(session.server, 'Whitfield Diffie');
    // A website of their own, so that signing in lands on the dashboard (a newcomer would go to the onboarding).
    await createWebsite(session.server, user.token, 'Whitfield Diffie');
    const page = await session.openPage({ token: user.token });
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await withoutAutofill(page);
    await page.goto('/settings');
    await passkeysPart(page).getByText('No passkeys yet. Add one to sign in without typing your password.').waitFor();

    const dialog = await addPasskey(page);
    // A default name from the browser and system (the virtual authenticator's AAGUID names no password manager), ready to edit.
    const nameField = dialog.getByLabel('Passkey name');
    expect(await nameField.inputValue()).toMatch(/\S/);
    await nameField.fill('Work laptop');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Passkey renamed.').first().waitFor();
    const item = passkeysPart(page).getByRole('listitem').filter({ hasText: 'Work laptop' });
    await item.getByText('Never used').waitFor();

    // The authenticator keeps a discoverable credential for Folio's relying party (localhost).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await expect.poll(() => mailsTo(session.server.dataDir, user.email).map((mail) => mail.subject)).toContain('A passkey was added to your Folio account');

    await logOutThroughMenu(page);
    await page.goto('/login');
    const signIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login/passkey');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // The passkey's answer alone, and whether to remember: no e-mail, no password.
    expect(Object.keys((await signIn).postDataJSON())).toEqual(['credential', 'remember']);
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByText(`Welcome back, ${user.name}!`).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeTruthy();

    await page.goto('/settings');
    await item.getByText(/^Added .+ · Last used .+$/).waitFor();
    expect(await item.getByText('Never used').count()).toBe(0);

    await item.getByRole('button', { name: 'Remove Work laptop' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove “Work laptop”?' });
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByText('Passkey removed.').first().waitFor();
    await passkeysPart(page).getByText('No passkeys yet. Add one to sign in without typing your password.').waitFor();
    await expect.poll(() => mailsTo(session.server.dataDir, user.email).map((mail) => mail.subject)).toContain('A passkey was removed from your Folio account');

    // The authenticator still holds it, but Folio no longer takes it.
    await logOutThroughMenu(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText(unknownPasskey).waitFor();
    expect(pathIs('/login')(new URL(page.url()))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeNull();
    await page.close();
  });

  test("the e-mail field's passkey autofill signs an account with two-factor sign-in on straight in, without the code step", async () => {
    const user = await createVerifiedUser(session.server, 'Martin Hellman');
    await createWebsite(session.server, user.token, 'Martin Hellman');
    const setup = await callApi<{ data: { secret: string } }>(session.server, 'POST', '/two-factor/setup', {}, user.token);
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.data.secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate();
    expect((await callApi(session.server, 'POST', '/two-factor/confirm', { code }, user.token)).status).toBe(200);

    const page = await session.openPage({ token: user.token });
    await addAuthenticator(page);
    await page.goto('/settings');
    const dialog = await addPasskey(page);
    await dialog.getByRole('button', { name: 'Keep this name' }).click();
    await logOutThroughMenu(page);

    // The field offers the site's passkeys; the virtual authenticator picks its one, as a person would from the list.
    const signIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login/passkey');
    await page.goto('/login');
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email webauthn');
    await signIn;
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByText(`Welcome back, ${user.name}!`).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeTruthy();
    await page.close();
  });
});
