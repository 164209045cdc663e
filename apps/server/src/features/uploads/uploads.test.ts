import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
let photo: Buffer;
beforeAll(async () => {
  test = await createTestApp();
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret camera owner', Make: 'Folio Cam' } })
    .toBuffer();
});
afterAll(() => test.close());

const upload = (token: string, url: string, field: string, name: string, bytes: Buffer, type = 'image/jpeg') =>
  test.app.inject({ method: 'POST', url, ...(() => {
    const body = multipart(field, name, bytes, type);
    return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
  })() });

describe('profile picture', () => {
  it('re-encodes to WebP without metadata, at most 800 px, served from /uploads', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const response = await upload(user.token, `/api/websites/${website.id}/picture?version=1`, 'picture', 'me.jpg', photo);
    expect(response.statusCode, response.body).toBe(200);
    const { flat_picture, version } = response.json().website;
    expect(flat_picture).toMatch(/^\/uploads\/pictures\/[a-f0-9]{64}\.webp$/);
    expect(version).toBe(2);
    const served = await test.app.inject({ url: flat_picture });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBe(800);
    expect(meta.exif).toBeUndefined();

    const removed = await user.request('DELETE', `/api/websites/${website.id}/picture?version=2`);
    expect(removed.json().website.flat_picture).toBeNull();
  });

  it('refuses an SVG, a text file named .png, and a 6 MB file, with the spec messages', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    for (const [name, bytes, type] of [
      ['photo.png', svg, 'image/png'],
      ['notes.png', Buffer.from('just some text, not an image'), 'image/png'],
    ] as const) {
      const response = await upload(user.token, `/api/websites/${website.id}/picture?version=1`, 'picture', name, bytes, type);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Please select a JPG, PNG, GIF, or WebP image');
    }
    const large = await upload(user.token, `/api/websites/${website.id}/picture?version=1`, 'picture', 'big.jpg', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(large.statusCode).toBe(422);
    expect(large.json().message).toBe('Image file size must be less than 5MB');
  });

  it("refuses another user's website and a stale version", async () => {
    const owner = await userOnPlan(test);
    const other = await userOnPlan(test);
    const website = await owner.createWebsite();
    expect((await upload(other.token, `/api/websites/${website.id}/picture?version=1`, 'picture', 'me.jpg', photo)).statusCode).toBe(404);
    await owner.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, intro: 'x' });
    expect((await upload(owner.token, `/api/websites/${website.id}/picture?version=1`, 'picture', 'me.jpg', photo)).statusCode).toBe(409);
  });
});

describe('project images', () => {
  it('adds up to 10 images and refuses the 11th; removes one', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const created = await user.request('POST', `/api/websites/${website.id}/projects`, { version: 1, title: 'Orbit', description: 'A tracker' });
    const project = created.json().project;
    let version = 2;
    for (let index = 0; index < 10; index += 1) {
      const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: index * 20, g: 100, b: 50 } } }).png().toBuffer();
      const response = await upload(user.token, `/api/projects/${project.id}/images?version=${version}`, 'image', `shot-${index}.png`, image, 'image/png');
      expect(response.statusCode, response.body).toBe(200);
      version = response.json().website_version;
    }
    const eleventh = await upload(user.token, `/api/projects/${project.id}/images?version=${version}`, 'image', 'one-more.jpg', photo);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toBe('Maximum 10 images allowed');

    const full = (await user.request('GET', `/api/websites/${website.id}`)).json().website;
    const pictures = full.projects[0].pictures;
    expect(pictures).toHaveLength(10);
    expect(pictures[0].title).toBe('shot-0');
    const removed = await user.request('DELETE', `/api/projects/${project.id}/images?version=${full.version}&img=${encodeURIComponent(pictures[0].img)}`);
    expect(removed.json().pictures).toHaveLength(9);
  });

  it('refuses a text file named .png with the spec message', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const project = (await user.request('POST', `/api/websites/${website.id}/projects`, { version: 1, title: 'X', description: 'y' })).json().project;
    const response = await upload(user.token, `/api/projects/${project.id}/images?version=2`, 'image', 'fake.png', Buffer.from('hello'), 'image/png');
    expect(response.json().message).toBe('Please select image files only');
  });
});
