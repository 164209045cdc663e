import { isStorableText, parseReturnPath, safeReturnPath } from '@folio/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Known open-redirect bypasses. Each must come back as the fallback from the one return-path rule,
 * and the real hand-off (ticket request on the app, redemption on the site host) must answer a
 * same-origin Location, never 500.
 */
const bypasses: [name: string, value: string][] = [
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with path', '//evil.example/path'],
  ['triple slash', '///evil.example'],
  ['absolute http', 'http://evil.example'],
  ['absolute https', 'https://evil.example/'],
  ['scheme without slashes', 'https:evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: mixed case', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['double backslash', '\\\\evil.example'],
  ['escaped slashes \\/\\/', '\\/\\/evil.example'],
  ['slash tab slash (the report)', '/\t/evil.example/'],
  ['slash tab slash, no trailing slash', '/\t/evil.example'],
  ['tab first', '\t//evil.example'],
  ['slash newline slash', '/\n/evil.example'],
  ['slash carriage return slash', '/\r/evil.example'],
  ['slash CRLF slash', '/\r\n/evil.example'],
  ['newline header injection', '/\r\nSet-Cookie: a=b'],
  ['NUL', '/\u0000/evil.example'],
  ['space', '/ /evil.example'],
  ['leading space', ' //evil.example'],
  ['vertical tab', '/\u000b/evil.example'],
  ['form feed', '/\u000c/evil.example'],
  ['DEL', '/\u007f/evil.example'],
  ['no-break space', '/\u00a0/evil.example'],
  ['ideographic space U+3000', '/\u3000/evil.example'],
  ['line separator U+2028', '/\u2028/evil.example'],
  ['zero-width space', '/\u200b/evil.example'],
  ['byte order mark', '\ufeff//evil.example'],
  ['full-width solidus', '/\uff0fevil.example'],
  ['two full-width solidi', '\uff0f\uff0fevil.example'],
  ['full-width reverse solidus', '/\uff3cevil.example'],
  ['division slash', '/\u2215evil.example'],
  ['fraction slash', '/\u2044evil.example'],
  ['big solidus', '/\u29f8evil.example'],
  ['small reverse solidus', '/\ufe68evil.example'],
  ['full-width letters host', '//\uff45\uff56\uff49\uff4c.example'],
  ['encoded slashes %2f%2f', '/%2f%2fevil.example'],
  ['encoded slashes upper case %2F%2F', '/%2F%2Fevil.example'],
  ['encoded first slash', '%2f%2fevil.example'],
  ['slash then encoded slash', '/%2fevil.example'],
  ['double-encoded slashes', '/%252f%252fevil.example'],
  ['encoded backslash', '/%5cevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0a/evil.example'],
  ['encoded NUL', '/%00/evil.example'],
  ['encoded full-width solidus', '/%ef%bc%8fevil.example'],
  ['encoded ideographic space', '/%e3%80%80/evil.example'],
  ['broken encoding', '/%zz'],
  ['truncated encoding', '/%e3%80'],
  ['dot segment to empty segment', '/.//evil.example'],
  ['parent segment to empty segment', '/..//evil.example'],
  ['encoded dot segments', '/%2e%2e//evil.example'],
  ['userinfo @', '//user@evil.example'],
  ['userinfo @ with password', '//user:pass@evil.example'],
  ['backslash @', '/\\@evil.example'],
  ['app host @ evil', 'https://app.example@evil.example/'],
  ['empty', ''],
  ['relative without slash', 'evil.example'],
  ['relative dot', './evil'],
  ['question mark only', '?next=//evil.example'],
  ['fragment only', '#//evil.example'],
  ['longer than 2048', `/${'a'.repeat(3000)}`],
];

/** Paths that look odd but stay on the site: they are kept (normalised), and still same-origin. */
const kept: [value: string, expected: string][] = [
  ['/', '/'],
  ['/blog', '/blog'],
  ['/blog/post-1?x=1#top', '/blog/post-1?x=1#top'],
  ['/@evil.example', '/@evil.example'],
  ['/javascript:alert(1)', '/javascript:alert(1)'],
  ['/a/../evil.example', '/evil.example'],
  ['/blog/%C3%BCn%C3%AFc%C3%B8d%C3%A9', '/blog/%C3%BCn%C3%AFc%C3%B8d%C3%A9'],
  ['/site-access?site=a&path=%2Fblog', '/site-access?site=a&path=%2Fblog'],
];

const siteOriginOf = (subdomain: string) => `http://${subdomain}.localhost:3000`;

/** What a browser does with a Location header: resolve it against the page's URL with the URL standard. */
const followsTo = (location: string, origin: string) => new URL(location, `${origin}/_access`).origin;

let test: TestApp;
let owner: Awaited<ReturnType<typeof userOnPlan>>;
let website: { id: number; subdomain: string };
beforeAll(async () => {
  test = await createTestApp();
  owner = await userOnPlan(test);
  website = await owner.createWebsite('Redirect Target');
});
afterAll(() => test.close());

async function ticketUrl(path?: string) {
  const response = await owner.request('POST', '/api/sites/access-ticket', { purpose: 'preview', website_id: website.id, ...(path === undefined ? {} : { path }) });
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ url: string }>().url);
}

async function redeem(url: URL) {
  return test.app.inject({ url: `${url.pathname}${url.search}`, headers: { host: `${website.subdomain}.localhost:3000` } });
}

describe('open redirects', () => {
  it.for(bypasses)('the return-path rule refuses %s', ([, value]) => {
    expect(parseReturnPath(value)).toBeNull();
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/dashboard')).toBe('/dashboard');
  });

  it.for(kept)('the return-path rule keeps %s on the same origin', ([value, expected]) => {
    expect(safeReturnPath(value)).toBe(expected);
    expect(followsTo(expected, 'https://app.example')).toBe('https://app.example');
  });

  it.for(bypasses)('the private-site hand-off ticket carries / for %s', async ([, value]) => {
    const response = await owner.request('POST', '/api/sites/access-ticket', { purpose: 'preview', website_id: website.id, path: value });
    // Longer than the field allows, or holding a NUL, is refused outright; everything else gets a ticket back to /.
    if (value.length > 500 || !isStorableText(value)) {
      expect(response.statusCode).toBe(422);
      return;
    }
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin).toBe(siteOriginOf(website.subdomain));
    expect(url.searchParams.get('return')).toBe('/');
    const redeemed = await redeem(url);
    expect(redeemed.statusCode).toBe(303);
    expect(redeemed.headers.location).toBe('/');
  });

  it.for(bypasses)('the site host redeems a ticket with return=%s to /', async ([, value]) => {
    const url = await ticketUrl('/blog');
    url.searchParams.set('return', value);
    const redeemed = await redeem(url);
    expect(redeemed.statusCode).toBe(303);
    const location = String(redeemed.headers.location);
    expect(location).toBe('/');
    expect(followsTo(location, siteOriginOf(website.subdomain))).toBe(siteOriginOf(website.subdomain));
  });

  it.for(['/\n/evil.example', '/\u3000/evil.example', '/\r\nx: y', '/\u0000'])('answers a raw %j in the query without 500', async (value) => {
    const url = await ticketUrl();
    // Not through URLSearchParams: the characters arrive as the request line carries them, percent-encoded or not.
    const raw = `${url.pathname}?ticket=${url.searchParams.get('ticket')}&return=${encodeURIComponent(value)}`;
    const redeemed = await test.app.inject({ url: raw, headers: { host: `${website.subdomain}.localhost:3000` } });
    expect(redeemed.statusCode).toBe(303);
    expect(redeemed.headers.location).toBe('/');
  });
});
