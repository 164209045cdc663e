import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerVerified } from '../../../test/accounts';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';
import { oneTimeTokens, users } from './auth.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/register', () => {
  it('creates an unverified account and e-mails a verification link, also as an .eml file', async () => {
    const account = newAccount();
    const response = await post('/api/register', { ...account, email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      requires_verification: true,
      user: { email: account.email, email_verified_at: null, current_plan: 'free', role: 'user', websites_count: 0 },
    });
    const mail = await lastMailTo(test, account.email);
    expect(mail?.subject).toBe('Verify your email address for Folio');
    expect(mail?.html).toContain('Verify email address');
    const link = linkIn(mail!.text, '/email/verify');
    expect(link.origin).toBe('http://localhost:3000');
    const eml = await fs.readFile(mail!.eml_path!, 'utf8');
    expect(eml).toContain(`To: ${account.email}`);
    expect(eml).toContain('Content-Type: text/html');
    const [row] = await test.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'The name field is required.'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ['a mismatched confirmation', { password_confirmation: 'something else 1' }, 'password_confirmation', 'The password confirmation does not match.'],
    ['terms not ticked', { terms: false }, 'terms', 'You must accept the terms and privacy policy.'],
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password', 'The password must be at least 8 characters.'],
  ])('refuses %s with 422 and the field error', async (_case, overrides, field, message) => {
    const response = await post('/api/register', newAccount(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors[field]).toContain(message);
  });

  it('refuses missing fields with an error for each', async () => {
    const response = await post('/api/register', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().details.errors)).toEqual(expect.arrayContaining(['name', 'email', 'password', 'password_confirmation', 'terms']));
  });

  it('refuses an address that is taken, whatever its case', async () => {
    const account = newAccount();
    expect((await post('/api/register', account)).statusCode).toBe(201);
    const again = await post('/api/register', { ...account, email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().details.errors.email).toEqual(['The email has already been taken.']);
  });

  it('creates one account when the form is submitted twice at once', async () => {
    const account = newAccount();
    const responses = await Promise.all([post('/api/register', account), post('/api/register', account)]);
    expect(responses.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([201, 422]);
    const rows = await test.database.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
  });
});

describe('e-mail verification', () => {
  it('verifies with the e-mailed link, answers a token, and the link works once', async () => {
    const account = newAccount();
    await post('/api/register', account);
    const link = linkIn((await lastMailTo(test, account.email))!.text, '/email/verify');
    const payload = { id: Number(link.searchParams.get('id')), hash: link.searchParams.get('hash') };
    const verified = await post('/api/email/verify', payload);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ success: true, message: 'Your email has been verified!', is_admin: false, active_website: null });
    expect(body.data.user.email_verified_at).not.toBeNull();
    const me = await test.app.inject({ url: '/api/user', headers: bearer(body.data.token) });
    expect(me.json().user.email).toBe(account.email);

    const reused = await post('/api/email/verify', payload);
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({ success: true, already_verified: true, message: 'Your email address is already verified.' });
  });

  it('refuses an expired link, a wrong hash and another user id', async () => {
    const account = newAccount();
    await post('/api/register', account);
    const link = linkIn((await lastMailTo(test, account.email))!.text, '/email/verify');
    const id = Number(link.searchParams.get('id'));
    const hash = link.searchParams.get('hash')!;
    for (const payload of [{ id, hash: 'x'.repeat(43) }, { id: id + 1000, hash }]) {
      const response = await post('/api/email/verify', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The verification link is invalid or has expired.');
    }
    await test.database.db.update(oneTimeTokens).set({ expires_at: sql`now() - interval '1 minute'` }).where(eq(oneTimeTokens.user_id, id));
    const expired = await post('/api/email/verify', { id, hash });
    expect(expired.statusCode).toBe(400);
  });

  it('resends a link that replaces the previous one, with the same answer for unknown addresses', async () => {
    const account = newAccount();
    await post('/api/register', account);
    const first = linkIn((await lastMailTo(test, account.email))!.text, '/email/verify');
    await test.services.limiter.reset(`verify-resend:${account.email}`, 60);
    const resent = await post('/api/email/resend', { email: account.email });
    expect(resent.json()).toEqual({ success: true, message: 'Verification email sent! Please check your inbox.' });
    const second = linkIn((await lastMailTo(test, account.email))!.text, '/email/verify');
    expect(second.searchParams.get('hash')).not.toBe(first.searchParams.get('hash'));
    const old = await post('/api/email/verify', { id: Number(first.searchParams.get('id')), hash: first.searchParams.get('hash') });
    expect(old.statusCode).toBe(400);
    const unknown = await post('/api/email/resend', { email: 'nobody-here@example.com' });
    expect(unknown.json()).toEqual(resent.json());
    expect(await lastMailTo(test, 'nobody-here@example.com')).toBeUndefined();
    expect((await post('/api/email/resend', { email: account.email })).statusCode).toBe(429);
  });
});

