import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, uniqueEmail } from './support/api';
import { waitForLink } from './support/mail';
import type { TestServer } from './support/server';
import { pathIs, startSession, type Session } from './support/session';

let session: Session;
let server: TestServer;
const openPage = (options?: Parameters<Session['openPage']>[0]) => session.openPage(options);

beforeAll(async () => {
  session = await startSession();
  server = session.server;
});

afterAll(async () => {
  await session?.close();
});

describe('account pages and the app shell', () => {
  test('the account menu works from the keyboard', async () => {
    const user = await createVerifiedUser(server, 'Donald Knuth');
    await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
    const page = await openPage({ token: user.token });
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: 'Account menu for Donald Knuth' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.getByText(user.email).waitFor();
    // Opening from the keyboard focuses the first item; arrows move on; Escape closes and gives focus back.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Manage Subscription');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.keyboard.type('Pro'); // typeahead
    await expect.poll(focused).toBe('Profile');
    await page.keyboard.press('Enter');
    await page.waitForURL(pathIs('/profile'));
  });

  test('sidebar: collapses on desktop; on phones slides in, locks scrolling and closes on Escape, backdrop and widening', async () => {
    const user = await createVerifiedUser(server, 'Hedy Lamarr');
    await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
    const page = await openPage({ token: user.token, width: 1280 });
    await page.goto('/dashboard');
    const content = page.locator('main').locator('..');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => content.evaluate((element) => getComputedStyle(element).marginLeft)).toBe('64px');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => content.evaluate((element) => getComputedStyle(element).marginLeft)).toBe('256px');

    await page.setViewportSize({ width: 375, height: 812 });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const scrollLocked = () => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    expect(await scrollLocked()).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(scrollLocked).toBe(false); // the dialog gives scrolling back in an effect, after it is gone

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    // Radix listens for a press outside only from a timer set when the dialog opens, and Chromium runs input before
    // timers: a timer of our own, set after it, has run once that listener is in place.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.mouse.click(360, 400); // on the backdrop, right of the drawer
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    await page.setViewportSize({ width: 1280, height: 860 });
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(scrollLocked).toBe(false); // the dialog gives scrolling back in an effect, after it is gone
  });

  test('onboarding rules: a newcomer is sent to onboarding, account pages stay open, and owning a website marks onboarding done', async () => {
    const user = await createVerifiedUser(server, 'Radia Perlman');
    const page = await openPage({ token: user.token });
    await page.goto('/dashboard');
    await page.waitForURL(pathIs('/onboarding'));
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    const created = await callApi(server, 'POST', '/websites', { name: 'Radia Perlman' }, user.token);
    expect(created.status).toBeLessThan(300);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Radia' }).waitFor();
    const completedAt = async () =>
      (await callApi<{ user: { onboarding_completed_at: string | null } }>(server, 'GET', '/user', undefined, user.token)).body.user
        .onboarding_completed_at;
    await expect.poll(completedAt).not.toBeNull();
  });

  test('profile: details are saved, a new e-mail needs the current password and verifying, and the password can be changed', async () => {
    const user = await createVerifiedUser(server, 'Sophie Wilson');
    await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
    const page = await openPage({ token: user.token });
    await page.goto('/profile');
    await page.getByLabel('Company or university').fill('Acorn Computers');
    const newEmail = uniqueEmail('sophie');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByText('You will need to verify the new address').waitFor();
    // Changing the e-mail asks for the current password.
    const details = page.locator('form', { has: page.getByText('Personal details') });
    await details.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await details.getByText('The current password is incorrect.').waitFor();
    await details.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/^Profile updated/).waitFor();
    await page.getByText(`We sent a verification link to ${newEmail}`).waitFor();
    await waitForLink(server.dataDir, newEmail, '/email/verify');

    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-1');
    await page.getByLabel('Confirm new password').fill('Brand-New-Pass-1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('The current password is incorrect.').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully.').waitFor();
    const login = await callApi(server, 'POST', '/login', { email: newEmail, password: 'Brand-New-Pass-1', remember: false });
    expect([200, 403]).toContain(login.status); // 403 until the new address is verified: the password itself was accepted
  });

  test('settings: the active sessions are listed, this device marked, and another one can be signed out', async () => {
    const user = await createVerifiedUser(server, 'Radia Perlman');
    await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
    // A second device: a phone that signed in to the same account.
    const phoneLogin = await fetch(`${server.apiUrl}/api/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      body: JSON.stringify({ email: user.email, password: user.password, remember: false }),
    });
    expect(phoneLogin.status).toBe(200);
    const phoneToken = ((await phoneLogin.json()) as { token: string }).token;

    const page = await openPage({ token: user.token });
    await page.goto('/settings');
    const list = page.getByRole('list', { name: 'Active sessions' });
    const phone = list.getByRole('listitem', { name: 'Mobile Safari 17 on iOS 17.0' });
    await phone.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const current = list.getByRole('listitem').filter({ hasText: 'This device' });
    await current.getByRole('button', { name: 'Sign out of this device' }).waitFor();
    await phone.getByRole('button', { name: /^Sign out Mobile Safari 17 on iOS 17\.0, last active / }).click();
    await page.getByText('Signed out of that session.').waitFor();
    await phone.waitFor({ state: 'detached' });
    expect((await callApi(server, 'GET', '/sessions', undefined, phoneToken)).status).toBe(401);
    expect((await callApi(server, 'GET', '/sessions', undefined, user.token)).status).toBe(200);
  });

  test('settings: deleting the account asks for the password, then signs out for good', async () => {
    const user = await createVerifiedUser(server, 'Ada Deleted');
    await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
    const page = await openPage({ token: user.token });
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('The password is incorrect.').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    await page.waitForURL(pathIs('/'));
    const login = await callApi(server, 'POST', '/login', { email: user.email, password: user.password, remember: false });
    expect(login.status).toBe(401);
  });
});
