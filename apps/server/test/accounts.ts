import { expect } from 'vitest';
import { lastMailTo, linkIn, type TestApp } from './test-app';

let counter = 0;

export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    company: 'Analytical Engines Ltd',
    password: 'correct horse battery 9',
    password_confirmation: 'correct horse battery 9',
    terms: true,
    ...overrides,
  };
}

/** Registers, follows the e-mailed link, and returns the signed-in token. */
export async function registerVerified(test: TestApp, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  // Each test user signs up from its own address, as real users do; the per-IP sign-up limit has its own test.
  const registered = await test.app.inject({ method: 'POST', url: '/api/register', payload: account, remoteAddress: `10.1.${counter % 250}.${(counter >> 8) % 250}` });
  expect(registered.statusCode).toBe(201);
  const mail = await lastMailTo(test, account.email);
  const link = linkIn(mail!.text, '/email/verify');
  const verified = await test.app.inject({
    method: 'POST',
    url: '/api/email/verify',
    payload: { id: Number(link.searchParams.get('id')), hash: link.searchParams.get('hash') },
  });
  expect(verified.statusCode).toBe(200);
  const body = verified.json<{ data: { token: string; user: { id: number } } }>();
  return { ...account, token: body.data.token, id: body.data.user.id };
}

/** A verified account made an admin (the role the first start gives its admin account). */
export async function registerAdmin(test: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await registerVerified(test, overrides);
  const { users } = await import('../src/features/auth/auth.tables');
  const { eq } = await import('drizzle-orm');
  await test.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
  return account;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A verified user on the given plan, with the helpers most website tests need. */
export async function userOnPlan(test: TestApp, plan: 'free' | 'pro' | 'premium' = 'free') {
  const account = await registerVerified(test);
  if (plan !== 'free') {
    const { users } = await import('../src/features/auth/auth.tables');
    const { eq } = await import('drizzle-orm');
    await test.database.db.update(users).set({ current_plan: plan }).where(eq(users.id, account.id));
  }
  const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
  const createWebsite = async (name = 'Ada Lovelace') => {
    const response = await request('POST', '/api/websites', { name });
    expect(response.statusCode).toBe(201);
    return response.json<{ website: { id: number; version: number; subdomain: string } }>().website;
  };
  return { ...account, request, createWebsite };
}
