import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerVerified } from '../../../test/accounts';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp });
/** The next step's code: the one that confirmed the set-up (this step's) is taken. */
const nextCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

/** A verified account that turns two-factor sign-in on through the API. */
async function withTwoFactor(admin = false) {
  const account = admin ? await registerAdmin(test) : await registerVerified(test);
  const setup = await post('/api/two-factor/setup', undefined, bearer(account.token));
  expect(setup.statusCode).toBe(200);
  const { secret, qr_code } = setup.json<{ data: { secret: string; qr_code: string } }>().data;
  expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await post('/api/two-factor/confirm', { code: codeAt(secret, Date.now()) }, bearer(account.token));
  expect(confirmed.statusCode).toBe(200);
  const codes = confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
  return { ...account, secret, codes };
}

const login = (account: { email: string; password: string }, remoteAddress = '198.51.100.7') =>
  test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password }, remoteAddress });

describe('turning two-factor sign-in on', () => {
  it('needs a right first code, shows ten recovery codes once, and e-mails the owner', async () => {
    const account = await registerVerified(test);
    expect((await test.app.inject({ method: 'GET', url: '/api/two-factor', headers: bearer(account.token) })).json().data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const setup = await post('/api/two-factor/setup', undefined, bearer(account.token));
    const { secret } = setup.json().data;
    const wrong = await post('/api/two-factor/confirm', { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' }, bearer(account.token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details.errors.code).toEqual(['The code is invalid or has already been used.']);
    const empty = await post('/api/two-factor/confirm', { code: '' }, bearer(account.token));
    expect(empty.json().details.errors.code).toEqual(['The code field is required.']);

    const confirmed = await post('/api/two-factor/confirm', { code: codeAt(secret, Date.now()) }, bearer(account.token));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recovery_codes).toHaveLength(10);
    expect((await lastMailTo(test, account.email))?.subject).toBe('Two-factor sign-in is on for your Folio account');
    const status = (await test.app.inject({ method: 'GET', url: '/api/two-factor', headers: bearer(account.token) })).json().data;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // A second set-up would replace the secret: refused while it is on.
    expect((await post('/api/two-factor/setup', undefined, bearer(account.token))).statusCode).toBe(409);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('needs both steps: the password gives a challenge, not a session; the code gives the session', async () => {
    const account = await withTwoFactor();
    const first = await login(account);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, requires_two_factor: true });
    expect(body.token).toBeUndefined();
    expect(body.challenge).toEqual(expect.any(String));

    // The challenge is no session.
    expect((await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.challenge) })).statusCode).toBe(401);
    // A forged or missing challenge gets nothing.
    const forged = await post('/api/login/two-factor', { challenge: `${body.challenge}x`, code: nextCode(account.secret) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('two_factor_expired');

    const second = await post('/api/login/two-factor', { challenge: body.challenge, code: nextCode(account.secret) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, user: { email: account.email }, requires_verification: false });
    expect((await test.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second.json().token) })).statusCode).toBe(200);

    // The same code a second time is a replay.
    const replay = await post('/api/login/two-factor', { challenge: body.challenge, code: nextCode(account.secret) });
    expect(replay.statusCode).toBe(422);
  });

  it('takes a recovery code once, and refuses it the second time', async () => {
    const account = await withTwoFactor();
    const { challenge } = (await login(account)).json();
    const first = await post('/api/login/two-factor', { challenge, code: account.codes[0]!.toLowerCase() });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/login/two-factor', { challenge, code: account.codes[0]! });
    expect(again.statusCode).toBe(422);
    expect((await lastMailTo(test, account.email))?.subject).toBe('A recovery code was used to sign in to Folio');
  });

  it('checks 5 codes of 100 parallel attempts, and the right code among them does not get in', async () => {
    const account = await withTwoFactor();
    const { challenge } = (await login(account)).json();
    const right = nextCode(account.secret);
    const guesses = Array.from({ length: 100 }, (_, index) => (index === 99 ? right : String(100000 + index) === right ? '999999' : String(100000 + index)));
    const statuses = (
      await Promise.all(
        guesses.map((code, index) => test.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challenge, code }, remoteAddress: `198.18.3.${index + 1}` })),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    expect(statuses).not.toContain(200);
    expect(statuses).not.toContain(500);
    // Locked: even the right code waits for the window.
    const locked = await post('/api/login/two-factor', { challenge, code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong codes\. Please try again in \d+ seconds\.$/);
  });
  it('does not sign in through the link that verifies a changed address: the link is one factor', async () => {
    const account = await withTwoFactor();
    const newEmail = `moved.${Date.now()}@example.com`;
    const changed = await test.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(account.token), payload: { name: account.name, email: newEmail, current_password: account.password } });
    expect(changed.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(test, newEmail))!.text, '/email/verify');
    const verified = await post('/api/email/verify', { id: Number(link.searchParams.get('id')), hash: link.searchParams.get('hash') });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, requires_sign_in: true, message: 'Your email has been verified! Please sign in to continue.' });
    const signedIn = await login({ email: newEmail, password: account.password });
    expect(signedIn.json().requires_two_factor).toBe(true);
  });
});

