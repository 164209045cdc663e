import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, uniqueEmail } from './support/api';
import { screenshot } from './support/browser';
import { mailsTo, waitForLink } from './support/mail';
import type { TestServer } from './support/server';
import { logOutThroughMenu, pathIs, signIn, startSession, type Session } from './support/session';

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

describe('signing up, in and out', () => {
  test('a new user registers, verifies from the e-mail, lands in onboarding, signs out and in, and turns the theme dark', async () => {
    const page = await openPage();
    const email = uniqueEmail('ada');
    const password = 'Analytical-Engine-1843';

    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByText('Password strength: Strong').waitFor();
    const submit = page.getByRole('button', { name: 'Create account' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await submit.click();

    await page.waitForURL(pathIs('/email/verify'));
    await page.getByText('Registration successful! Please check your email to verify your account.').waitFor();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(email).waitFor();

    const link = await waitForLink(server.dataDir, email, '/email/verify');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    // Free plan (no plan chosen): onboarding after the 3 s countdown.
    await page.waitForURL(pathIs('/onboarding'), { timeout: 8000 });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.getByText('Welcome! You can always return to complete the guided setup later.').waitFor();
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();

    await logOutThroughMenu(page);
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeNull();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(pathIs('/login'));
    await signIn(page, email, password);
    await page.getByText('Welcome back, Ada Lovelace!').waitFor();
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The toggle cycles light -> dark -> system; the page starts in "system" (light here).
    const html = page.locator('html');
    for (let i = 0; i < 3 && !(await html.getAttribute('class'))?.includes('dark'); i++) {
      await page.getByRole('button', { name: /^Theme:/ }).click();
    }
    expect(await html.getAttribute('class')).toContain('dark');
    await screenshot(page, 'journey-dashboard-after-theme');
    // The choice is saved to the account.
    const token = (await page.evaluate(() => localStorage.getItem('cv_builder_token'))) ?? '';
    const savedTheme = async () => (await callApi<{ user: { theme: string } }>(server, 'GET', '/user', undefined, token)).body.user.theme;
    await expect.poll(savedTheme).toBe('dark');

    await logOutThroughMenu(page);
  });

  test('forgot password: the e-mailed link resets it, the old password stops working and the new one works', async () => {
    const user = await createVerifiedUser(server, 'Katherine Johnson');
    const newPassword = 'Orbital-Mechanics-62';
    const page = await openPage();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(pathIs('/forgot-password'));
    const before = mailsTo(server.dataDir, user.email).length;
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, we have sent a password reset link.').waitFor();

    const link = await waitForLink(server.dataDir, user.email, '/reset-password', before);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();
    await page.waitForURL(pathIs('/login'));

    await signIn(page, user.email, user.password);
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await signIn(page, user.email, newPassword);
    await page.getByText('Welcome back, Katherine Johnson!').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // The reset revoked every session, including the one made before it.
    const old = await callApi(server, 'GET', '/user', undefined, user.token);
    expect(old.status).toBe(401);
  });

  test('a guest opening /profile is sent to / with a redirect, and signing in brings them back', async () => {
    const user = await createVerifiedUser(server, 'Alan Turing');
    const page = await openPage();

    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/profile');
    await page.getByRole('heading', { level: 1, name: /Brand yourself/ }).waitFor();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile');
    await signIn(page, user.email, user.password);
    await page.waitForURL(pathIs('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  test('an unverified account cannot sign in until verified, and the resend button sends a new link', async () => {
    const email = uniqueEmail('unverified');
    const password = 'Not-Yet-Verified-7';
    const registered = await callApi(server, 'POST', '/register', { name: 'Grace Unverified', email, password, password_confirmation: password, terms: true });
    expect(registered.status).toBe(201);
    await waitForLink(server.dataDir, email, '/email/verify');
    const before = mailsTo(server.dataDir, email).length;

    const page = await openPage();
    await page.goto('/login');
    await signIn(page, email, password);
    await page.getByText('Please verify your email address to continue.').waitFor();
    await page.getByText(/check your spam or junk folder/).waitFor();

    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Verification email sent! Please check your inbox.').waitFor();
    await waitForLink(server.dataDir, email, '/email/verify', before);
    expect(mailsTo(server.dataDir, email).length).toBe(before + 1);
  });

  test('a revoked session on a signed-in page signs the user out with the session-expired toast', async () => {
    const user = await createVerifiedUser(server, 'Barbara Liskov');
    const page = await openPage({ token: user.token });
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    // Loaded, so no request of this page is still to be sent with the token about to be revoked.
    await page.getByRole('list', { name: 'Active sessions' }).waitFor();

    expect((await callApi(server, 'POST', '/logout', undefined, user.token)).status).toBe(200);
    await page.goto('/profile');
    await page.getByText('Session expired. Please login again.').waitFor();
    await page.waitForURL(pathIs('/'));
    expect(await page.evaluate(() => localStorage.getItem('cv_builder_token'))).toBeNull();
  });

  test('unknown paths go home for guests and to the dashboard when signed in', async () => {
    const guest = await openPage();
    await guest.goto('/no-such-page');
    await guest.waitForURL(pathIs('/'));

    const user = await createVerifiedUser(server, 'Edsger Dijkstra');
    await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
    const member = await openPage({ token: user.token });
    await member.goto('/no-such-page');
    await member.waitForURL(pathIs('/dashboard'));
  });
});
