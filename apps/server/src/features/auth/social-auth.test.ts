import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types; the test uses its documented constructor and listen().
// @ts-expect-error no declaration file
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A real OpenID provider on this machine stands in for Google: the protocol is the real one. */
let provider: { listen(port: number): Server };
let server: Server;
let test: TestApp;

beforeAll(async () => {
  provider = new Provider('http://127.0.0.1:0', {});
  server = provider.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.close();
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'folio',
        client_secret: 'folio-test-secret',
        redirect_uris: ['http://localhost:3000/auth/google/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    async findAccount(_context: unknown, accountId: string) {
      return {
        accountId,
        claims: async () => ({
          sub: accountId,
          email: `${accountId.replace(/^unverified-/, '')}@social.example`,
          email_verified: !accountId.startsWith('unverified-'),
          name: 'Sofia Social',
          picture: 'https://images.example/sofia.png',
        }),
      };
    },
    cookies: { keys: ['folio-test-cookie-key'] },
  });
  server = provider.listen(Number(new URL(issuer).port));
  test = await createTestApp({ GOOGLE_CLIENT_ID: 'folio', GOOGLE_CLIENT_SECRET: 'folio-test-secret', GOOGLE_ISSUER: issuer });
});
afterAll(async () => {
  server.close();
  await test.close();
});

/** Plays the browser: through the provider's login and consent pages and back to Folio. */
async function signIn(accountId: string, options: { stateCookie?: (cookie: string) => string } = {}) {
  const start = await test.app.inject({ url: '/auth/google?action=login&return_url=/dashboard' });
  expect(start.statusCode).toBe(302);
  let folioCookie = String(start.headers['set-cookie']).split(';')[0]!;
  if (options.stateCookie) folioCookie = options.stateCookie(folioCookie);
  const jar = new Map<string, string>();
  let location = String(start.headers.location);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    if (location.startsWith('http://localhost:3000/')) break;
    const response = await fetch(location, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value ?? '');
    }
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      location = new URL(response.headers.get('location')!, location).toString();
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without a form:\n${html.slice(0, 500)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'login';
    body = new URLSearchParams({ prompt, login: accountId, password: 'anything' });
    location = new URL(action, location).toString();
  }
  const callback = new URL(location);
  const back = await test.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: folioCookie } });
  expect(back.statusCode).toBe(302);
  return new URL(String(back.headers.location), 'http://localhost:3000');
}

describe('social sign-in through OpenID Connect', () => {
  it('lists the configured providers', async () => {
    expect((await test.app.inject({ url: '/api/config' })).json().data.social_providers).toEqual(['google']);
  });

  it('creates a verified account on first sign-in and signs the same account in the next time', async () => {
    const first = await signIn('sofia');
    expect(first.pathname).toBe('/oauth/success');
    expect(first.searchParams.get('provider')).toBe('google');
    expect(first.searchParams.get('return_url')).toBe('/dashboard');
    const user = JSON.parse(Buffer.from(first.searchParams.get('user')!, 'base64url').toString());
    expect(user).toMatchObject({ email: 'sofia@social.example', name: 'Sofia Social', avatar: 'https://images.example/sofia.png' });
    const me = (await test.app.inject({ url: '/api/user', headers: bearer(first.searchParams.get('token')!) })).json().user;
    expect(me).toMatchObject({ id: user.id, has_password: false });
    expect(me.email_verified_at).not.toBeNull();

    const second = await signIn('sofia');
    expect(JSON.parse(Buffer.from(second.searchParams.get('user')!, 'base64url').toString()).id).toBe(user.id);
    const passwordLogin = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'sofia@social.example', password: '!social-only' } });
    expect(passwordLogin.statusCode).toBe(401);
  });

  it('links to an existing account with the same verified address, which keeps its password', async () => {
    const account = await registerVerified(test, { email: 'existing@social.example' });
    const result = await signIn('existing');
    expect(JSON.parse(Buffer.from(result.searchParams.get('user')!, 'base64url').toString()).id).toBe(account.id);
    expect((await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } })).statusCode).toBe(200);
  });

  it('refuses an address the provider has not verified, a forged state cookie, and an unconfigured provider', async () => {
    const unverified = await signIn('unverified-zoe');
    expect(unverified.searchParams.get('error')).toBe('authentication_failed');
    expect(unverified.searchParams.get('message')).toBe('Your Google account has no verified email address. Please sign up with your email instead.');
    expect(unverified.searchParams.has('token')).toBe(false);

    const forged = await signIn('mallory', { stateCookie: (cookie) => cookie.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) });
    expect(forged.searchParams.get('error')).toBe('invalid_state');

    const linkedin = await test.app.inject({ url: '/auth/linkedin?action=register' });
    const target = new URL(String(linkedin.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/oauth/success');
    expect(target.searchParams.get('message')).toBe('Failed to initiate LinkedIn authentication. Please try again.');
  });

  it('deletes a social-only account when its e-mail is typed as confirmation', async () => {
    const result = await signIn('leaving');
    const token = result.searchParams.get('token')!;
    const wrong = await test.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(token), payload: { password: 'guess' } });
    expect(wrong.json().details.errors.password).toEqual(['Type your email address to confirm.']);
    const deleted = await test.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(token), payload: { password: 'leaving@social.example' } });
    expect(deleted.statusCode).toBe(200);
  });
});
