import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pageViews } from '../features/analytics/analytics.tables';
import { websites } from '../features/websites/websites.tables';
import { createPageCache } from './page-cache';
import { countVisit, createPageViewCounter } from './page-views';
import { createSiteService } from './site-service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publishedSite(name: string) {
  const user = await userOnPlan(test);
  const website = await user.createWebsite(name);
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version });
  return published.json().website as { id: number; subdomain: string; version: number };
}

describe('the host lookup', () => {
  const lookup = (limits: { max: number; ttlMs: number; negativeTtlMs: number }) =>
    createSiteService({ db: test.database.db, config: test.services.config, secret: 'a test secret of at least 32 characters', websites: test.services.websites, events: test.services.events, cache: createPageCache(), hostLookup: limits });

  it('remembers a bounded number of hosts, however many are asked for', async () => {
    const sites = lookup({ max: 5, ttlMs: 60_000, negativeTtlMs: 60_000 });
    const website = await publishedSite('Bounded Lookup');
    for (let index = 0; index < 40; index += 1) await sites.resolve(`nobody-${index}`);
    expect(sites.knownHosts()).toBe(5);
    expect((await sites.resolve(website.subdomain))?.websiteId).toBe(website.id);
    expect(sites.knownHosts()).toBe(5);
    sites.close();
  });

  it('forgets an unknown host soon, so a site that appears under it is found', async () => {
    const sites = lookup({ max: 100, ttlMs: 60_000, negativeTtlMs: 50 });
    const website = await publishedSite('Late Arrival');
    const subdomain = `late-${website.id}`;
    expect(await sites.resolve(subdomain)).toBeNull();
    // Renamed behind the service's back (no event): only the expiry can reveal it.
    await test.database.db.update(websites).set({ subdomain }).where(eq(websites.id, website.id));
    expect(await sites.resolve(subdomain)).toBeNull();
    await pause(80);
    expect((await sites.resolve(subdomain))?.websiteId).toBe(website.id);
    sites.close();
  });

  it('keeps a known host until it changes', async () => {
    const sites = lookup({ max: 100, ttlMs: 60_000, negativeTtlMs: 50 });
    const website = await publishedSite('Known Host');
    expect((await sites.resolve(website.subdomain))?.status).toBe('published');
    await pause(80);
    expect(sites.known(website.subdomain)?.websiteId).toBe(website.id);
    sites.invalidate(website.id);
    expect(sites.known(website.subdomain)).toBeUndefined();
    sites.close();
  });
});

describe('page views', () => {
  function capturedLog() {
    const lines: Array<{ msg: string; row?: { website_id: number } }> = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]), done()) });
    return { log: pino({ level: 'warn' }, stream), lines };
  }

  it('keeps the good rows of a batch when one row fails, and logs the bad one', async () => {
    const website = await publishedSite('Batch Survivor');
    const { log, lines } = capturedLog();
    const views = createPageViewCounter(test.database.db, log, 60_000);
    views.count({ websiteId: website.id, path: '/', referrerHost: '', device: 'desktop', visitor: '203.0.113.1\nA' });
    views.count({ websiteId: website.id, path: '/', referrerHost: '', device: 'desktop', visitor: '203.0.113.2\nA' });
    // A website deleted between the view and the flush: its row breaks the foreign key.
    views.count({ websiteId: 2_000_000_000, path: '/', referrerHost: '', device: 'mobile', visitor: '203.0.113.3\nB' });
    views.count({ websiteId: website.id, path: '/blog', referrerHost: 'news.example', device: 'mobile', visitor: '203.0.113.3\nB' });
    await views.close();
    const rows = await test.database.db.select().from(pageViews).where(eq(pageViews.website_id, website.id));
    expect(rows.map((row) => `${row.path}|${row.referrer_host}|${row.device}|${row.views}`).sort()).toEqual(['/blog|news.example|mobile|1', '/||desktop|2']);
    await pause(10);
    expect(lines.map((line) => [line.msg, line.row?.website_id])).toEqual([['page views not recorded', 2_000_000_000]]);
  });

  it('tells bots from people, and phones from tablets and desktops', async () => {
    const website = await publishedSite('Device Classes');
    const views = createPageViewCounter(test.database.db, capturedLog().log, 60_000);
    const agents = {
      desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      curl: 'curl/8.5.0',
    };
    for (const agent of Object.values(agents)) countVisit(views, website.id, '/?utm=x', { host: 'x.localhost', 'user-agent': agent }, '203.0.113.9');
    countVisit(views, website.id, '/', { host: 'x.localhost' }, '203.0.113.9'); // no user agent: not a browser
    countVisit(views, website.id, '/', { host: 'x.localhost', 'user-agent': agents.desktop, purpose: 'prefetch' }, '203.0.113.10');
    await views.close();
    const rows = await test.database.db.select().from(pageViews).where(eq(pageViews.website_id, website.id));
    expect(rows.map((row) => `${row.path}|${row.device}|${row.views}`).sort()).toEqual(['/|desktop|1', '/|mobile|1', '/|tablet|2']);
  });
});

