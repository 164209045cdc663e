import { afterAll, beforeAll, describe, expect, test as check } from 'vitest';
import { bearer } from '../../test/accounts';
import { cookiesOf, redeemCode, socialSignIn, startOidcProvider, type SignedIn } from '../../test/oidc';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Login CSRF: the attacker finishes a social sign-in of their own and sends the victim the link
 * /oauth/success?code=... . The victim's browser did not start that flow, so it holds no nonce for
 * the code (or another one): the code is refused and the victim is not switched into the
 * attacker's account. Before the fix the link carried the attacker's bearer token itself.
 */
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

/** A victim's browser that once started a sign-in of its own: it holds its own nonce cookie. */
const victimWithOwnFlow = async () => cookiesOf(await test.app.inject({ url: '/auth/google?action=login' })).get('folio_oauth_browser')!;

const victims: [string, (attacker: SignedIn) => Promise<string | undefined>][] = [
  ['a browser that never started a sign-in (no cookie)', async () => undefined],
  ['a browser that started a sign-in of its own (its own nonce)', victimWithOwnFlow],
  ['a browser with a made-up nonce', async () => 'folio_oauth_browser=attacker-chosen-nonce'],
  ['a browser sent the attacker’s code after the attacker redeemed it', async (attacker) => {
    expect((await redeemCode(test, attacker.result.searchParams.get('code'), attacker.browserCookie)).statusCode).toBe(200);
    return victimWithOwnFlow();
  }],
  ['a browser holding the code as a bearer token', async () => undefined],
];

describe('Login CSRF through social sign-in', () => {
  check.for(victims)('the attacker’s code is refused to %s', async ([name, victimCookie]) => {
    const attacker = await socialSignIn(test, 'attacker');
    const code = attacker.result.searchParams.get('code')!;
    // The link the attacker sends carries a code only: no token, no user.
    expect([...attacker.result.searchParams.keys()].sort()).toEqual(['code', 'provider']);
    if (name.includes('bearer')) {
      expect((await test.app.inject({ url: '/api/user', headers: bearer(code) })).statusCode).toBe(401);
      return;
    }
    const cookie = await victimCookie(attacker);
    const refused = await redeemCode(test, code, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'invalid_code', message: 'Invalid authentication data received. Please try signing in again.' });
    expect(JSON.stringify(refused.json())).not.toContain('token');
  });

  check('the hand-over cookie is HttpOnly, SameSite=Lax and sent only to the redeem call', async () => {
    const start = await test.app.inject({ url: '/auth/google?action=login' });
    const cookie = (start.headers['set-cookie'] as string[]).find((line) => line.startsWith('folio_oauth_browser='))!;
    expect(cookie).toMatch(/; Path=\/api\/auth\/social; HttpOnly; SameSite=Lax$/);
  });

  check('a code the app does not redeem within two minutes is refused', async () => {
    const signedIn = await socialSignIn(test, 'late');
    const { socialSignInCodes } = await import('../features/auth/social-auth.tables');
    await test.database.db.update(socialSignInCodes).set({ expires_at: new Date(Date.now() - 1) });
    expect((await redeemCode(test, signedIn.result.searchParams.get('code'), signedIn.browserCookie)).statusCode).toBe(400);
  });
});
