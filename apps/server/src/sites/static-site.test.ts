import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../test/accounts';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contactRequests } from '../features/contact-requests/contact-requests.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;

/** A pro owner's website with a picture, two blog posts and the CV download, published or not. */
async function siteWithEverything(publish: boolean) {
  const user = await userOnPlan(test, 'pro');
  const website = await user.createWebsite('Ada Lovelace');
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#884422' } }).jpeg().toBuffer();
  const body = multipart('picture', 'me.jpg', photo, 'image/jpeg');
  const pictured = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/picture?version=1`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
  expect(pictured.statusCode, pictured.body).toBe(200);
  let version: number = pictured.json().website.version;
  for (const title of ['Notes on the Analytical Engine', 'On Bernoulli numbers']) {
    const post = await user.request('POST', `/api/websites/${website.id}/blog-posts`, { version, title, content: `<p>${title}, at length.</p>`, excerpt: title, status: 'published' });
    expect(post.statusCode, post.body).toBe(201);
    version = post.json().website_version;
  }
  const contact = { email: 'ada@example.com', location: 'London' };
  version = (await user.request('PATCH', `/api/websites/${website.id}/builder`, { version, cv_download: true, contact })).json().website.version;
  if (publish) version = (await user.request('POST', `/api/websites/${website.id}/publish`, { version })).json().website.version;
  return { user, website: { ...website, version } };
}

async function exportZip(user: User, id: number) {
  const response = await user.request('GET', `/api/websites/${id}/export?format=zip`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="website-${id}.zip"`);
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** Every link, source and CSS url() of every page that is not absolute, with the file it names. */
function localReferences(files: Record<string, Uint8Array>) {
  const references: { page: string; url: string; target: string }[] = [];
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.endsWith('.html')) continue;
    const html = strFromU8(bytes);
    const srcsets = [...html.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap((match) => match[1]!.split(/,\s*/).map((candidate) => ['', candidate.split(/\s+/)[0]!]));
    const urls = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g), ...html.matchAll(/url\(['"]?([^'")]+)['"]?\)/g), ...srcsets].map((match) => match[1]!.replaceAll('&amp;', '&'));
    for (const url of urls) {
      if (/^(https?:|mailto:|tel:|data:|#)/.test(url) || url === '') continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(name), decodeURIComponent(url.split('#')[0]!)));
      references.push({ page: name, url, target });
    }
  }
  return references;
}

