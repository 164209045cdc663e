import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defineJob, PermanentJobError } from '../../platform/jobs';
import { z } from 'zod';
import { users } from '../auth/auth.tables';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

async function adminOf(test: TestApp) {
  const admin = await registerAdmin(test, { name: 'Queue Admin' });
  return admin;
}

/** Asks for the link as the app does, follows it, and answers the cookie the dashboard set. */
async function enter(test: TestApp, token: string) {
  const access = await test.app.inject({ method: 'POST', url: '/api/admin/horizon-access', headers: { ...bearer(token), ...xhr } });
  expect(access.statusCode, access.body).toBe(200);
  const { url } = access.json<{ url: string }>();
  expect(url).toMatch(/^\/admin\/queues\/enter\?ticket=/);
  const entered = await test.app.inject({ url });
  expect(entered.statusCode).toBe(303);
  expect(entered.headers.location).toBe('/admin/queues/');
  const cookie = entered.cookies.find((c) => c.name === 'folio_queues')!;
  expect(cookie).toMatchObject({ path: '/admin/queues', httpOnly: true, sameSite: 'Strict' });
  return { cookie: `folio_queues=${cookie.value}`, url };
}

describe('the queue dashboard on the embedded queue', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('opens for an admin through a one-minute link, and lists the jobs held back and those that failed, with their errors (escaped)', async () => {
    const admin = await adminOf(test);
    // Jobs of this test's own: one fails for good with an error that is also hostile markup.
    const broken = defineJob('test.broken', z.object({ n: z.number() }), { attempts: 1, delayMs: 10 });
    test.services.jobs.register(broken, async () => {
      throw new PermanentJobError('<img src=x onerror=alert(1)> refused');
    });
    const later = defineJob('test.later', z.object({ n: z.number() }));
    test.services.jobs.register(later, async () => {});
    await test.services.jobs.enqueue(broken, { n: 1 }, 'broken:1');
    await test.services.jobs.enqueue(later, { n: 2 }, 'later:2', { delayMs: 60_000 });
    await expect.poll(async () => (await test.services.jobs.stats()).failed).toBeGreaterThanOrEqual(1);

    const { cookie } = await enter(test, admin.token);
    const page = await test.app.inject({ url: '/admin/queues/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Queue dashboard</h1>');
    expect(page.body).toMatch(/Failed \(the latest 20\) <span class="count">1<\/span>/);
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt; refused');
    expect(page.body).not.toContain('<img src=x');
    // Other work of the app may be held back too (a history clean-up after a save): this test's own job is among them.
    expect(page.body).toMatch(/Held back for a retry or a delay <span class="count">\d+<\/span>[\s\S]*<td>test\.later<\/td><td><code>later:2<\/code><\/td><td>1 of 3<\/td>/);
  });

  it('refuses anyone else: no cookie, a forged or reused-elsewhere value, a user, no CSRF header, an admin who is no longer one', async () => {
    const admin = await adminOf(test);
    const user = await registerVerified(test);
    expect((await test.app.inject({ url: '/admin/queues/' })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/admin/queues/', headers: { cookie: 'folio_queues=made-up' } })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/admin/queues/enter?ticket=made-up' })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/admin/queues/enter' })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'POST', url: '/api/admin/horizon-access', headers: { ...bearer(user.token), ...xhr } })).statusCode).toBe(403);
    const noHeader = await test.app.inject({ method: 'POST', url: '/api/admin/horizon-access', headers: bearer(admin.token) });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ success: false, message: 'This request must come from the Folio app.' });

    // The ticket is not the cookie, nor the cookie a ticket: each is sealed for its own purpose.
    const { cookie, url } = await enter(test, admin.token);
    const ticket = new URL(url, 'http://localhost').searchParams.get('ticket')!;
    expect((await test.app.inject({ url: '/admin/queues/', headers: { cookie: `folio_queues=${ticket}` } })).statusCode).toBe(403);
    expect((await test.app.inject({ url: `/admin/queues/enter?ticket=${encodeURIComponent(cookie.slice('folio_queues='.length))}` })).statusCode).toBe(403);

    expect((await test.app.inject({ url: '/admin/queues/', headers: { cookie } })).statusCode).toBe(200);
    await test.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const demoted = await test.app.inject({ url: '/admin/queues/', headers: { cookie } });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.body).toContain('Open the queue dashboard from the admin area of Folio');
  });
});

describe.runIf(process.env.REDIS_URL)('the queue dashboard on BullMQ', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `folio-test-queues-${process.pid}-${Date.now()}` });
  });
  afterAll(async () => {
    const inspection = test.services.jobs.inspect();
    if (inspection.kind === 'bullmq') await inspection.queue.obliterate({ force: true });
    await test.close();
  });

  it("is Bull Board, whose API shows the shared queue's jobs, behind the same link and cookie", async () => {
    const admin = await adminOf(test);
    // Held back for a minute, so the workers (which deliver the sign-up mail) leave it where it is.
    const held = defineJob('test.held', z.object({ n: z.number() }));
    await test.services.jobs.enqueue(held, { n: 7 }, 'held:7', { delayMs: 60_000 });

    expect((await test.app.inject({ url: '/admin/queues/' })).statusCode).toBe(403);
    const { cookie } = await enter(test, admin.token);
    const board = await test.app.inject({ url: '/admin/queues/', headers: { cookie } });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain('Folio queue');
    // Its own files only: the web font its page names on another origin is refused.
    expect(board.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'/);
    const inspection = test.services.jobs.inspect();
    const name = inspection.kind === 'bullmq' ? inspection.queue.name : '';
    const queues = await test.app.inject({ url: `/admin/queues/api/queues?activeQueue=${name}&status=delayed&page=1`, headers: { cookie } });
    expect(queues.statusCode, queues.body).toBe(200);
    const [queue] = queues.json<{ queues: Array<{ name: string; jobs: Array<{ name: string; data: unknown }> }> }>().queues;
    expect(queue!.jobs).toContainEqual(expect.objectContaining({ name: 'test.held', data: { n: 7 } }));
    expect((await test.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: 'folio_queues=made-up' } })).statusCode).toBe(403);
  });
});
