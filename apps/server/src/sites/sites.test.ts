import { eq } from 'drizzle-orm';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pageViews } from '../features/analytics/analytics.tables';
import { contactRequests } from '../features/contact-requests/contact-requests.tables';
import { websites } from '../features/websites/websites.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const visit = (subdomain: string, url = '/', headers: Record<string, string> = {}) =>
  test.app.inject({ url, headers: { host: `${subdomain}.localhost:3000`, 'user-agent': browser, ...headers } });

async function publishedSite(name = 'Grace Hopper', plan: 'free' | 'pro' | 'premium' = 'free') {
  const user = await userOnPlan(test, plan);
  const website = await user.createWebsite(name);
  await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, intro: 'Rear admiral and computer scientist' });
  await user.request('POST', `/api/websites/${website.id}/experiences`, { version: 2, position: 'Senior Mathematician', name: 'Eckert-Mauchly', date: '1949 - 1952' });
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: 3 });
  return { user, website: published.json().website as { id: number; subdomain: string; version: number } };
}

describe('serving a published site', () => {
  it('renders the website from the templates with CSP, ETag, compression and 304', async () => {
    const { website } = await publishedSite();
    const page = await visit(website.subdomain);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Grace Hopper');
    expect(page.body).toContain('Senior Mathematician');
    expect(page.body).toContain(`<link rel="canonical" href="http://${website.subdomain}.localhost:3000/"`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(page.headers.etag);
    expect((await visit(website.subdomain, '/', { 'if-none-match': etag })).statusCode).toBe(304);
    const gzipped = await visit(website.subdomain, '/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // Brotli is made off the request path (gzip is served meanwhile): it comes once it is ready.
    await expect
      .poll(async () => (await visit(website.subdomain, '/', { 'accept-encoding': 'br, gzip' })).headers['content-encoding'], { timeout: 10_000, interval: 100 })
      .toBe('br');
  });

  it('shows a change at once: any write invalidates the cached pages', async () => {
    const { user, website } = await publishedSite('Katherine Johnson');
    const before = await visit(website.subdomain);
    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: website.version, intro: 'Computed the trajectory of Freedom 7' });
    const after = await visit(website.subdomain);
    expect(after.body).toContain('Computed the trajectory of Freedom 7');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not keep what a lookup read when a change overtook it', async () => {
    const { website } = await publishedSite('Dorothy Vaughan');
    // A change's invalidation lands while a lookup's read is in flight: what it read may be stale.
    const lookup = test.services.sites.resolve(website.subdomain);
    test.services.sites.invalidate(website.id);
    await test.database.db.update(websites).set({ status: 'draft' }).where(eq(websites.id, website.id));
    await lookup;
    expect((await test.services.sites.resolve(website.subdomain))?.status).toBe('draft');
    expect((await visit(website.subdomain)).statusCode).toBe(404);
  });

  it('escapes hostile text', async () => {
    const { user, website } = await publishedSite('<script>alert(1)</script> Mallory');
    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: website.version, intro: '<img src=x onerror=alert(2)>' });
    const page = await visit(website.subdomain);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).not.toContain('<img src=x onerror');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers sitemap.xml and robots.txt', async () => {
    const { website } = await publishedSite('Margaret Hamilton');
    const sitemap = await visit(website.subdomain, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://${website.subdomain}.localhost:3000/</loc>`);
    const robots = await visit(website.subdomain, '/robots.txt');
    expect(robots.body).toContain(`Sitemap: http://${website.subdomain}.localhost:3000/sitemap.xml`);
  });

  it('keeps a published site out of search engines when its owner turns indexing off, and back in when on', async () => {
    const { user, website } = await publishedSite('Frances Allen');
    expect((await visit(website.subdomain)).headers['x-robots-tag']).toBeUndefined();
    const off = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: website.version, search_indexing: false });
    expect(off.json().website).toMatchObject({ search_indexing: false, status: 'published' });
    const page = await visit(website.subdomain);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect((await visit(website.subdomain, '/sitemap.xml')).statusCode).toBe(404);
    // Still crawlable, so that crawlers read the noindex and drop what they listed before.
    expect((await visit(website.subdomain, '/robots.txt')).body).toBe('User-agent: *\nAllow: /\n');
    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: off.json().website.version, search_indexing: true });
    expect((await visit(website.subdomain)).body).not.toContain('<meta name="robots" content="noindex">');
    expect((await visit(website.subdomain, '/sitemap.xml')).statusCode).toBe(200);
  });

  it('offers the CV as a PDF when its owner turns it on, without the phone the site hides', async () => {
    const { user, website } = await publishedSite('Barbara Liskov');
    expect((await visit(website.subdomain, '/cv.pdf')).statusCode).toBe(404);
    expect((await visit(website.subdomain)).body).not.toContain('Download CV');
    const contact = { email: 'barbara@example.com', phone: '+1 617 555 0100', show_phone: false, location: 'Cambridge, MA' };
    const on = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: website.version, cv_download: true, contact });
    expect(on.json().website).toMatchObject({ cv_download: true });
    expect((await visit(website.subdomain)).body).toContain('<a href="/cv.pdf" download="">Download CV');
    const pdf = await visit(website.subdomain, '/cv.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="Barbara Liskov CV.pdf"; filename*=UTF-8''Barbara%20Liskov%20CV.pdf`);
    const { parseCv } = await import('@folio/cv-parser');
    const read = await parseCv({ bytes: pdf.rawPayload, filename: 'cv.pdf' });
    expect(read.personal_info).toMatchObject({ name: 'Barbara Liskov', email: 'barbara@example.com', phone: '' });
    expect(read.experiences[0]).toMatchObject({ company: 'Eckert-Mauchly' });
    // A draft offers nothing.
    await user.request('POST', `/api/websites/${website.id}/unpublish`, { version: on.json().website.version });
    expect((await visit(website.subdomain, '/cv.pdf')).statusCode).toBe(404);
  });

  it('serves the template fonts for a year', async () => {
    const { website } = await publishedSite('Annie Easley');
    const font = /\/_assets\/(fonts\/[^"')]+\.woff2)/.exec((await visit(website.subdomain)).body)?.[1];
    expect(font).toBeTruthy();
    const response = await visit(website.subdomain, `/_assets/${font}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the demo pictures on the app host too, where the dashboard shows a demo website', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/_assets/demo/maya-chen.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('keeps site hosts away from the API and unknown sites answer 404', async () => {
    const { website } = await publishedSite('Dorothy Vaughan');
    for (const url of ['/api/user', '/api/docs', '/healthz']) {
      const response = await visit(website.subdomain, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await visit('no-such-site-here')).statusCode).toBe(404);
  });
});

describe('rendered pages over a real socket', () => {
  beforeAll(() => test.app.listen({ port: 0, host: '127.0.0.1' }));
  async function overHttp(subdomain: string, path = '/', headers: Record<string, string> = {}) {
    const address = test.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: address.port, path, headers: { host: `${subdomain}.localhost:3000`, 'user-agent': browser, ...headers } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        })
        .on('error', reject);
    });
  }

  it('answers a cached page like the first one, with a request id of its own, and counts the visitor once', async () => {
    const { user, website } = await publishedSite('Mary Jackson');
    const rendered = await overHttp(website.subdomain);
    const cached = await overHttp(website.subdomain, '/', { 'x-request-id': 'visitor-42' });
    expect(cached.status).toBe(200);
    expect(cached.body).toBe(rendered.body);
    expect(rendered.headers['x-request-id']).toBeDefined();
    expect(cached.headers['x-request-id']).toBe('visitor-42');
    for (const name of ['content-security-policy', 'etag', 'cache-control', 'content-type', 'x-content-type-options', 'vary']) {
      expect(cached.headers[name], name).toBe(rendered.headers[name]);
    }
    expect((await overHttp(website.subdomain, '/', { 'if-none-match': String(cached.headers.etag) })).status).toBe(304);
    expect((await overHttp(website.subdomain, '/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    await test.services.views.flush();
    const rows = await test.database.db.select().from(pageViews).where(eq(pageViews.website_id, website.id));
    // Four requests from one visitor (one address, one browser): one view of the page that day.
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(1);

    await user.request('POST', `/api/websites/${website.id}/unpublish`, { version: website.version });
    const draft = await overHttp(website.subdomain);
    expect(draft.status).toBe(404);
    expect(draft.body).not.toContain('Mary Jackson');
  });
});

describe('drafts, private sites and the owner preview', () => {
  async function ticket(user: Awaited<ReturnType<typeof userOnPlan>>, payload: object) {
    const response = await user.request('POST', '/api/sites/access-ticket', payload);
    return { status: response.statusCode, url: response.statusCode === 200 ? new URL(response.json().url as string) : undefined };
  }

  it('hides a draft from everyone; the owner previews it through a single-use ticket and a site cookie', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Draft Person');
    const anonymous = await visit(website.subdomain);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers['x-robots-tag']).toContain('noindex');

    const { url } = await ticket(user, { purpose: 'preview', website_id: website.id, path: '/blog' });
    expect(url!.host).toBe(`${website.subdomain}.localhost:3000`);
    const redeemed = await visit(website.subdomain, `${url!.pathname}${url!.search}`);
    expect(redeemed.statusCode).toBe(303);
    expect(redeemed.headers.location).toBe('/blog');
    const cookie = String(redeemed.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    const preview = await visit(website.subdomain, '/', { cookie: cookie.split(';')[0]! });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('noindex');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect((await visit(website.subdomain, `${url!.pathname}${url!.search}`)).statusCode).toBe(404);
  });

  it('redeems a ticket to / when its return path leads off the site, and never answers 500 for it', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Return Person');
    for (const hostile of ['/\t/evil.example/', '/\n/evil.example', '/\u3000/evil.example']) {
      const { url } = await ticket(user, { purpose: 'preview', website_id: website.id, path: '/blog' });
      const redeemed = await visit(website.subdomain, `${url!.pathname}?ticket=${url!.searchParams.get('ticket')}&return=${encodeURIComponent(hostile)}`);
      expect(redeemed.statusCode).toBe(303);
      expect(redeemed.headers.location).toBe('/');
    }
  });

  it("refuses a preview of another user's website, a tampered ticket and a ticket for another site", async () => {
    const owner = await userOnPlan(test);
    const other = await userOnPlan(test);
    const website = await owner.createWebsite('Owner Site');
    const otherSite = await other.createWebsite('Other Site');
    expect((await ticket(other, { purpose: 'preview', website_id: website.id })).status).toBe(404);
    const { url } = await ticket(other, { purpose: 'preview', website_id: otherSite.id });
    // A character in the middle: the last one of base64url may carry only padding bits, which decoders ignore.
    const sealed = url!.searchParams.get('ticket')!;
    const middle = Math.floor(sealed.length / 2);
    const forged = `${sealed.slice(0, middle)}${sealed[middle] === 'A' ? 'B' : 'A'}${sealed.slice(middle + 1)}`;
    expect((await visit(otherSite.subdomain, `/_access?ticket=${forged}`)).statusCode).toBe(404);
    expect((await visit(website.subdomain, `${url!.pathname}${url!.search}`)).statusCode).toBe(404);
  });

  it('sends anonymous visitors of a private site to the app, and lets any signed-in user in', async () => {
    const owner = await userOnPlan(test);
    const website = await owner.createWebsite('Private Person');
    await owner.request('PUT', `/api/websites/${website.id}`, { version: 1, status: 'private' });
    const anonymous = await visit(website.subdomain, '/blog?x=1');
    expect(anonymous.statusCode).toBe(302);
    const target = new URL(String(anonymous.headers.location));
    expect(target.origin + target.pathname).toBe('http://localhost:3000/site-access');
    expect(target.searchParams.get('site')).toBe(website.subdomain);
    expect(target.searchParams.get('path')).toBe('/blog?x=1');
    expect((await visit(website.subdomain, '/sitemap.xml')).statusCode).toBe(404);
    expect((await visit(website.subdomain, '/robots.txt')).body).toContain('Disallow: /');

    const visitor = await userOnPlan(test);
    const { url } = await ticket(visitor, { purpose: 'view', site: website.subdomain });
    const cookie = String((await visit(website.subdomain, `${url!.pathname}${url!.search}`)).headers['set-cookie']).split(';')[0]!;
    const page = await visit(website.subdomain, '/', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
  });

  it('gives no view ticket for a draft', async () => {
    const owner = await userOnPlan(test);
    const website = await owner.createWebsite('Hidden Draft');
    const visitor = await userOnPlan(test);
    expect((await ticket(visitor, { purpose: 'view', site: website.subdomain })).status).toBe(404);
  });
});

describe('visitors', () => {
  const postContact = (subdomain: string, fields: Record<string, string>, ip = '198.51.100.7') =>
    test.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: ip,
      headers: { host: `${subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': browser },
      payload: new URLSearchParams(fields).toString(),
    });

  it.for<{ name: string; headers: (own: string) => Record<string, string>; status: number }>([
    { name: 'from the site itself', headers: (own) => ({ origin: own, 'sec-fetch-site': 'same-origin' }), status: 303 },
    { name: 'without Origin (not sent by a browser)', headers: () => ({}), status: 303 },
    { name: 'without Origin, same-origin by Fetch Metadata', headers: () => ({ 'sec-fetch-site': 'same-origin' }), status: 303 },
    { name: 'from another website', headers: () => ({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), status: 403 },
    { name: "from another Folio site on the same domain", headers: () => ({ origin: 'http://someone-else.localhost:3000', 'sec-fetch-site': 'same-site' }), status: 403 },
    { name: 'from the app', headers: () => ({ origin: 'http://localhost:3000' }), status: 403 },
    { name: 'with Origin null', headers: () => ({ origin: 'null' }), status: 403 },
    { name: 'from the same host on another port', headers: (own) => ({ origin: own.replace(':3000', ':4000') }), status: 403 },
    { name: 'with a malformed Origin', headers: () => ({ origin: 'http://' }), status: 403 },
    { name: 'without Origin, cross-site by Fetch Metadata', headers: () => ({ 'sec-fetch-site': 'cross-site' }), status: 403 },
    { name: 'without Origin, same-site by Fetch Metadata', headers: () => ({ 'sec-fetch-site': 'same-site' }), status: 403 },
  ])('takes a contact post only from the site itself: $name -> $status', async ({ headers, status }) => {
    const { website } = await publishedSite(`Origin Check ${status}`);
    const response = await test.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: '198.51.100.71',
      headers: { host: `${website.subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': browser, ...headers(`http://${website.subdomain}.localhost:3000`) },
      payload: new URLSearchParams({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello', website: '' }).toString(),
    });
    expect(response.statusCode).toBe(status);
    const stored = await test.database.db.select().from(contactRequests).where(eq(contactRequests.website_id, website.id));
    expect(stored).toHaveLength(status === 303 ? 1 : 0);
    if (status === 403) expect(response.json()).toEqual({ success: false, code: 'cross_origin_post', message: 'This form can only be sent from the website it belongs to.' });
  });

  it('stores a contact message without JavaScript, drops bots silently and limits floods', async () => {
    const { website } = await publishedSite('Contact Me');
    const sent = await postContact(website.subdomain, { name: 'Visitor', email: 'visitor@example.com', message: 'Hello <b>there</b>', website: '' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/?contact=sent#contact');
    const rows = await test.database.db.select().from(contactRequests).where(eq(contactRequests.website_id, website.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello <b>there</b>', status: 'new' });

    const bot = await postContact(website.subdomain, { name: 'Bot', email: 'bot@example.com', message: 'spam', website: 'http://spam.example' });
    expect(bot.headers.location).toBe('/?contact=sent#contact');
    expect(await test.database.db.select().from(contactRequests).where(eq(contactRequests.website_id, website.id))).toHaveLength(1);

    const invalid = await postContact(website.subdomain, { name: '', email: 'not-an-email', message: '' });
    expect(invalid.headers.location).toBe('/?contact=error#contact');

    let last = '';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = String((await postContact(website.subdomain, { name: 'Flood', email: 'f@example.com', message: `m${attempt}` }, '198.51.100.99')).headers.location);
    }
    expect(last).toBe('/?contact=rate-limited#contact');
  });

  it('counts page views per day, page, referrer and device, without bots or the owner preview', async () => {
    const { website } = await publishedSite('Counted Person');
    await visit(website.subdomain, '/', { referer: 'https://www.linkedin.com/in/someone' });
    await visit(website.subdomain, '/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    await visit(website.subdomain, '/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await test.services.views.flush();
    const rows = await test.database.db.select().from(pageViews).where(eq(pageViews.website_id, website.id));
    const summary = rows.map((row) => `${row.path}|${row.referrer_host}|${row.device}|${row.views}`).sort();
    expect(summary).toEqual(['/|linkedin.com|desktop|1', '/||mobile|1']);
  });

  it('adds Google Analytics with its CSP hosts, and the owner\'s own code only when their plan includes it', async () => {
    for (const plan of ['free', 'premium'] as const) {
      const { website } = await publishedSite(`Tracked ${plan}`, plan);
      await test.database.db
        .update(websites)
        .set({
          analytics_enabled: true,
          google_analytics_id: 'G-ABCDE12345',
          custom_analytics_code: 'window.tracked = true;',
          analytics_config: { custom_code_enabled: true, google_analytics_enhanced_ecommerce: false, google_analytics_demographics: false },
        })
        .where(eq(websites.id, website.id));
      test.services.sites.invalidate(website.id);
      const page = await visit(website.subdomain);
      expect(page.body).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345');
      expect(String(page.headers['content-security-policy'])).toContain('https://www.googletagmanager.com');
      if (plan === 'free') expect(page.body).not.toContain('window.tracked = true;');
      else expect(page.body).toContain('<script>window.tracked = true;</script>');
    }
  });
});