describe('the static site export', () => {
  it('holds every page, font and image with relative links, the sitemap, robots, the feed and the CV', { timeout: 60_000 }, async () => {
    const { user, website } = await siteWithEverything(true);
    const files = await exportZip(user, website.id);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'blog/index.html', 'blog/notes-on-the-analytical-engine/index.html', 'blog/on-bernoulli-numbers/index.html', 'sitemap.xml', 'robots.txt', 'feed.xml', 'cv.pdf', 'README.txt']));
    expect(names.filter((name) => name.startsWith('assets/fonts/')).length).toBeGreaterThan(0);
    // The picture and its 320-wide copy (in the portrait's srcset), and the link preview images of the site and its two posts.
    expect(names.filter((name) => /^images\/[a-f0-9]{64}\.webp$/.test(name))).toHaveLength(2);
    expect(names.filter((name) => /^images\/[a-f0-9]{64}\.png$/.test(name))).toHaveLength(3);
    expect(strFromU8(files['index.html']!)).toMatch(/srcSet="images\/[a-f0-9]{64}\.webp 320w, images\/[a-f0-9]{64}\.webp 600w"/);

    const references = localReferences(files);
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(files[reference.target], `${reference.page}: ${reference.url}`).toBeDefined();
    for (const [name, bytes] of Object.entries(files)) {
      if (!name.endsWith('.html')) continue;
      const html = strFromU8(bytes);
      // Nothing root-relative is left: it would point at the root of whatever serves the copy.
      expect(html, name).not.toMatch(/\s(?:href|src)="\/(?!\/)/);
      expect(html, name).not.toMatch(/url\(['"]?\/(?!\/)/);
    }
    const origin = `http://${website.subdomain}.localhost:3000`;
    // What stays absolute: the canonical link and the social preview tags, which name the site's public
    // address and load nothing, and the form's action; the feed's discovery link is the copy's feed.xml.
    for (const [name, bytes] of Object.entries(files)) {
      if (!name.endsWith('.html')) continue;
      const absolute = [...strFromU8(bytes).matchAll(/<([a-z]+)\s[^>]*?(?:href|src|action|content)="(https?:[^"]*)"[^>]*>/g)];
      for (const [tag, element, url] of absolute) {
        expect(url!.startsWith(`${origin}/`), `${name}: ${tag}`).toBe(true);
        expect(/^<link rel="canonical"|^<meta (property|name)="(og|twitter):(url|image)"|^<form /.test(tag), `${name}: ${tag}`).toBe(true);
        if (element === 'form') expect(url).toBe(`${origin}/contact`);
      }
      if (name.startsWith('blog/')) expect(strFromU8(bytes), name).toMatch(/<link rel="alternate" type="application\/atom\+xml" [^>]*href="(\.\.\/)+feed\.xml"/);
    }
    const home = strFromU8(files['index.html']!);
    expect(/<form[^>]*>/.exec(home)?.[0]).toContain(`action="${origin}/contact"`);
    expect(home).toContain('<a href="cv.pdf" download="">Download CV');
    expect(strFromU8(files['blog/on-bernoulli-numbers/index.html']!)).toContain('href="../../index.html"');
    expect(strFromU8(files['sitemap.xml']!)).toContain(`<loc>${origin}/blog/on-bernoulli-numbers</loc>`);
    expect(strFromU8(files['robots.txt']!)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    expect(strFromU8(files['README.txt']!)).toContain('The contact form sends messages to Folio');
    expect(strFromU8(files['cv.pdf']!.subarray(0, 5))).toBe('%PDF-');
  });

  it('lets the copy post its contact form from anywhere, with its key only', async () => {
    const { user, website } = await siteWithEverything(true);
    const home = strFromU8((await exportZip(user, website.id))['index.html']!);
    const key = /name="form_key" value="([^"]+)"/.exec(home)?.[1];
    expect(key).toBeDefined();
    const post = (formKey: string, remoteAddress: string) =>
      test.app.inject({
        method: 'POST',
        url: '/contact',
        remoteAddress,
        headers: { host: `${website.subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://ada.example.org', 'sec-fetch-site': 'cross-site' },
        payload: new URLSearchParams({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello from the copy', website: '', form_key: formKey }).toString(),
      });
    expect((await post(key!, '198.51.100.90')).statusCode).toBe(303);
    expect((await post(`${key!.slice(0, -2)}xx`, '198.51.100.91')).statusCode).toBe(403);
    // Another site's key does not open this one.
    const other = await siteWithEverything(true);
    const otherKey = /name="form_key" value="([^"]+)"/.exec(strFromU8((await exportZip(other.user, other.website.id))['index.html']!))?.[1];
    expect((await post(otherKey!, '198.51.100.92')).statusCode).toBe(403);
    const stored = await test.database.db.select().from(contactRequests).where(eq(contactRequests.website_id, website.id));
    expect(stored.map((row) => row.message)).toEqual(['Hello from the copy']);
  });

  it('leaves the form out of a site that is not published, and says so', async () => {
    const { user, website } = await siteWithEverything(false);
    const files = await exportZip(user, website.id);
    const home = strFromU8(files['index.html']!);
    expect(home).not.toContain('<form');
    expect(home).not.toContain('noindex');
    expect(strFromU8(files['README.txt']!)).toContain('its pages have no contact form');
    expect(strFromU8(files['robots.txt']!)).toContain('Allow: /');
  });

  it("keeps a free site's credit, as its site shows it: a link that loads nothing, and no other link to Folio", async () => {
    const user = await userOnPlan(test, 'free');
    const website = await user.createWebsite('Grace Hopper');
    const home = strFromU8((await exportZip(user, website.id))['index.html']!);
    const absolute = [...home.matchAll(/<[a-z]+\s[^>]*?(?:href|src|action)="(https?:[^"]*)"[^>]*>/g)].map((match) => match[0]);
    expect(absolute).toEqual([`<link rel="canonical" href="http://${website.subdomain}.localhost:3000/">`, '<a href="http://localhost:3000">']);
    expect(home).toContain('<a href="http://localhost:3000">Made with Folio');
  });

  it("answers another user's website with 404", async () => {
    const { website } = await siteWithEverything(false);
    const other = await userOnPlan(test, 'pro');
    expect((await other.request('GET', `/api/websites/${website.id}/export?format=zip`)).statusCode).toBe(404);
  });
});
