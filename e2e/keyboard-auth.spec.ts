import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createVerifiedUser } from './support/api';
import { focusedControl, stepsUpThePage, tabFrom } from './support/keyboard';
import { pagesPerTest, welcome } from './support/onboarding';
import { startSession, type Session } from './support/session';

/**
 * The sign-in screens with the keyboard alone: Tab goes through each form's fields in the order
 * they are shown, then its primary button, then its secondary links.
 */

let session: Session;
let pages: ReturnType<typeof pagesPerTest>;

beforeAll(async () => {
  session = await startSession();
  pages = pagesPerTest(session);
});

afterEach(async () => {
  await pages?.closeAll();
});

afterAll(async () => {
  await session?.close();
});

describe('signing in with the keyboard', () => {
  test('Email, Tab, password, Tab past the show-password button to Remember me, Space, Tab to Sign in, Enter: signed in', async () => {
    const user = await createVerifiedUser(session.server, 'Ada Keys');
    const page = await pages.openPage();
    await page.goto('/login');
    // The page opens with the caret in Email.
    await expect.poll(() => focusedControl(page)).toBe('textbox Email');
    await page.keyboard.type(user.email);

    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('textbox Password');
    await page.keyboard.type(user.password);
    // The show/hide button belongs to the password field and comes right after it.
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('button Show password');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('checkbox Remember me');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('button Sign in');

    const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login' && request.method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await login).postDataJSON()).toEqual({ email: user.email, password: user.password, remember: true });
    // A newcomer with no website is taken on to the onboarding.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await welcome(page);
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeTruthy();
  });

  test('Enter in the password field signs in too', async () => {
    const user = await createVerifiedUser(session.server, 'Grace Enter');
    const page = await pages.openPage();
    await page.goto('/login');
    await expect.poll(() => focusedControl(page)).toBe('textbox Email');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await welcome(page);
  });
});

describe('tab order of the sign-in screens', () => {
  test('/login: Email, Password (and its show button), Remember me, Sign in, then Forgot password?, Sign in with a passkey and the other links', async () => {
    const page = await pages.openPage();
    await page.goto('/login');
    const stops = await tabFrom(page, page.getByLabel('Email'), 8);
    expect(stops.map((stop) => stop.control)).toEqual([
      'textbox Email',
      'textbox Password',
      'button Show password',
      'checkbox Remember me',
      'button Sign in',
      'link Forgot password?',
      'button Sign in with a passkey',
      'link Create an account',
      'link Back to home',
    ]);
    expect(stepsUpThePage(stops)).toEqual([]);
  });

  test('/register: the fields top to bottom, the terms box and its links, Create account, then Sign in', async () => {
    const page = await pages.openPage();
    await page.goto('/register');
    // Create account is disabled (so not focusable) until the terms are accepted.
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    const stops = await tabFrom(page, page.getByLabel('Full name'), 11);
    expect(stops.map((stop) => stop.control)).toEqual([
      'textbox Full name',
      'textbox Email',
      'textbox Company or university',
      'textbox Password',
      'button Show password',
      'textbox Confirm password',
      'button Show password confirmation',
      'checkbox I agree to the Terms of Service and the Privacy Policy',
      'link Terms of Service',
      'link Privacy Policy',
      'button Create account',
      'link Sign in',
    ]);
    expect(stepsUpThePage(stops)).toEqual([]);
  });

  test('/forgot-password: Email, Send reset link, Back to sign in', async () => {
    const page = await pages.openPage();
    await page.goto('/forgot-password');
    await expect.poll(() => focusedControl(page)).toBe('textbox Email');
    const stops = await tabFrom(page, page.getByLabel('Email'), 2);
    expect(stops.map((stop) => stop.control)).toEqual(['textbox Email', 'button Send reset link', 'link Back to sign in']);
    expect(stepsUpThePage(stops)).toEqual([]);
  });

  test('/reset-password: Email, the new password twice (each with its show button), Reset password, Back to sign in', async () => {
    const page = await pages.openPage();
    await page.goto('/reset-password?token=0123456789abcdef&email=ada%40e2e.test');
    // The caret starts in the new password: the address is shown but comes from the link.
    await expect.poll(() => focusedControl(page)).toBe('textbox New password');
    const stops = await tabFrom(page, page.getByLabel('Email'), 6);
    expect(stops.map((stop) => stop.control)).toEqual([
      'textbox Email',
      'textbox New password',
      'button Show password',
      'textbox Confirm new password',
      'button Show password confirmation',
      'button Reset password',
      'link Back to sign in',
    ]);
    expect(stepsUpThePage(stops)).toEqual([]);
  });
});
