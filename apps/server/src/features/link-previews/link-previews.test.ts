import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { linkPreviews } from './link-previews.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const visit = (subdomain: string, url = '/') => test.app.inject({ url, headers: { host: `${subdomain}.localhost:3000` } });
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

async function publishedSite(plan: 'free' | 'pro' = 'free', name = 'Grace Hopper') {
  const user = await userOnPlan(test, plan);
  const website = await user.createWebsite(name);
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  const body = multipart('picture', 'me.jpg', photo, 'image/jpeg');
  const pictured = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/picture?version=1`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
  expect(pictured.statusCode, pictured.body).toBe(200);
  const contact = { title: 'Rear Admiral, Computer Scientist', email: 'grace@example.com' };
  const edited = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: pictured.json().website.version, contact });
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: edited.json().website.version });
  expect(published.statusCode, published.body).toBe(200);
  return { user, website: published.json().website as { id: number; subdomain: string; version: number } };
}

/** The image a page names, fetched from the site origin as a crawler would. */
async function imageOf(subdomain: string, html: string) {
  const url = new URL(metaOf(html, 'og:image')!);
  const response = await test.app.inject({ url: url.pathname, headers: { host: url.host } });
  return { url, response };
}

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('link preview images', () => {
  it('are made at publish: every page names a 1200×630 PNG by its absolute URL, served from the site with long caching', async () => {
    const { website } = await publishedSite();
    const page = await visit(website.subdomain);
    const { url, response } = await imageOf(website.subdomain, page.body);
    expect(url.origin).toBe(`http://${website.subdomain}.localhost:3000`);
    expect(url.pathname).toMatch(/^\/uploads\/og\/[a-f0-9]{64}\.png$/);
    expect(metaOf(page.body, 'og:image:width')).toBe('1200');
    expect(metaOf(page.body, 'og:image:height')).toBe('630');
    expect(metaOf(page.body, 'og:image:alt')).toBe('Grace Hopper, Rear Admiral, Computer Scientist');
    expect(metaOf(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(page.body, 'twitter:image')).toBe(url.href);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('are made again under a new name when the name changes and the site is published again', async () => {
    const { user, website } = await publishedSite('free', 'Katherine Johnson');
    const before = metaOf((await visit(website.subdomain)).body, 'og:image')!;
    const renamed = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: website.version, name: 'Katherine G. Johnson' });
    await user.request('POST', `/api/websites/${website.id}/publish`, { version: renamed.json().website.version });
    const page = await visit(website.subdomain);
    const after = metaOf(page.body, 'og:image')!;
    expect(after).not.toBe(before);
    expect(metaOf(page.body, 'og:image:alt')).toBe('Katherine G. Johnson, Rear Admiral, Computer Scientist');
    const { response } = await imageOf(website.subdomain, page.body);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const rows = await test.database.db.select().from(linkPreviews).where(eq(linkPreviews.website_id, website.id));
    expect(rows.map((row) => `/uploads/${row.key}`)).toEqual([new URL(after).pathname]);
  });

  it('follow an edit of a published site without a new publish, in a job', async () => {
    const { user, website } = await publishedSite('free', 'Dorothy Vaughan');
    const before = metaOf((await visit(website.subdomain)).body, 'og:image')!;
    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: website.version, contact: { title: 'Head of Numerical Computing' } });
    const after = await until(async () => {
      const current = metaOf((await visit(website.subdomain)).body, 'og:image');
      return current !== before ? current : undefined;
    }, 'the new image');
    expect(after).toMatch(/\/uploads\/og\/[a-f0-9]{64}\.png$/);
  });

  it('give a published post its own image, with its title and the owner’s name', async () => {
    const { user, website } = await publishedSite('pro', 'Ada Lovelace');
    const post = await user.request('POST', `/api/websites/${website.id}/blog-posts`, { version: website.version, title: 'Notes on the Analytical Engine', content: '<p>At length.</p>', status: 'published' });
    expect(post.statusCode, post.body).toBe(201);
    const postId: number = post.json().blogPost.id;
    await until(async () => (await test.database.db.select().from(linkPreviews).where(eq(linkPreviews.post_id, postId)))[0], 'the post image');
    const home = await visit(website.subdomain);
    const article = await visit(website.subdomain, `/blog/${post.json().blogPost.slug}`);
    expect(article.statusCode).toBe(200);
    expect(metaOf(article.body, 'og:image')).not.toBe(metaOf(home.body, 'og:image'));
    expect(metaOf(article.body, 'og:image:alt')).toBe('Notes on the Analytical Engine, by Ada Lovelace');
    const { response } = await imageOf(website.subdomain, article.body);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('are not made for a draft, whose pages fall back to the owner’s picture', async () => {
    const user: User = await userOnPlan(test);
    const website = await user.createWebsite('Draft Person');
    const rows = await test.database.db.select().from(linkPreviews).where(eq(linkPreviews.website_id, website.id));
    expect(rows).toEqual([]);
  });

  it('travel with the static copy of the site', async () => {
    const { user, website } = await publishedSite();
    const named = new URL(metaOf((await visit(website.subdomain)).body, 'og:image')!).pathname.split('/').pop()!;
    const zip = await user.request('GET', `/api/websites/${website.id}/export?format=zip`);
    expect(zip.statusCode, zip.body).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const image = files[`images/${named}`];
    expect(image, Object.keys(files).join(', ')).toBeDefined();
    expect(await sharp(Buffer.from(image!)).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The copy's pages name it where the site is published (og:image must be a full address).
    expect(strFromU8(files['index.html']!)).toContain(`content="http://${website.subdomain}.localhost:3000/uploads/og/${named}"`);
  });
});