describe('malformed requests to a site host', () => {
  it('never answer 500', async () => {
    const website = await publishedSite('Robust Host');
    const host = `${website.subdomain}.localhost:3000`;
    const requests: Array<{ method?: string; url: string; headers?: Record<string, string> }> = [
      ...['/%', '/%zz', '/%E0%A4%A', '/blog/%', '/blog/%C0%AF', '/blog/%00', '/%2e%2e/%2e%2e/etc/passwd', '/_assets/..%2f..%2fpackage.json', '/uploads/%2e%2e%2fcvs%2fx.pdf', '/?contact=%', '/?contact[]=sent&contact=sent', '/?%=%', '//', '///blog', '/blog/', '/blog//x', `/blog/${'a'.repeat(8000)}`, '/blog/ünïcødé', '/blog/😀', '/blog/%F0%9F%98%80', '/sitemap.xml?x=%', '/feed.xml?x=%', '/robots.txt/..', '/_access', '/_access?ticket=', '/_access?ticket=a.b.c&return=//evil.example', '/_access?ticket=%&return=%', '/_preview/live?%', '/contact'].map((url) => ({ url })),
      ...['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE'].map((method) => ({ method, url: '/' })),
      { method: 'POST', url: '/', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', url: '/contact', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/contact', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=nonsense' } },
      { url: '/', headers: { cookie: 'folio_site_access=%%%; other=\u00e9' } },
      { url: '/', headers: { cookie: `folio_site_access=${'x'.repeat(4000)}.${'y'.repeat(40)}` } },
      { url: '/', headers: { 'accept-encoding': 'br;q=nonsense, *, gzip;q=2, , ,' } },
      { url: '/', headers: { 'if-none-match': '*' } },
      { url: '/', headers: { 'if-none-match': '"' } },
      { url: '/', headers: { referer: 'http://[::1' } },
      { url: '/', headers: { referer: '%' } },
      { url: '/', headers: { 'user-agent': '\u00ff'.repeat(2000) } },
      { url: '/', headers: { 'x-request-id': '\u00e9' } },
      { url: '/', headers: { 'x-forwarded-for': 'not an ip, [::' } },
      { url: '/', headers: { purpose: 'prefetch', 'accept-encoding': 'gzip' } },
    ];
    const hosts = [host, `${website.subdomain.toUpperCase()}.LOCALHOST:3000`, `${website.subdomain}.localhost:99999`, `${website.subdomain}.localhost:`, `-bad-.localhost:3000`, `${'a'.repeat(64)}.localhost:3000`, 'a..localhost', '.localhost', 'xn--ls8h.localhost', 'ünï.localhost', '%.localhost', '[::1]:3000', 'localhost:3000@evil.example', ''];
    const answered: string[] = [];
    for (const request of requests) {
      const response = await test.app.inject({ method: (request.method ?? 'GET') as 'GET', url: request.url, headers: { host, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', ...request.headers } });
      answered.push(`${response.statusCode} ${request.method ?? 'GET'} ${request.url.slice(0, 60)}`);
    }
    for (const weird of hosts) {
      for (const url of ['/', '/blog', '/sitemap.xml', '/feed.xml', '/robots.txt', '/%']) {
        const response = await test.app.inject({ url, headers: { host: weird } });
        answered.push(`${response.statusCode} host ${weird.slice(0, 40)} ${url}`);
      }
    }
    expect(answered.filter((line) => line.startsWith('5'))).toEqual([]);
  });

  it('never answer 500 over a real socket either, where the HTTP parser sees the raw bytes', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as { port: number };
    const website = await publishedSite('Raw Bytes');
    const host = `${website.subdomain}.localhost:3000`;
    /** The status line of the first response to these bytes ('' when the server only closes). */
    const raw = (bytes: string) =>
      new Promise<string>((resolve) => {
        let received = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(bytes, 'latin1')));
        const done = () => (socket.destroy(), resolve(received.split('\r\n')[0] ?? ''));
        socket.on('data', (chunk: Buffer) => ((received += chunk.toString('latin1')), received.includes('\r\n') && done()));
        socket.on('close', done).on('error', done);
        socket.setTimeout(5000, done);
      });
    const cases = [
      `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET /%%% HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET /\u00e9\u00ff HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: other.localhost\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: \u00e9\u00ff.localhost\r\n\r\n`,
      `GET / HTTP/1.1\r\n\r\n`,
      `GET / HTTP/1.0\r\n\r\n`,
      `GET http://${host}/blog HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET * HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `BREW / HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Huge: ${'h'.repeat(20_000)}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nCookie: ${'folio_site_access=x; '.repeat(500)}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`,
      `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\n\r\n%%%%%`,
      `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 40000\r\n\r\n${'a=b&'.repeat(10_000)}`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nBad Header: x\r\n\r\n`,
    ];
    const statuses = [];
    for (const bytes of cases) statuses.push(await raw(bytes));
    expect(statuses[0]).toBe('HTTP/1.1 200 OK');
    expect(statuses.filter((line) => / 5\d\d /.test(line))).toEqual([]);
  });
});
