import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart, multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findRepoPath } from '../../platform/paths';
import { websites } from '../websites/websites.tables';

/** Stored files are content-addressed and shared: who may delete one, and who may write one. */
let test: TestApp;
let cv: Buffer;
beforeAll(async () => {
  test = await createTestApp();
  cv = await fs.readFile(path.join(findRepoPath('packages/cv-parser/fixtures/docs')!, 'olivia-chen.pdf-sidebar.pdf'));
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const uploadsDir = () => path.join(test.dataDir, 'uploads');
const fileOf = (key: string) => path.join(uploadsDir(), key);
const exists = (file: string) => fs.access(file).then(() => true, () => false);
/** As if the upload had happened long ago, past the window in which a fresh write is always kept. */
const age = (file: string) => fs.utimes(file, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
const listed = async (folder: string) => fs.readdir(path.join(uploadsDir(), folder)).catch(() => [] as string[]);

async function uploadCv(user: User) {
  const { session_id: sessionId } = (await user.request('POST', '/api/onboarding/start')).json();
  const body = multipartBody([
    { name: 'session_id', value: sessionId },
    { name: 'cv_file', filename: 'cv.pdf', bytes: cv, type: 'application/pdf' },
  ]);
  const response = await test.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
  expect(response.statusCode, response.body).toBe(200);
  return { sessionId: sessionId as string, key: response.json().stored_path as string };
}

describe('a stored file shared by content', () => {
  it("survives when one user deletes their onboarding session while another user's session still uses the same CV", async () => {
    const alice = await userOnPlan(test);
    const bob = await userOnPlan(test);
    const first = await uploadCv(alice);
    const second = await uploadCv(bob);
    expect(second.key).toBe(first.key);
    await age(fileOf(first.key));

    expect((await alice.request('DELETE', `/api/onboarding/session?session_id=${first.sessionId}`)).statusCode).toBe(200);
    expect(await exists(fileOf(first.key))).toBe(true);
    expect(await test.services.storage.read(second.key)).toEqual(cv);

    // Once nothing refers to it, it goes.
    expect((await bob.request('DELETE', `/api/onboarding/session?session_id=${second.sessionId}`)).statusCode).toBe(200);
    expect(await exists(fileOf(first.key))).toBe(false);
  });

  it('keeps a file a website still shows, and one written a moment ago', async () => {
    const user = await userOnPlan(test);
    const key = await test.services.storage.put('cvs', Buffer.from('%PDF-1.4 fresh'), 'pdf');
    expect(await test.services.storage.release(key)).toBe(false);
    expect(await exists(fileOf(key))).toBe(true);

    const website = await user.createWebsite();
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#884422' } }).png().toBuffer();
    const body = multipart('picture', 'me.png', photo, 'image/png');
    const uploaded = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/picture?version=1`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
    const pictureKey = test.services.storage.keyOf(uploaded.json().website.flat_picture as string)!;
    await age(fileOf(pictureKey));
    expect(await test.services.storage.release(pictureKey)).toBe(false);
    expect(await exists(fileOf(pictureKey))).toBe(true);
  });
});

describe('ownership checked before anything is written', () => {
  it("writes no file for a refused upload to someone else's website", async () => {
    const owner = await userOnPlan(test);
    const intruder = await userOnPlan(test);
    const website = await owner.createWebsite();
    // An image nobody uploaded before, so any file it leaves would be new.
    const photo = await sharp({ create: { width: 321, height: 123, channels: 3, background: '#13579b' } }).jpeg().toBuffer();
    const before = await listed('pictures');
    const body = multipart('picture', 'me.jpg', photo, 'image/jpeg');
    const refused = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/picture?version=1`, payload: body.payload, headers: { ...body.headers, ...bearer(intruder.token) } });
    expect(refused.statusCode).toBe(404);
    expect(await listed('pictures')).toEqual(before);
  });

  it("creates no website for a refused create-website with someone else's onboarding session", async () => {
    const owner = await userOnPlan(test);
    const intruder = await userOnPlan(test);
    const { session_id: sessionId } = (await owner.request('POST', '/api/onboarding/start')).json();
    const refused = await intruder.request('POST', '/api/onboarding/create-website', { type: 'demo', template_slug: 'modern', session_id: sessionId });
    expect(refused.statusCode).toBe(404);
    const [row] = await test.database.db.select({ n: count() }).from(websites).where(eq(websites.user_id, intruder.id));
    expect(row!.n).toBe(0);
  });
});
