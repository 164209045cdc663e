import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { checkScreen } from './support/axe';
import { looks } from './support/browser';
import { loginAdmin } from './support/builder';
import { admin } from './support/server';
import { logOutThroughMenu, pathIs, signIn, startSession, type Session } from './support/session';

/**
 * Two-factor sign-in on /settings: a user turns it on from the QR code's secret, signs out, signs
 * in again with a code made here from that secret, then with a recovery code, which works once.
 */

let session: Session;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

/** axe, and under `npm run screens` a full-page picture from the top (scrolled, the fixed shell would be drawn part-way down). */
async function check(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, name);
}

const security = (page: Page) => page.getByRole('region', { name: 'Security' });
const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' });

/** The sign-in form up to its second step. */
async function passwordStep(page: Page, user: TestUser) {
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await page.getByRole('form', { name: 'Two-factor sign-in' }).waitFor();
}

describe('two-factor sign-in', () => {
  test('the Security section at 375 and 1280 px: off, then setting up, is accessible', async () => {
    const user = await createVerifiedUser(session.server, 'Hedy Lamarr');
    for (const { colorScheme, width } of looks([
      { colorScheme: 'light', width: 375 },
      { colorScheme: 'light', width: 1280 },
    ])) {
      const page = await session.openPage({ token: user.token, width, colorScheme });
      await page.goto('/settings');
      await security(page).getByRole('button', { name: 'Turn on two-factor sign-in' }).waitFor();
      await check(page, 'settings-security-off');
      await security(page).getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await security(page).getByRole('img', { name: 'QR code to add Folio to your authenticator app' }).waitFor();
      expect(await security(page).getByTestId('two-factor-secret').innerText()).toMatch(/^[A-Z2-7]{32}$/);
      await check(page, 'settings-security-setup');
      await page.close();
    }
  });

  test('turn it on, sign out, sign in with a code from the app, then with a recovery code once only', async () => {
    const user = await createVerifiedUser(session.server, 'Joan Clarke');
    const page = await session.openPage({ token: user.token });
    await page.goto('/settings');
    await security(page).getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const secret = await security(page).getByTestId('two-factor-secret').innerText();
    const totp = totpOf(secret);

    // A wrong code is refused on the field; the app's current code turns it on.
    const wrong = totp.generate() === '000000' ? '111111' : '000000';
    await security(page).getByLabel('Code from your authenticator app').fill(wrong);
    await security(page).getByRole('button', { name: 'Turn on', exact: true }).click();
    await security(page).getByText('The code is invalid or has already been used.').waitFor();
    await security(page).getByLabel('Code from your authenticator app').fill(totp.generate());
    await security(page).getByRole('button', { name: 'Turn on', exact: true }).click();

    const list = security(page).getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = await list.getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await security(page).getByRole('button', { name: 'Download codes' }).waitFor();
    await check(page, 'settings-security-recovery-codes');
    await security(page).getByRole('button', { name: 'I have saved them' }).click();
    await security(page).getByText('10 recovery codes left.').waitFor();
    expect(await security(page).getByText('On', { exact: true }).count()).toBe(1);
    await check(page, 'settings-security-on');

    await logOutThroughMenu(page);

    // The password alone is not enough: the second step asks for a code. This step's code confirmed the set-up; the next step's is accepted.
    await passwordStep(page, user);
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeNull();
    await check(page, 'login-two-factor');
    await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeTruthy();
    await page.close();

    // A recovery code signs in once.
    const second = await session.openPage();
    await passwordStep(second, user);
    await second.getByLabel('Authentication code').fill(codes[0]!);
    await second.getByRole('button', { name: 'Verify' }).click();
    await second.waitForURL((url) => url.pathname !== '/login');
    await second.close();

    // The same recovery code a second time is refused.
    const third = await session.openPage();
    await passwordStep(third, user);
    await third.getByLabel('Authentication code').fill(codes[0]!);
    await third.getByRole('button', { name: 'Verify' }).click();
    await third.getByText('The code is invalid or has already been used.').waitFor();
    expect(pathIs('/login')(new URL(third.url()))).toBe(true);
    expect(await third.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeNull();
    await third.close();
  });

  test('an admin with two-factor sign-in requires it of admin accounts, and the users list shows who has it', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const setup = await callApi<{ data: { secret: string } }>(session.server, 'POST', '/two-factor/setup', {}, token);
    const confirmed = await callApi<{ data: { recovery_codes: string[] } }>(session.server, 'POST', '/two-factor/confirm', { code: totpOf(setup.body.data.secret).generate() }, token);
    expect(confirmed.status).toBe(200);

    const page = await session.openPage({ token });
    await page.goto(`/admin/users?search=${encodeURIComponent(admin.email)}`);
    const row = page.getByRole('row').filter({ hasText: admin.email });
    await row.getByText('Two-factor on').first().waitFor();
    const required = page.getByRole('switch', { name: 'Require two-factor sign-in for admins' });
    expect(await required.getAttribute('aria-checked')).toBe('false');
    await required.click();
    await page.getByText('Admin accounts now need two-factor sign-in for the admin area.').first().waitFor();
    expect(await required.getAttribute('aria-checked')).toBe('true');
    await check(page, 'admin-users-two-factor');
    expect((await callApi<{ data: { admin_two_factor_required: boolean } }>(session.server, 'GET', '/admin/security-settings', undefined, token)).body.data).toEqual({
      admin_two_factor_required: true,
    });

    // Turned off again, the admin area says why it is closed and where to turn it back on.
    expect((await callApi(session.server, 'POST', '/two-factor/disable', { code: confirmed.body.data.recovery_codes[0] }, token)).status).toBe(200);
    await page.goto('/admin/users');
    await page.getByText('Two-factor sign-in is required for admin accounts').waitFor();
    await page.getByRole('link', { name: 'Turn it on in your settings' }).click();
    await page.waitForURL(pathIs('/settings'));
    await security(page).getByText('Turn it on to use the admin area.').waitFor();
    await page.close();
  });
});
