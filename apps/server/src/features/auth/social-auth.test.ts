import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified } from '../../../test/accounts';
import { cookiesOf, redeemCode, socialSignIn, startOidcProvider } from '../../../test/oidc';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';
import { noPasswordYet } from './account.service';
import { waitingList } from '../admin/waiting-list.tables';
import { socialSignInCodes } from './social-auth.tables';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let test: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider();
  test = await createTestApp(provider.env);
});
afterAll(async () => {
  provider.close();
  await test.close();
});

/** Changes one character of the signature: not the last, whose low bits base64url may ignore. */
const forgeSignature = (cookie: string) => cookie.slice(0, -2) + (cookie.at(-2) === 'a' ? 'b' : 'a') + cookie.slice(-1);
const signIn = (accountId: string, options?: { stateCookie?: (cookie: string) => string }) => socialSignIn(test, accountId, options);
const redeem = (code: string | null, cookie?: string) => redeemCode(test, code, cookie);

/** Signs in and redeems as the same browser: the app's token. */
async function signedInToken(accountId: string) {
  const { result, browserCookie } = await signIn(accountId);
  const redeemed = await redeem(result.searchParams.get('code'), browserCookie);
  expect(redeemed.statusCode).toBe(200);
  return redeemed.json<{ token: string; user: { id: number } }>();
}

