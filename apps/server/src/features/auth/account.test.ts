import { emptyContact } from '@folio/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified } from '../../../test/accounts';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';
import { settingKeys } from '../../platform/settings';
import { users } from './auth.tables';
import { websites } from '../websites/websites.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('profile', () => {
  it('updates name and company', async () => {
    const account = await registerVerified(test);
    const response = await call('PUT', '/api/profile', account.token, { name: 'Ada King', company: 'University of London', email: account.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Profile updated successfully.', verification_sent: false, user: { name: 'Ada King', company: 'University of London' } });
  });

  it('makes a changed e-mail unverified until its own link is followed', async () => {
    const account = await registerVerified(test);
    const newEmail = `renamed.${account.id}@example.org`;
    const response = await call('PUT', '/api/profile', account.token, { name: account.name, company: null, email: newEmail, current_password: account.password });
    expect(response.json()).toMatchObject({ verification_sent: true, user: { email: newEmail, email_verified_at: null } });
    const link = linkIn((await lastMailTo(test, newEmail))!.text, '/email/verify');
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/email/verify',
      payload: { id: Number(link.searchParams.get('id')), hash: link.searchParams.get('hash') },
    });
    expect(verified.json().data.user).toMatchObject({ email: newEmail });
    expect(verified.json().data.user.email_verified_at).not.toBeNull();
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const [first, second] = [await registerVerified(test), await registerVerified(test)];
    const response = await call('PUT', '/api/profile', second.token, { name: 'B', email: first.email, current_password: second.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors.email).toEqual(['The email has already been taken.']);
  });

  it('changes the e-mail only with the current password', async () => {
    const account = await registerVerified(test);
    const newEmail = `moved.${account.id}@example.org`;
    const missing = await call('PUT', '/api/profile', account.token, { name: account.name, email: newEmail });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details.errors.current_password).toEqual(['The current password field is required.']);
    const wrong = await call('PUT', '/api/profile', account.token, { name: account.name, email: newEmail, current_password: 'not it at all' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details.errors.current_password).toEqual(['The current password is incorrect.']);
    const [row] = await test.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.email).toBe(account.email);
    // The name alone changes without it.
    expect((await call('PUT', '/api/profile', account.token, { name: 'Renamed', email: account.email })).statusCode).toBe(200);
  });

  it.each([
    ['PUT', '/api/profile', (password: string, id: number) => ({ name: 'N', email: `guess.${id}@example.org`, current_password: password })],
    ['PUT', '/api/profile/password', (password: string) => ({ current_password: password, password: 'new password 42', password_confirmation: 'new password 42' })],
    ['DELETE', '/api/account', (password: string) => ({ password })],
  ] as const)('%s %s checks the current password under the login limiter: 5 guesses, then 429 even for the right one', async (method, url, body) => {
    const account = await registerVerified(test);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await call(method, url, account.token, body(`wrong guess ${guess}`, account.id))).statusCode).toBe(422);
    }
    const sixth = await call(method, url, account.token, body(account.password, account.id));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many password attempts\. Please try again in \d+ seconds\.$/);
    // The same budget as the login form: the account is locked there too.
    const login = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
    expect(login.statusCode).toBe(429);
  });

  it('changes the password only with the current one, and signs out other sessions', async () => {
    const account = await registerVerified(test);
    const other = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
    const otherToken = other.json<{ token: string }>().token;
    const wrong = await call('PUT', '/api/profile/password', account.token, {
      current_password: 'not it at all',
      password: 'new password 42',
      password_confirmation: 'new password 42',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details.errors.current_password).toEqual(['The current password is incorrect.']);
    const changed = await call('PUT', '/api/profile/password', account.token, {
      current_password: account.password,
      password: 'new password 42',
      password_confirmation: 'new password 42',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/user', account.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', otherToken)).statusCode).toBe(401);
  });
});

describe('settings and account deletion', () => {
  it('stores the theme', async () => {
    const account = await registerVerified(test);
    const response = await call('PUT', '/api/settings', account.token, { theme: 'dark' });
    expect(response.json().user.theme).toBe('dark');
    expect((await call('PUT', '/api/settings', account.token, { theme: 'purple' })).statusCode).toBe(422);
  });

  it('deletes the account and its data only with the password', async () => {
    const account = await registerVerified(test);
    await test.database.db.insert(websites).values({
      user_id: account.id,
      name: 'My site',
      contact: emptyContact,
      analytics_config: { custom_code_enabled: false, google_analytics_enhanced_ecommerce: false, google_analytics_demographics: false },
    });
    const wrong = await call('DELETE', '/api/account', account.token, { password: 'nope nope nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details.errors.password).toEqual(['The password is incorrect.']);
    const deleted = await call('DELETE', '/api/account', account.token, { password: account.password });
    expect(deleted.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(await test.database.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
    expect(await test.database.db.select().from(websites).where(eq(websites.user_id, account.id))).toEqual([]);
    expect((await call('GET', '/api/user', account.token)).statusCode).toBe(401);
  });
});

describe('subscription, beta gate and onboarding mark', () => {
  it('answers the free plan with access for a user with no subscription record', async () => {
    const account = await registerVerified(test);
    const response = await call('GET', '/api/subscription/current', account.token);
    expect(response.json()).toEqual({
      success: true,
      data: { subscription: null, plan: { name: 'free', display_name: 'Free' }, limits: { portfolio_count: 1, custom_domains: 0 }, has_access: true, trial_available: true },
    });
  });

  it('reports the beta gate and holds new sign-ups while it is on', async () => {
    const open = await test.app.inject({ url: '/api/beta-access/status' });
    expect(open.json()).toEqual({ success: true, data: { beta_access_enabled: false, has_access: true } });
    await test.services.settings.set(settingKeys.betaAccessEnabled, true);
    try {
      const account = await registerVerified(test);
      const gated = await call('GET', '/api/beta-access/status', account.token);
      expect(gated.json().data).toEqual({ beta_access_enabled: true, has_access: false });
      const seen = await call('POST', '/api/beta-access/seen', account.token);
      expect(seen.json().user.beta_access_granted_seen_at).not.toBeNull();
    } finally {
      await test.services.settings.set(settingKeys.betaAccessEnabled, false);
    }
  });

  it('marks onboarding completed once', async () => {
    const account = await registerVerified(test);
    const first = await call('POST', '/api/onboarding/complete', account.token);
    const at = first.json().user.onboarding_completed_at;
    expect(at).not.toBeNull();
    const second = await call('POST', '/api/onboarding/complete', account.token);
    expect(second.json().user.onboarding_completed_at).toBe(at);
  });
});

describe('platform endpoints', () => {
  it('answers health and readiness, with a request id on every response', async () => {
    const health = await test.app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await test.app.inject({ url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('documents the API in OpenAPI at /api/docs', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/user', '/api/email/verify', '/api/reset-password', '/api/subscription/current']),
    );
    expect((await test.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths and malformed JSON in the error shape', async () => {
    const missing = await test.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'not_found' });
    const malformed = await test.app.inject({ method: 'POST', url: '/api/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });
});
