import type { SnapshotList, SnapshotPreview, WebsiteWithSections } from '@folio/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import sharp from 'sharp';
import { createFileReferences, storedFilesOf } from '../../platform/file-references.queries';
import { multipart } from '../../../test/multipart';
import { bearer, userOnPlan } from '../../../test/accounts';
import { users } from '../auth/auth.tables';
import { websiteSnapshotBlobs, websiteSnapshots } from './history.tables';

/** A short quiet period, so a burst of edits becomes a snapshot within the test (long enough for a few requests on a busy machine). */
const QUIET_MS = 3000;

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ SNAPSHOT_QUIET_MS: String(QUIET_MS) });
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;

async function ok<T>(response: { statusCode: number; body: string }, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as T;
}
const list = async (user: User, websiteId: number) => ok<SnapshotList>(await user.request('GET', `/api/websites/${websiteId}/snapshots`));
const current = async (user: User, websiteId: number) => (await ok<{ website: WebsiteWithSections }>(await user.request('GET', `/api/websites/${websiteId}`))).website;

/** Waits (polling, never a fixed sleep) until the website has `count` snapshots. */
async function snapshotsOnceThere(user: User, websiteId: number, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { snapshots } = await list(user, websiteId);
    if (snapshots.length >= count || Date.now() > deadline) return snapshots;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until no quiet check is waiting, due or running: every burst has had its say. */
async function historySettled() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = test.services.jobs.inspect();
    if (view.kind !== 'local') throw new Error('these tests run on the in-process queue');
    const pending = [...view.waiting, ...view.active, ...view.delayed].filter((job) => job.name === 'history.snapshot');
    if (pending.length === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function edit(user: User, websiteId: number, change: object) {
  const website = await current(user, websiteId);
  return ok<{ website: WebsiteWithSections }>(await user.request('PATCH', `/api/websites/${websiteId}/builder`, { version: website.version, ...change }));
}
async function publish(user: User, websiteId: number) {
  const website = await current(user, websiteId);
  return (await ok<{ website: WebsiteWithSections }>(await user.request('POST', `/api/websites/${websiteId}/publish`, { version: website.version }))).website;
}

describe('snapshots', () => {
  it('takes one when the website is published, with the whole website in it', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite('Ada Lovelace');
    const added = await ok<{ website_version: number }>(await user.request('POST', `/api/websites/${site.id}/experiences`, { version: site.version, position: 'Analyst', name: 'Engines Ltd', date: '2020' }), 201);
    await ok(await user.request('PUT', `/api/websites/${site.id}/template-data/modern`, { version: added.website_version, data: { tagline: 'First programmer' } }));
    const published = await publish(user, site.id);

    const { snapshots, retention } = await list(user, site.id);
    expect(retention.text).toBe('Your Free plan keeps the last 10 versions.');
    // (A burst snapshot may come before it on a slow machine, if the edits above took longer than the quiet period.)
    expect(snapshots.filter((snapshot) => snapshot.kind === 'published')).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ kind: 'published', version: published.version, restored_from: null });

    const preview = await ok<SnapshotPreview>(await user.request('GET', `/api/websites/${site.id}/snapshots/${snapshots[0]!.id}`));
    expect(preview.website).toMatchObject({ id: site.id, name: 'Ada Lovelace', template_slug: 'modern', template_data: { tagline: 'First programmer' } });
    expect(preview.website.experiences).toEqual(published.experiences);
  });

  it('takes one after a burst of edits once the website has been quiet, and only when it changed', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite();
    await publish(user, site.id);
    await edit(user, site.id, { intro: 'First try' });
    await edit(user, site.id, { intro: 'Second try' });
    await edit(user, site.id, { description: 'More about me' });

    const snapshots = await snapshotsOnceThere(user, site.id, 2);
    expect(snapshots.map((snapshot) => snapshot.kind)).toEqual(['edited', 'published']);
    expect(snapshots[0]!.summary).toBe('Changed the introduction; changed the description');
    const preview = await ok<SnapshotPreview>(await user.request('GET', `/api/websites/${site.id}/snapshots/${snapshots[0]!.id}`));
    expect(preview.website).toMatchObject({ intro: 'Second try', description: 'More about me' });

    // A save of no changes, then an edit undone within the burst: nothing changed since the last snapshot.
    await edit(user, site.id, {});
    await edit(user, site.id, { intro: 'Third try' });
    await edit(user, site.id, { intro: 'Second try' });
    await test.services.history.cleanUp();
    await historySettled();
    expect((await list(user, site.id)).snapshots).toHaveLength(2);
  });

  it('survives a restart between the edit and the end of the quiet period', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite();
    await edit(user, site.id, { intro: 'Written before the restart' });
    // The in-process timer is lost with the process; the start re-queues the check.
    await test.restart({ SNAPSHOT_QUIET_MS: String(QUIET_MS) });
    const snapshots = await snapshotsOnceThere(user, site.id, 1);
    expect(snapshots).toMatchObject([{ kind: 'edited', summary: 'First version in the history' }]);
  });
});