describe('turning it off and new recovery codes', () => {
  it('ask for a current code; turning it off e-mails the owner, and the password alone then signs in', async () => {
    const account = await withTwoFactor();
    expect((await post('/api/two-factor/recovery-codes', { code: '12345' }, bearer(account.token))).statusCode).toBe(422);
    const fresh = await post('/api/two-factor/recovery-codes', { code: nextCode(account.secret) }, bearer(account.token));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.recovery_codes).toHaveLength(10);
    expect(fresh.json().data.recovery_codes).not.toContain(account.codes[0]);

    expect((await post('/api/two-factor/disable', {}, bearer(account.token))).json().details.errors.code).toEqual(['The code field is required.']);
    // The code just used cannot turn it off; a fresh recovery code can.
    expect((await post('/api/two-factor/disable', { code: nextCode(account.secret) }, bearer(account.token))).statusCode).toBe(422);
    const off = await post('/api/two-factor/disable', { code: fresh.json().data.recovery_codes[0] }, bearer(account.token));
    expect(off.statusCode).toBe(200);
    expect((await lastMailTo(test, account.email))?.subject).toBe('Two-factor sign-in is off for your Folio account');
    const signedIn = await login(account);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });
});

describe('requiring two-factor sign-in of admin accounts', () => {
  it('is set by an admin who has it, keeps admins without it out of the admin area, and the users list says who has it', async () => {
    const without = await registerAdmin(test);
    const refused = await test.app.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { admin_two_factor_required: true }, headers: bearer(without.token) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.errors.admin_two_factor_required).toEqual(['Turn on two-factor sign-in for your own account first.']);

    const admin = await withTwoFactor(true);
    const set = await test.app.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { admin_two_factor_required: true }, headers: bearer(admin.token) });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ admin_two_factor_required: true });
    try {
      const blocked = await test.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(without.token) });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('two_factor_required');
      const requiredOf = async (token: string) => (await test.app.inject({ method: 'GET', url: '/api/two-factor', headers: bearer(token) })).json().data.required;
      expect(await requiredOf(without.token)).toBe(true);
      expect(await requiredOf(admin.token)).toBe(true);
      expect(await requiredOf((await registerVerified(test)).token)).toBe(false);

      const list = await test.app.inject({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(admin.email)}`, headers: bearer(admin.token) });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ email: admin.email, two_factor_enabled: true })]);
      const other = await test.app.inject({ method: 'GET', url: `/api/admin/users/${without.id}`, headers: bearer(admin.token) });
      expect(other.json().data.user.two_factor_enabled).toBe(false);
    } finally {
      await test.app.inject({ method: 'PUT', url: '/api/admin/security-settings', payload: { admin_two_factor_required: false }, headers: bearer(admin.token) });
    }
  });
});
