import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { linkPreviews } from '../link-previews/link-previews.tables';
import { websites } from '../websites/websites.tables';
import { imageVariants } from './uploads.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const fileOf = (key: string) => path.join(test.dataDir, 'uploads', key);
const exists = (key: string) => fs.access(fileOf(key)).then(() => true, () => false);
/** As if uploaded long ago, past the window in which a fresh write is always kept. */
const age = (key: string) => fs.utimes(fileOf(key), new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
const visit = (subdomain: string) => test.app.inject({ url: '/', headers: { host: `${subdomain}.localhost:3000` } });
const photo = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
const rowOf = async (url: string) => (await test.database.db.select().from(imageVariants).where(eq(imageVariants.key, test.services.storage.keyOf(url)!)))[0];

async function upload(user: User, url: string, field: string, bytes: Buffer) {
  const body = multipart(field, 'shot.jpg', bytes, 'image/jpeg');
  const response = await test.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The <img> with this src in a page, as its attributes. */
function imgOf(html: string, src: string) {
  const tag = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`src="${src}"`));
  if (!tag) return undefined;
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!]));
}

describe('smaller copies of uploaded pictures', () => {
  it('are made at upload, stored beside the original, and fill the published page’s srcset with width and height in the picture’s ratio', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Hedy Lamarr');
    const uploaded = await upload(user, `/api/websites/${website.id}/picture?version=1`, 'picture', await photo(1200, 900, '#336699'));
    const url: string = uploaded.website.flat_picture;
    const row = (await rowOf(url))!;
    expect(row).toMatchObject({ width: 800, height: 600 });
    expect(row.variants.map((variant) => [variant.width, variant.format])).toEqual([
      [320, 'webp'],
      [640, 'webp'],
    ]);
    for (const variant of row.variants) {
      expect(variant.key).toMatch(/^pictures\/[a-f0-9]{64}\.webp$/);
      expect((await sharp(await test.services.storage.read(variant.key)).metadata()).width).toBe(variant.width);
    }
    const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: uploaded.website.version });
    const img = imgOf((await visit(published.json().website.subdomain)).body, url)!;
    expect(img.srcset).toBe(`${row.variants.map((variant) => `/uploads/${variant.key} ${variant.width}w`).join(', ')}, ${url} 800w`);
    expect(img.sizes).toBeTruthy();
    expect(Number(img.height) / Number(img.width)).toBeCloseTo(600 / 800, 2);
    const copy = await test.app.inject({ url: `/uploads/${row.variants[0]!.key}`, headers: { host: `${published.json().website.subdomain}.localhost:3000` } });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('go up to 1280 wide for project pictures', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const project = (await user.request('POST', `/api/websites/${website.id}/projects`, { version: 1, title: 'Orbit', description: 'A tracker' })).json().project;
    const added = await upload(user, `/api/projects/${project.id}/images?version=2`, 'image', await photo(2400, 1200, '#aa5500'));
    const row = (await rowOf(added.image.img))!;
    expect(row).toMatchObject({ width: 1600, height: 800 });
    expect(row.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
  });

  it('go with their picture when it is removed and nothing else shows it', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const uploaded = await upload(user, `/api/websites/${website.id}/picture?version=1`, 'picture', await photo(900, 900, '#5a3d7a'));
    const key = test.services.storage.keyOf(uploaded.website.flat_picture)!;
    const copies = (await rowOf(uploaded.website.flat_picture))!.variants.map((variant) => variant.key);
    for (const file of [key, ...copies]) await age(file);
    const removed = await user.request('DELETE', `/api/websites/${website.id}/picture?version=${uploaded.website.version}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await exists(key)).toBe(false);
    for (const file of copies) expect(await exists(file)).toBe(false);
    expect(await rowOf(uploaded.website.flat_picture)).toBeUndefined();
  });

  it('stay while another website still shows the same picture', async () => {
    const alice = await userOnPlan(test);
    const bob = await userOnPlan(test);
    const bytes = await photo(700, 500, '#127a5b');
    const first = await upload(alice, `/api/websites/${(await alice.createWebsite()).id}/picture?version=1`, 'picture', bytes);
    const bobSite = await bob.createWebsite();
    await upload(bob, `/api/websites/${bobSite.id}/picture?version=1`, 'picture', bytes);
    const copies = (await rowOf(first.website.flat_picture))!.variants.map((variant) => variant.key);
    for (const file of [test.services.storage.keyOf(first.website.flat_picture)!, ...copies]) await age(file);
    await alice.request('DELETE', `/api/websites/${first.website.id}/picture?version=${first.website.version}`);
    for (const file of copies) expect(await exists(file)).toBe(true);
    expect(await rowOf(first.website.flat_picture)).toBeDefined();
  });

  /** A published website with a picture: the picture's, its copies' and the link preview's keys, aged. */
  async function publishedWithPicture(user: User, colour: string) {
    const website = await user.createWebsite('Leaving Soon');
    const uploaded = await upload(user, `/api/websites/${website.id}/picture?version=1`, 'picture', await photo(1000, 800, colour));
    await user.request('POST', `/api/websites/${website.id}/publish`, { version: uploaded.website.version });
    const [preview] = await test.database.db.select().from(linkPreviews).where(eq(linkPreviews.website_id, website.id));
    const copies = (await rowOf(uploaded.website.flat_picture))!.variants.map((variant) => variant.key);
    const files = [test.services.storage.keyOf(uploaded.website.flat_picture)!, ...copies, preview!.key];
    for (const file of files) await age(file);
    return { website, files };
  }

  it('go with the account, with its link preview image, when the account is deleted', async () => {
    const user = await userOnPlan(test);
    const { files } = await publishedWithPicture(user, '#7a1234');
    expect((await user.request('DELETE', '/api/account', { password: user.password })).statusCode).toBe(200);
    for (const file of files) expect(await exists(file), file).toBe(false);
  });

  it('go with the website, with its link preview image, when the website is deleted', async () => {
    const user = await userOnPlan(test, 'pro');
    const { website, files } = await publishedWithPicture(user, '#12547a');
    expect((await user.request('DELETE', `/api/websites/${website.id}`)).statusCode).toBe(200);
    for (const file of files) expect(await exists(file), file).toBe(false);
  });

  it('are made by a job for a picture uploaded before copies existed; until then it renders as the original', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Older Upload');
    const bytes = await sharp(await photo(1000, 1000, '#884422')).webp().toBuffer();
    const key = await test.services.storage.put('pictures', bytes, 'webp');
    const url = test.services.storage.url(key);
    await test.database.db.update(websites).set({ flat_picture: url }).where(eq(websites.id, website.id));
    const published = (await user.request('POST', `/api/websites/${website.id}/publish`, { version: 1 })).json().website;
    const first = imgOf((await visit(published.subdomain)).body, url)!;
    expect(first.srcset).toBeUndefined();
    expect(first.width).toBeTruthy();
    const deadline = Date.now() + 20_000;
    let img = first;
    while (img.srcset === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      img = imgOf((await visit(published.subdomain)).body, url)!;
    }
    expect(img.srcset).toContain(`${url} 1000w`);
    expect(img.srcset).toContain(' 640w');
  });
});
