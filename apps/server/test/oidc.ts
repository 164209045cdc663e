import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types; the tests use its documented constructor and listen().
// @ts-expect-error no declaration file
import Provider from 'oidc-provider';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * A real OpenID provider on this machine stands in for Google: the protocol is the real one. Any
 * login is accepted; the account id decides the claims (`unverified-*` has an unverified e-mail).
 * The app under test needs GOOGLE_CLIENT_ID=folio, GOOGLE_CLIENT_SECRET=folio-test-secret and
 * GOOGLE_ISSUER=issuer.
 */
export async function startOidcProvider() {
  const probe = new Provider('http://127.0.0.1:0', {}) as { listen(port: number): Server };
  let server = probe.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.close();
  const provider = new Provider(issuer, {
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
  }) as { listen(port: number): Server };
  server = provider.listen(Number(new URL(issuer).port));
  return {
    issuer,
    env: { GOOGLE_CLIENT_ID: 'folio', GOOGLE_CLIENT_SECRET: 'folio-test-secret', GOOGLE_ISSUER: issuer },
    close: () => void server.close(),
  };
}

/** The `name=value` pairs a response sets, by name. */
export function cookiesOf(response: { headers: Record<string, unknown> }) {
  const set = response.headers['set-cookie'] as string | string[] | undefined;
  const list = Array.isArray(set) ? set : set ? [set] : [];
  return new Map(list.map((cookie) => [cookie.split('=')[0]!, cookie.split(';')[0]!]));
}

export interface SignedIn {
  /** Where the callback sent the browser: /oauth/success?code=... or ?error=... */
  result: URL;
  /** The cookie the starting browser holds for the hand-over (`folio_oauth_browser=...`). */
  browserCookie: string;
}

/** Plays the browser: starts at Folio, through the provider's login and consent pages and back to Folio's callback. */
export async function socialSignIn(test: TestApp, accountId: string, options: { stateCookie?: (cookie: string) => string } = {}): Promise<SignedIn> {
  const start = await test.app.inject({ url: '/auth/google?action=login&return_url=/dashboard' });
  expect(start.statusCode).toBe(302);
  const started = cookiesOf(start);
  let folioCookie = started.get('folio_oauth')!;
  const browserCookie = started.get('folio_oauth_browser')!;
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
  return { result: new URL(String(back.headers.location), 'http://localhost:3000'), browserCookie };
}

/** The result screen's call: the code from the address, with the cookie of a browser (if any). */
export const redeemCode = (test: TestApp, code: string | null, cookie?: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/social/redeem', payload: { code }, headers: cookie ? { cookie } : {} });