describe('POST /api/login', () => {
  it('signs in a verified user and the token reaches GET /api/user until logout', async () => {
    const account = await registerVerified(test);
    const response = await post('/api/login', { email: account.email, password: account.password, remember: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Welcome back, Ada Lovelace!', requires_verification: false, is_admin: false });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect((await test.app.inject({ url: '/api/user', headers: bearer(body.token) })).statusCode).toBe(200);
    const logout = await post('/api/logout', {}, bearer(body.token));
    expect(logout.json()).toEqual({ success: true, message: 'You have been logged out successfully' });
    const after = await test.app.inject({ url: '/api/user', headers: bearer(body.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'unauthenticated' });
  });

  it('answers 401 with the spec message for a wrong password or an unknown address', async () => {
    const account = await registerVerified(test);
    for (const payload of [
      { email: account.email, password: 'wrong password 1' },
      { email: 'unknown-person@example.com', password: 'whatever 123' },
    ]) {
      const response = await post('/api/login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password. Please check your credentials and try again.');
    }
  });

  it('answers 403 requires_verification for an unverified address', async () => {
    const account = newAccount();
    await post('/api/register', account);
    const response = await post('/api/login', { email: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'email_unverified', message: 'Please verify your email address to continue.', details: { requires_verification: true } });
  });

  it('answers 422 for missing fields', async () => {
    const response = await post('/api/login', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toMatchObject({ email: ['The email field is required.'], password: ['The password field is required.'] });
  });

  it('refuses invalid and unknown tokens', async () => {
    for (const headers of [{}, bearer('not-a-real-token'), { authorization: 'Basic abc' }]) {
      expect((await test.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
    }
  });

  it('throttles brute force per address: slower, then 429 with a clear message, even for the right password', async () => {
    const account = await registerVerified(test);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post('/api/login', { email: account.email, password: `guess ${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await post('/api/login', { email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles brute force per IP across addresses', async () => {
    const ipTest = { remoteAddress: '203.0.113.9' };
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spray-${attempt}@example.com`, password: 'password123' },
        ...ipTest,
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('counts each login before checking it, so 60 parallel guesses check 5 and the right password among them does not get in', async () => {
    const account = await registerVerified(test);
    const guesses = Array.from({ length: 60 }, (_, index) => (index === 59 ? account.password : `parallel guess ${index}`));
    const statuses = (
      await Promise.all(guesses.map((password, index) => test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password }, remoteAddress: `198.18.1.${index + 1}` })))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    expect(statuses).not.toContain(200);
  });

  it('leaves a network its budget when the account it tried was already locked, and a success gives its attempt back', async () => {
    const locked = await registerVerified(test);
    const fromOffice = { remoteAddress: '198.18.2.1' };
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: locked.email, password: `guess ${attempt}` }, ...fromOffice });
    }
    // 35 of those were refused unchecked: the office's 30 failures are not used up, nor by colleagues signing in.
    const colleague = await registerVerified(test);
    for (let login = 0; login < 30; login += 1) {
      const response = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: colleague.email, password: colleague.password }, ...fromOffice });
      expect(response.statusCode).toBe(200);
    }
  });

  it('keeps a remembered session far longer than a plain one', async () => {
    const account = await registerVerified(test);
    const { accessTokens } = await import('./auth.tables');
    await post('/api/login', { email: account.email, password: account.password, remember: true });
    const rows = await test.database.db.select().from(accessTokens).where(eq(accessTokens.user_id, account.id));
    const lifetimes = rows.map((row) => (row.expires_at.getTime() - row.created_at.getTime()) / 3600_000).sort((a, b) => a - b);
    expect(lifetimes[0]).toBeLessThanOrEqual(12.01);
    expect(lifetimes.at(-1)).toBeGreaterThan(24 * 29);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link; reset revokes every session and only the new password works', async () => {
    const account = await registerVerified(test);
    const forgot = await post('/api/forgot-password', { email: account.email });
    expect(forgot.json()).toEqual({ success: true, message: 'If an account exists for that email, we have sent a password reset link.' });
    const link = linkIn((await lastMailTo(test, account.email))!.text, '/reset-password');
    const payload = {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'a brand new secret 7',
      password_confirmation: 'a brand new secret 7',
    };
    const reset = await post('/api/reset-password', payload);
    expect(reset.statusCode).toBe(200);
    expect((await test.app.inject({ url: '/api/user', headers: bearer(account.token) })).statusCode).toBe(401);
    expect((await post('/api/login', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await post('/api/login', { email: account.email, password: payload.password })).statusCode).toBe(200);
    const reused = await post('/api/reset-password', payload);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().details.errors.token).toEqual(['This password reset link is invalid or has expired.']);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const response = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(response.json()).toEqual({ success: true, message: 'If an account exists for that email, we have sent a password reset link.' });
    expect(await lastMailTo(test, 'ghost@example.com')).toBeUndefined();
  });

  it('refuses an expired link and a link used with another address', async () => {
    const account = await registerVerified(test);
    await post('/api/forgot-password', { email: account.email });
    const link = linkIn((await lastMailTo(test, account.email))!.text, '/reset-password');
    const base = { token: link.searchParams.get('token'), password: 'another secret 99', password_confirmation: 'another secret 99' };
    expect((await post('/api/reset-password', { ...base, email: 'someone-else@example.com' })).statusCode).toBe(422);
    await test.database.db.update(oneTimeTokens).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(oneTimeTokens.user_id, account.id));
    expect((await post('/api/reset-password', { ...base, email: account.email })).statusCode).toBe(422);
  });
});