describe('restoring a snapshot', () => {
  it('makes a new version with the snapshot’s content, keeping the content before it as a "restored" snapshot', async () => {
    const user = await userOnPlan(test, 'premium');
    const site = await user.createWebsite('Grace Hopper');
    const first = await ok<{ website_version: number; data?: { id: number } }>(
      await user.request('POST', `/api/websites/${site.id}/experiences`, { version: site.version, position: 'Rear Admiral', name: 'US Navy', date: '1943' }),
      201,
    );
    await ok(await user.request('PUT', `/api/websites/${site.id}/template-data/modern`, { version: first.website_version, data: { tagline: 'Amazing Grace' } }));
    await edit(user, site.id, { intro: 'Computer scientist' });
    const published = await publish(user, site.id);
    const [yesterday] = (await list(user, site.id)).snapshots;

    // Today: a new introduction and design, one more experience, another template.
    await edit(user, site.id, { intro: 'Inventor of the compiler', design: { accent_color: '#0f766e', hidden_sections: ['projects'] } });
    let now = await current(user, site.id);
    await ok(await user.request('POST', `/api/websites/${site.id}/experiences`, { version: now.version, position: 'Programmer', name: 'Harvard', date: '1944' }), 201);
    now = await current(user, site.id);
    await ok(await user.request('PUT', `/api/websites/${site.id}/template`, { version: now.version, template_slug: 'noir' }));
    now = await current(user, site.id);

    const restored = await ok<{ website: WebsiteWithSections; before: { kind: string; changes: string[]; restored_from: string } }>(
      await user.request('POST', `/api/websites/${site.id}/snapshots/${yesterday!.id}/restore`, { version: now.version }),
    );
    expect(restored.website.version).toBe(now.version + 1);
    expect(restored.website).toMatchObject({ intro: 'Computer scientist', template_slug: 'modern', template_data: { tagline: 'Amazing Grace' }, status: 'published' });
    expect(restored.website.design).toEqual(published.design);
    // The sections exactly as they were, ids included.
    expect(restored.website.experiences).toEqual(published.experiences);
    expect(restored.before).toMatchObject({ kind: 'restored', restored_from: yesterday!.created_at });
    expect(restored.before.changes).toEqual(['changed the introduction', 'added 1 experience', 'changed the design', 'template Modern → Noir']);

    const { snapshots } = await list(user, site.id);
    expect(snapshots.map((snapshot) => snapshot.kind)).toEqual(['restored', 'published']);
    // The "restored" snapshot holds what was there before the restore: restoring it undoes the restore.
    const before = await ok<SnapshotPreview>(await user.request('GET', `/api/websites/${site.id}/snapshots/${snapshots[0]!.id}`));
    expect(before.website).toMatchObject({ intro: 'Inventor of the compiler', template_slug: 'noir' });
    expect(before.website.experiences).toHaveLength(2);

    // The restore is the content of the newest entry: the quiet check after it finds nothing new.
    await historySettled();
    expect((await list(user, site.id)).snapshots).toHaveLength(2);

    const undone = await ok<{ website: WebsiteWithSections }>(await user.request('POST', `/api/websites/${site.id}/snapshots/${snapshots[0]!.id}/restore`, { version: restored.website.version }));
    expect(undone.website).toMatchObject({ intro: 'Inventor of the compiler', template_slug: 'noir', design: { accent_color: '#0f766e', hidden_sections: ['projects'] } });
    expect(undone.website.experiences.map((item) => item.position)).toEqual(['Rear Admiral', 'Programmer']);
  });

  it('answers 409 with the website as it is when the version is stale, and changes nothing', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite();
    await publish(user, site.id);
    const [snapshot] = (await list(user, site.id)).snapshots;
    const edited = (await edit(user, site.id, { intro: 'Newer' })).website;
    const stale = await user.request('POST', `/api/websites/${site.id}/snapshots/${snapshot!.id}/restore`, { version: edited.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', details: { website: { intro: 'Newer', version: edited.version } } });
    expect(await current(user, site.id)).toMatchObject({ intro: 'Newer', version: edited.version });
    expect((await list(user, site.id)).snapshots.map((entry) => entry.kind)).toEqual(['published']);
  });

  it('refuses a snapshot’s template the plan no longer has', async () => {
    const user = await userOnPlan(test, 'premium');
    const site = await user.createWebsite();
    const now = await current(user, site.id);
    await ok(await user.request('PUT', `/api/websites/${site.id}/template`, { version: now.version, template_slug: 'noir' }));
    await publish(user, site.id);
    const [noir] = (await list(user, site.id)).snapshots;
    await ok(await user.request('PUT', `/api/websites/${site.id}/template`, { version: (await current(user, site.id)).version, template_slug: 'modern' }));
    await test.database.db.update(users).set({ current_plan: 'free' }).where(eq(users.id, user.id));
    const refused = await user.request('POST', `/api/websites/${site.id}/snapshots/${noir!.id}/restore`, { version: (await current(user, site.id)).version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'template_locked' });
    expect(await current(user, site.id)).toMatchObject({ template_slug: 'modern' });
  });
});

describe('whose snapshots', () => {
  it("answers 404 to another user's website or snapshot ids", async () => {
    const owner = await userOnPlan(test);
    const other = await userOnPlan(test);
    const site = await owner.createWebsite();
    await publish(owner, site.id);
    const [snapshot] = (await list(owner, site.id)).snapshots;
    const mine = await other.createWebsite();
    const version = (await current(other, mine.id)).version;
    for (const [method, url, payload] of [
      ['GET', `/api/websites/${site.id}/snapshots`],
      ['GET', `/api/websites/${site.id}/snapshots/${snapshot!.id}`],
      ['POST', `/api/websites/${site.id}/snapshots/${snapshot!.id}/restore`, { version: site.version + 1 }],
      // Their own website with the owner's snapshot id.
      ['GET', `/api/websites/${mine.id}/snapshots/${snapshot!.id}`],
      ['POST', `/api/websites/${mine.id}/snapshots/${snapshot!.id}/restore`, { version }],
    ] as const) {
      const response = await other.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await current(other, mine.id)).version).toBe(version);
    expect((await list(owner, site.id)).snapshots).toHaveLength(1);
  });

  it('deletes the snapshots with the website, and with the account', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite();
    await publish(user, site.id);
    await edit(user, site.id, { intro: 'Edited' });
    await snapshotsOnceThere(user, site.id, 2);
    const rowsOf = async (websiteId: number) => ({
      snapshots: (await test.database.db.select().from(websiteSnapshots).where(eq(websiteSnapshots.website_id, websiteId))).length,
      blobs: (await test.database.db.select().from(websiteSnapshotBlobs).where(eq(websiteSnapshotBlobs.website_id, websiteId))).length,
    });
    expect((await rowsOf(site.id)).snapshots).toBe(2);
    await ok(await user.request('DELETE', `/api/websites/${site.id}`));
    expect(await rowsOf(site.id)).toEqual({ snapshots: 0, blobs: 0 });

    const leaving = await userOnPlan(test);
    const theirs = await leaving.createWebsite();
    await publish(leaving, theirs.id);
    expect((await rowsOf(theirs.id)).snapshots).toBe(1);
    await ok(await leaving.request('DELETE', '/api/account', { password: leaving.password }));
    expect(await rowsOf(theirs.id)).toEqual({ snapshots: 0, blobs: 0 });
  });
});