describe('social sign-in through OpenID Connect', () => {
  it('lists the configured providers', async () => {
    expect((await test.app.inject({ url: '/api/config' })).json().data.social_providers).toEqual(['google']);
  });

  it('creates a verified account on first sign-in and signs the same account in the next time', async () => {
    const start = await test.app.inject({ url: '/auth/google?action=login' });
    expect(String(start.headers['set-cookie'])).toMatch(/folio_oauth_browser=[^;]+; Max-Age=600; Path=\/api\/auth\/social; HttpOnly; SameSite=Lax/);
    const { result: first, browserCookie } = await signIn('sofia');
    expect(first.pathname).toBe('/oauth/success');
    expect([...first.searchParams.keys()].sort()).toEqual(['code', 'provider']);
    expect(first.searchParams.get('provider')).toBe('google');
    const redeemed = await redeem(first.searchParams.get('code'), browserCookie);
    expect(redeemed.statusCode).toBe(200);
    const body = redeemed.json();
    expect(body).toMatchObject({
      success: true,
      provider: 'google',
      return_url: '/dashboard',
      social_user: { email: 'sofia@social.example', name: 'Sofia Social', avatar: 'https://images.example/sofia.png' },
      user: { email: 'sofia@social.example', has_password: false },
    });
    expect(String(redeemed.headers['set-cookie'])).toMatch(/folio_oauth_browser=;/);
    const me = (await test.app.inject({ url: '/api/user', headers: bearer(body.token) })).json().user;
    expect(me).toMatchObject({ id: body.social_user.id, has_password: false });
    expect(me.email_verified_at).not.toBeNull();

    expect((await signedInToken('sofia')).user.id).toBe(body.social_user.id);
    const passwordLogin = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'sofia@social.example', password: '!social-only' } });
    expect(passwordLogin.statusCode).toBe(401);
  });

  it('holds a new social account behind the beta gate like a registered one, unless its address was invited', async () => {
    await test.services.settings.set('beta_access_enabled', true);
    try {
      const status = async (token: string) => (await test.app.inject({ url: '/api/beta-access/status', headers: bearer(token) })).json().data;
      expect(await status((await signedInToken('gated')).token)).toEqual({ beta_access_enabled: true, has_access: false });
      await test.database.db.insert(waitingList).values({ email: 'invited-social@social.example', source: 'admin', invited_at: new Date() });
      expect(await status((await signedInToken('invited-social')).token)).toEqual({ beta_access_enabled: true, has_access: true });
    } finally {
      await test.services.settings.set('beta_access_enabled', false);
    }
  });

  it('hands over by a one-time code: no token in any address, redeemed once, only by the browser that started', async () => {
    const { result, browserCookie } = await signIn('hand-over');
    const code = result.searchParams.get('code')!;
    expect(result.toString()).not.toMatch(/token|user=/);
    // No session exists before the code is redeemed, and the code is not one.
    expect((await test.app.inject({ url: '/api/user', headers: bearer(code) })).statusCode).toBe(401);
    // Another browser (no cookie, or its own from another start) cannot redeem it, nor make it unusable.
    const otherStart = cookiesOf(await test.app.inject({ url: '/auth/google?action=login' })).get('folio_oauth_browser')!;
    for (const cookie of [undefined, otherStart, 'folio_oauth_browser=made-up']) {
      const refused = await redeem(code, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'invalid_code', message: 'Invalid authentication data received. Please try signing in again.' });
    }
    expect((await redeem(code, browserCookie)).statusCode).toBe(200);
    expect((await redeem(code, browserCookie)).statusCode).toBe(400);
  });

  it('refuses a code once its two minutes have passed', async () => {
    const { result, browserCookie } = await signIn('slow');
    await test.database.db.update(socialSignInCodes).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await redeem(result.searchParams.get('code'), browserCookie)).statusCode).toBe(400);
  });

  it('links to an existing account with the same verified address, which keeps its password', async () => {
    const account = await registerVerified(test, { email: 'existing@social.example' });
    expect((await signedInToken('existing')).user.id).toBe(account.id);
    expect((await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } })).statusCode).toBe(200);
  });

  it('asks an account with two-factor sign-in on for its second step: the provider is the first factor only', async () => {
    const { Secret, TOTP } = await import('otpauth');
    const account = await registerVerified(test, { email: 'guarded@social.example' });
    const setup = (await test.app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: bearer(account.token) })).json().data;
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), period: 30, digits: 6, algorithm: 'SHA1' });
    const confirm = await test.app.inject({ method: 'POST', url: '/api/two-factor/confirm', payload: { code: totp.generate() }, headers: bearer(account.token) });
    expect(confirm.statusCode).toBe(200);

    const { result, browserCookie } = await signIn('guarded');
    const redeemed = await redeem(result.searchParams.get('code'), browserCookie);
    expect(redeemed.statusCode).toBe(200);
    const body = redeemed.json();
    expect(body).toMatchObject({ success: true, requires_two_factor: true, provider: 'google', return_url: '/dashboard' });
    expect(body.token).toBeUndefined();
    const second = await test.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challenge: body.challenge, code: totp.generate({ timestamp: Date.now() + 30_000 }) } });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(account.id);
  });

  it('reports failures as codes only, never as text: unverified address, forged state cookie, unconfigured provider', async () => {
    const { result: unverified } = await signIn('unverified-zoe');
    expect(Object.fromEntries(unverified.searchParams)).toEqual({ error: 'no_verified_email', provider: 'google' });

    const { result: forged } = await signIn('mallory', { stateCookie: forgeSignature });
    expect(Object.fromEntries(forged.searchParams)).toEqual({ error: 'invalid_state', provider: 'google' });

    const linkedin = await test.app.inject({ url: '/auth/linkedin?action=register' });
    const target = new URL(String(linkedin.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/oauth/success');
    expect(Object.fromEntries(target.searchParams)).toEqual({ error: 'initiation_failed', provider: 'linkedin' });
  });

  it('asks a social-only account to set a password before it changes its e-mail or password or is deleted', async () => {
    const { token } = await signedInToken('leaving');
    const attempts = [
      ['PUT', '/api/profile', { name: 'Leaving', email: 'elsewhere@social.example', current_password: 'leaving@social.example' }, 'current_password'],
      ['PUT', '/api/profile/password', { current_password: 'x', password: 'new password 42', password_confirmation: 'new password 42' }, 'current_password'],
      ['DELETE', '/api/account', { password: 'leaving@social.example' }, 'password'],
    ] as const;
    for (const [method, url, payload, field] of attempts) {
      const refused = await test.app.inject({ method, url, headers: bearer(token), payload });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details.errors[field]).toEqual([noPasswordYet]);
    }
    // The e-mailed link sets a password; then the account is deleted with it.
    await test.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'leaving@social.example' } });
    const link = linkIn((await lastMailTo(test, 'leaving@social.example'))!.text, '/reset-password');
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: link.searchParams.get('token'), email: 'leaving@social.example', password: 'my new password 1', password_confirmation: 'my new password 1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'leaving@social.example', password: 'my new password 1' } });
    const deleted = await test.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(login.json().token), payload: { password: 'my new password 1' } });
    expect(deleted.statusCode).toBe(200);
  });
});