describe('the files a snapshot shows', () => {
  it('are still referenced after the website dropped them, and belong to the account', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).png().toBuffer();
    const body = multipart('picture', 'me.png', png, 'image/png');
    const uploaded = await ok<{ website: WebsiteWithSections }>(
      await test.app.inject({ method: 'POST', url: `/api/websites/${site.id}/picture?version=${site.version}`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } }),
    );
    const url = uploaded.website.flat_picture!;
    await publish(user, site.id);
    await ok(await user.request('DELETE', `/api/websites/${site.id}/picture?version=${(await current(user, site.id)).version}`));
    const key = test.services.storage.keyOf(url)!;
    expect(await createFileReferences(test.database.db).isReferenced(key, url)).toBe(true);
    expect(await storedFilesOf(test.database.db, user.id, (address) => test.services.storage.keyOf(address))).toContain(key);
  });
});

describe('retention', () => {
  it('keeps the last 10 on free, trimming as snapshots are written', async () => {
    const user = await userOnPlan(test);
    const site = await user.createWebsite();
    for (let index = 0; index < 12; index += 1) {
      await publish(user, site.id);
      const website = await current(user, site.id);
      await ok(await user.request('POST', `/api/websites/${site.id}/unpublish`, { version: website.version }));
    }
    const { snapshots } = await list(user, site.id);
    expect(snapshots).toHaveLength(10);
    // The oldest went; the blobs nothing refers to went with them.
    const versions = snapshots.map((snapshot) => snapshot.version);
    expect(Math.min(...versions)).toBeGreaterThan(site.version + 2);
    const blobs = await test.database.db.select().from(websiteSnapshotBlobs).where(eq(websiteSnapshotBlobs.website_id, site.id));
    expect(blobs.length).toBeLessThanOrEqual(2);
  });

  it('reads every version back exactly through its chain of deltas, and frees what a trim leaves unused', async () => {
    const user = await userOnPlan(test, 'premium');
    const site = await user.createWebsite();
    let { version } = site;
    const rounds = 23;
    for (let round = 0; round < rounds; round += 1) {
      // Written and published in one request: a publish snapshot of each new introduction.
      version = (await ok<{ website: WebsiteWithSections }>(await user.request('PUT', `/api/websites/${site.id}`, { version, intro: `Round ${round}`, status: 'published' }))).website.version;
      version = (await ok<{ website: WebsiteWithSections }>(await user.request('POST', `/api/websites/${site.id}/unpublish`, { version }))).website.version;
    }
    const { snapshots } = await list(user, site.id);
    const published = snapshots.filter((snapshot) => snapshot.kind === 'published');
    expect(published).toHaveLength(rounds);
    for (const [index, snapshot] of published.entries()) {
      const shown = await ok<SnapshotPreview>(await user.request('GET', `/api/websites/${site.id}/snapshots/${snapshot.id}`));
      expect(shown.website.intro).toBe(`Round ${rounds - 1 - index}`);
    }
    const blobs = async () => test.database.db.select().from(websiteSnapshotBlobs).where(eq(websiteSnapshotBlobs.website_id, site.id));
    // Mostly deltas: a whole blob begins each chain of at most 20.
    expect((await blobs()).filter((blob) => blob.base_id === null).length).toBeLessThanOrEqual(3);

    await test.database.db.update(users).set({ current_plan: 'free' }).where(eq(users.id, user.id));
    await test.services.history.cleanUp();
    const kept = (await list(user, site.id)).snapshots;
    expect(kept).toHaveLength(10);
    for (const snapshot of kept) expect((await user.request('GET', `/api/websites/${site.id}/snapshots/${snapshot.id}`)).statusCode).toBe(200);
    // What the kept ten are built on stays (each one's chain back to its whole blob), nothing else.
    const rows = await blobs();
    const byId = new Map(rows.map((blob) => [blob.id, blob]));
    const needed = new Set<number>();
    for (const row of await test.database.db.select().from(websiteSnapshots).where(eq(websiteSnapshots.website_id, site.id))) {
      for (let id: number | null = row.blob_id; id !== null; id = byId.get(id)?.base_id ?? null) needed.add(id);
    }
    expect(rows.map((blob) => blob.id).sort((x, y) => x - y)).toEqual([...needed].sort((x, y) => x - y));
  }, 120_000);

  it('keeps 30 days on pro, and the periodic clean-up applies a downgrade', async () => {
    const user = await userOnPlan(test, 'pro');
    const site = await user.createWebsite();
    for (let index = 0; index < 14; index += 1) {
      await publish(user, site.id);
      await ok(await user.request('POST', `/api/websites/${site.id}/unpublish`, { version: (await current(user, site.id)).version }));
    }
    expect((await list(user, site.id)).snapshots).toHaveLength(14);
    // Two of them 40 days old: past pro's 30 days, and beyond the newest 10.
    const ids = (await list(user, site.id)).snapshots.map((snapshot) => snapshot.id);
    const old = ids.slice(-2);
    for (const id of old) await test.database.db.update(websiteSnapshots).set({ created_at: new Date(Date.now() - 40 * 86_400_000) }).where(eq(websiteSnapshots.id, id));
    await test.services.history.cleanUp();
    expect((await list(user, site.id)).snapshots.map((snapshot) => snapshot.id)).toEqual(ids.slice(0, -2));

    await test.database.db.update(users).set({ current_plan: 'free' }).where(eq(users.id, user.id));
    await test.services.history.cleanUp();
    expect((await list(user, site.id)).snapshots.map((snapshot) => snapshot.id)).toEqual(ids.slice(0, 10));
  });
});
