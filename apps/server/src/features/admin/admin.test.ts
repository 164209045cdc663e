import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAdmin, registerVerified, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';
import { mailOutbox } from '../../platform/db/platform.tables';
import { accessTokens, users } from '../auth/auth.tables';
import { onboardingSessions } from '../onboarding/onboarding.tables';
import { subscriptionEvents } from '../billing/billing.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';
import { registerAuthHook } from '../auth/auth.hook';
import { websites } from '../websites/websites.tables';
import { adminAuditLog } from './admin.tables';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Ada Admin' });
});
afterAll(() => test.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (token: string | undefined, method: Method, url: string, payload?: object) =>
  test.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) => as(admin.token, method, url, payload);
const visit = (subdomain: string) => test.app.inject({ url: '/', headers: { host: `${subdomain}.localhost:3000`, 'user-agent': 'Mozilla/5.0 Chrome/126.0' } });
const auditOf = (action: string, targetId: number) =>
  test.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target_id, targetId)));

async function impersonate(userId: number) {
  const started = await asAdmin('POST', `/api/admin/users/${userId}/impersonate`);
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ token: string; user: { id: number }; expires_at: string; original_admin: { id: number } }>();
}

async function publishedSite(user: Awaited<ReturnType<typeof userOnPlan>>) {
  const website = await user.createWebsite('Grace Hopper');
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<{ website: { id: number; subdomain: string; version: number } }>().website;
}

describe('who may call the admin API', () => {
  const adminRoutes = () => test.routes.filter((route) => route.url.startsWith('/api/admin/'));
  const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1');
  const methods = (method: string | string[]) => [method].flat().filter((m) => m !== 'HEAD') as Method[];

  it('declares admin on every admin route but stopping an impersonation', () => {
    const levels = adminRoutes().flatMap((route) => methods(route.method).map((method) => `${method} ${route.url} ${String(route.config?.auth)}`));
    expect(levels.length).toBeGreaterThanOrEqual(13);
    expect(levels.filter((line) => !line.endsWith(' admin'))).toEqual(['POST /api/admin/impersonate/stop user']);
  });

  it('answers a guest 401, a user 403 and an impersonation session 403 on every admin route', async () => {
    const user = await registerVerified(test);
    const { token: impersonation } = await impersonate(user.id);
    for (const route of adminRoutes().filter((r) => r.config?.auth === 'admin')) {
      for (const method of methods(route.method)) {
        const url = concrete(route.url);
        const statuses = [(await as(undefined, method, url)).statusCode, (await as(user.token, method, url)).statusCode, (await as(impersonation, method, url)).statusCode];
        expect({ route: `${method} ${route.url}`, statuses }).toEqual({ route: `${method} ${route.url}`, statuses: [401, 403, 403] });
      }
    }
    // The way out of an impersonation: a guest 401, any session that is not one 403 (the admin's own too).
    expect((await as(undefined, 'POST', '/api/admin/impersonate/stop')).statusCode).toBe(401);
    expect((await as(user.token, 'POST', '/api/admin/impersonate/stop')).statusCode).toBe(403);
    expect((await asAdmin('POST', '/api/admin/impersonate/stop')).json()).toMatchObject({ code: 'not_impersonating' });
  });

  it('answers malformed ids, filters and bodies with 422, never 500', async () => {
    for (const url of ['/api/admin/users/abc', '/api/admin/users/0', '/api/admin/users/99999999999', '/api/admin/users?plan=gold', '/api/admin/users?page=0', '/api/admin/users?per_page=1000', '/api/admin/stats?period=1y', '/api/admin/audit-log?action=nope']) {
      expect((await asAdmin('GET', url)).statusCode, url).toBe(422);
    }
    expect((await asAdmin('POST', '/api/admin/users/1/plan', { plan: 'gold' })).statusCode).toBe(422);
    expect((await asAdmin('POST', '/api/admin/restore-session', { admin_id: 'x' })).statusCode).toBe(422);
    expect((await asAdmin('GET', '/api/admin/users/2147483647')).statusCode).toBe(404);
  });

  // Some thousands of requests: minutes on a loaded two-core machine.
  it('answers hostile ids, queries and bodies on every admin route without a 5xx', async () => {
    const hostile = ['\u0000', 'a\u0000b', '\ud800', "'; drop table users; --", '%', '_', '\\', '-1', '1e309', '9'.repeat(30), 'x'.repeat(300), '<script>'];
    const bodies = (value: string) => [{ plan: value, reason: value, admin_id: value }, { plan: 'pro', reason: value }, { admin_id: -1 }, [], 'text'];
    for (const route of adminRoutes().filter((r) => r.config?.auth === 'admin')) {
      for (const method of methods(route.method)) {
        for (const value of hostile) {
          // A lone surrogate cannot be percent-encoded: its would-be UTF-8 bytes stand in for it.
          const encoded = value === '\ud800' ? '%ED%A0%80' : encodeURIComponent(value);
          const query = ['page', 'per_page', 'search', 'plan', 'verified', 'active', 'admin', 'period', 'actor', 'action', 'target'].map((name) => `${name}=${encoded}`).join('&');
          const urls = [`${route.url.replace(/:[a-z_]+/g, encoded)}`, `${route.url.replace(/:[a-z_]+/g, '1')}?${query}`];
          for (const url of urls) {
            for (const payload of method === 'GET' || method === 'DELETE' ? [undefined] : bodies(value)) {
              const response = await test.app.inject({ method, url, headers: bearer(admin.token), ...(payload === undefined ? {} : { payload: payload as object }) });
              expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)} -> ${response.body.slice(0, 200)}`).toBeLessThan(500);
            }
          }
        }
      }
    }
    expect((await asAdmin('GET', '/api/user')).statusCode).toBe(200);
  }, 180_000);
});

describe('the users list', () => {
  it('searches name and e-mail, filters plan, verified, active and admin, and pages 25 by default', async () => {
    const tag = `zeta${Date.now()}`;
    const made = [];
    for (let index = 0; index < 4; index += 1) made.push(await registerVerified(test, { name: `Zeta ${tag} ${index}`, email: `${tag}.${index}@example.com` }));
    await test.database.db.update(users).set({ current_plan: 'pro' }).where(eq(users.id, made[0]!.id));
    const created = await test.app.inject({ method: 'POST', url: '/api/websites', headers: bearer(made[3]!.token), payload: { name: 'Counted' } });
    expect(created.statusCode).toBe(201);
    await test.database.db.update(users).set({ email_verified_at: null }).where(eq(users.id, made[1]!.id));
    await test.database.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, made[2]!.id));
    const list = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { id: number; email: string }[]; pagination: Record<string, number | null> }>();
    };
    const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

    const all = await list(`search=${tag.toUpperCase()}`);
    expect(ids(all)).toEqual(made.map((user) => user.id).reverse()); // newest first, case-insensitive
    expect(all.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 4, from: 1, to: 4 });
    expect(ids(await list(`search=${tag}.3@`))).toEqual([made[3]!.id]);
    expect(all.data.map((row) => (row as unknown as { websites_count: number }).websites_count)).toEqual([1, 0, 0, 0]);
    expect(ids(await list(`search=${tag}&plan=pro`))).toEqual([made[0]!.id]);
    expect(ids(await list(`search=${tag}&verified=no`))).toEqual([made[1]!.id]);
    expect(ids(await list(`search=${tag}&active=no`))).toEqual([made[2]!.id]);
    expect(ids(await list(`search=${tag}&active=yes&verified=yes&plan=free`))).toEqual([made[3]!.id]);
    expect(ids(await list(`search=${tag}&admin=yes`))).toEqual([]);
    expect(ids(await list(`search=${encodeURIComponent('Ada Admin')}&admin=yes`))).toContain(admin.id);
    // A LIKE wildcard in the search is a character, not a pattern.
    expect((await list('search=%25')).data).toEqual([]);

    const second = await list(`search=${tag}&per_page=3&page=2`);
    expect(ids(second)).toEqual([made[0]!.id]);
    expect(second.pagination).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4, from: 4, to: 4 });
    const beyond = await list(`search=${tag}&per_page=3&page=9`);
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ from: null, to: null, total: 4 });
  });

  it("shows one user's websites, subscription, uploads, sessions and notifications", async () => {
    const user = await userOnPlan(test);
    const website = await publishedSite(user);
    const detail = await asAdmin('GET', `/api/admin/users/${user.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data.user).toMatchObject({ id: user.id, email: user.email, is_active: true, websites_count: 1, current_plan: 'free', passkeys_count: 0 });
    expect(data.websites).toEqual([expect.objectContaining({ id: website.id, status: 'published', url: `http://${website.subdomain}.localhost:3000` })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toMatchObject({ impersonator_email: null });
    expect(data.notifications[0]).toMatchObject({ type: 'website_published' });
    expect(data.subscriptions).toEqual([]);
    expect(data.uploads).toEqual([]);
  });
});

describe('admin actions', () => {
  it('verifies an address, once, and records it', async () => {
    const account = newAccount();
    expect((await test.app.inject({ method: 'POST', url: '/api/register', payload: account, remoteAddress: '10.9.0.1' })).statusCode).toBe(201);
    const [row] = await test.database.db.select().from(users).where(eq(users.email, account.email));
    const login = () => test.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
    expect((await login()).json()).toMatchObject({ code: 'email_unverified' });
    const verified = await asAdmin('POST', `/api/admin/users/${row!.id}/verify`);
    expect(verified.json()).toMatchObject({ success: true, user: { id: row!.id, email_verified_at: expect.any(String) } });
    expect((await login()).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/users/${row!.id}/verify`)).json()).toMatchObject({ code: 'already_verified' });
    const [entry] = await auditOf('user.verify', row!.id);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_type: 'user', target_label: account.email });
  });

  it('deactivates: sessions stop, sign-in is refused, sites answer 404; activating brings them back', async () => {
    const user = await userOnPlan(test);
    const website = await publishedSite(user);
    expect((await visit(website.subdomain)).statusCode).toBe(200);
    const deactivated = await asAdmin('POST', `/api/admin/users/${user.id}/deactivate`);
    expect(deactivated.json()).toMatchObject({ user: { is_active: false, deactivated_at: expect.any(String) } });
    expect((await user.request('GET', '/api/user')).statusCode).toBe(401);
    const login = () => test.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_deactivated' });
    expect((await visit(website.subdomain)).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/deactivate`)).json()).toMatchObject({ code: 'already_deactivated' });
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/impersonate`)).json()).toMatchObject({ code: 'user_deactivated' });

    expect((await asAdmin('POST', `/api/admin/users/${user.id}/activate`)).json()).toMatchObject({ user: { is_active: true, deactivated_at: null } });
    expect((await visit(website.subdomain)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await auditOf('user.deactivate', user.id)).length).toBe(1);
    expect((await auditOf('user.activate', user.id)).length).toBe(1);
  });

  it('refuses to deactivate, delete or impersonate the admin themselves', async () => {
    for (const [method, url] of [['POST', 'deactivate'], ['DELETE', ''], ['POST', 'impersonate']] as const) {
      const response = await asAdmin(method, `/api/admin/users/${admin.id}${url ? `/${url}` : ''}`);
      expect(response.json(), url).toMatchObject({ code: 'own_account' });
    }
    expect((await asAdmin('GET', '/api/user')).statusCode).toBe(200);
  });

  it('grants a plan by hand as an admin subscription, and free ends it; a paying user is refused', async () => {
    const user = await userOnPlan(test);
    const granted = await asAdmin('POST', `/api/admin/users/${user.id}/plan`, { plan: 'premium', reason: 'Conference speaker' });
    expect(granted.json()).toMatchObject({ success: true, message: 'Premium plan granted.', user: { current_plan: 'premium' } });
    const rows = () => test.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
    expect(await rows()).toEqual([expect.objectContaining({ plan: 'premium', status: 'active', provider: 'admin' })]);
    // The user's own view of their plan follows.
    expect((await user.request('GET', '/api/subscription/current')).json().data).toMatchObject({ plan: { name: 'premium' }, has_access: true });
    const [entry] = await auditOf('user.grant_plan', user.id);
    expect(entry!.details).toMatchObject({ plan: 'premium', previous_plan: 'free', reason: 'Conference speaker' });

    expect((await asAdmin('POST', `/api/admin/users/${user.id}/plan`, { plan: 'free' })).json()).toMatchObject({ user: { current_plan: 'free' } });
    expect((await rows()).map((row) => row.status)).toEqual(['canceled']);

    const payer = await userOnPlan(test);
    const checkout = await payer.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly' });
    const sessionId = checkout.json().data.session_id as string;
    expect((await payer.request('POST', `/api/checkout/sessions/${sessionId}/complete`)).statusCode).toBe(200);
    const refused = await asAdmin('POST', `/api/admin/users/${payer.id}/plan`, { plan: 'premium' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'paying_subscription' });
  });

  it('sends a password reset e-mail whose link works, and records it', async () => {
    const user = await registerVerified(test);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/password-reset`)).json()).toMatchObject({ success: true, message: 'Password reset e-mail sent.' });
    const mail = await lastMailTo(test, user.email);
    const link = linkIn(mail!.text, '/reset-password');
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: link.searchParams.get('token'), email: user.email, password: 'a new password 42', password_confirmation: 'a new password 42' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await auditOf('user.password_reset', user.id)).length).toBe(1);
  });

  it('deletes a user with their websites, uploads, sessions and stored files; their site answers 404', async () => {
    const user = await userOnPlan(test);
    const website = await publishedSite(user);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const body = multipart('picture', 'me.png', photo, 'image/png');
    const pictured = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/picture?version=${website.version}`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
    expect(pictured.statusCode, pictured.body).toBe(200);
    const pictureKey = test.services.storage.keyOf(pictured.json().website.flat_picture as string)!;
    const project = await user.request('POST', `/api/websites/${website.id}/projects`, { version: pictured.json().website.version, title: 'Engine', description: 'Gears' });
    const projectId = project.json<{ project: { id: number } }>().project.id;
    const otherPhoto = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa6633' } }).png().toBuffer();
    const imageBody = multipart('image', 'shot.png', otherPhoto, 'image/png');
    const imaged = await test.app.inject({ method: 'POST', url: `/api/projects/${projectId}/images?version=${project.json().website_version}`, payload: imageBody.payload, headers: { ...imageBody.headers, ...bearer(user.token) } });
    expect(imaged.statusCode, imaged.body).toBe(200);
    const projectKey = test.services.storage.keyOf(imaged.json().image.img as string)!;
    const cvKey = await test.services.storage.put('cvs', Buffer.from(`CV of ${user.email}`), 'pdf');
    await test.database.db.insert(onboardingSessions).values({ user_id: user.id, source: { kind: 'file', stored_path: cvKey, file_name: 'cv.pdf', bytes: 20 }, job_state: 'done' });
    // Files written in the last minute are kept (an upload may not have stored its row yet): these are older.
    const old = new Date(Date.now() - 5 * 60_000);
    for (const key of [pictureKey, projectKey, cvKey]) await fs.utimes(path.join(test.dataDir, 'uploads', key), old, old);

    const detail = (await asAdmin('GET', `/api/admin/users/${user.id}`)).json().data;
    expect(detail.uploads).toEqual([expect.objectContaining({ kind: 'file', file_name: 'cv.pdf', job_state: 'done' })]);

    const deleted = await asAdmin('DELETE', `/api/admin/users/${user.id}`);
    expect(deleted.json()).toMatchObject({ success: true });
    const { db } = test.database;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(websites).where(eq(websites.user_id, user.id))).toEqual([]);
    expect(await db.select().from(onboardingSessions).where(eq(onboardingSessions.user_id, user.id))).toEqual([]);
    expect(await db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id))).toEqual([]);
    for (const key of [pictureKey, projectKey, cvKey]) await expect(fs.stat(path.join(test.dataDir, 'uploads', key))).rejects.toThrow();
    expect((await visit(website.subdomain)).statusCode).toBe(404);
    expect((await user.request('GET', '/api/user')).statusCode).toBe(401);
    const [entry] = await auditOf('user.delete', user.id);
    expect(entry).toMatchObject({ target_label: user.email, details: { websites: 1, files_deleted: 3 } });
    expect((await asAdmin('GET', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('impersonation', () => {
  it('acts as the user for an hour, records every change with both identities, and stops', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Impersonated');
    const started = await impersonate(user.id);
    expect(started.original_admin.id).toBe(admin.id);
    const minutes = (Date.parse(started.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((await as(started.token, 'GET', '/api/user')).json().user).toMatchObject({ id: user.id, role: 'user' });

    const renamed = await as(started.token, 'PATCH', `/api/websites/${website.id}/builder`, { version: website.version, intro: 'Edited by support' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Written once the answer has gone (an onResponse hook), so it may land a moment after.
    await expect.poll(async () => (await auditOf('impersonation.request', user.id))[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_label: user.email, details: { method: 'PATCH', route: '/api/websites/:id/builder', status: 200 } });
    expect((await auditOf('impersonation.start', user.id))[0]).toMatchObject({ actor_id: admin.id });
    // The user's session list shows who is behind the impersonation.
    expect((await asAdmin('GET', `/api/admin/users/${user.id}`)).json().data.sessions).toContainEqual(expect.objectContaining({ impersonator_email: admin.email }));

    // Nothing made while impersonating may outlive it: no access token as the user.
    const token = await as(started.token, 'POST', '/api/tokens', { name: 'Kept', scope: 'write' });
    expect(token.statusCode).toBe(403);
    expect(token.json()).toMatchObject({ code: 'impersonation_forbidden' });

    expect((await as(started.token, 'POST', '/api/admin/impersonate/stop')).json()).toMatchObject({ success: true });
    expect((await as(started.token, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await auditOf('impersonation.stop', user.id))[0]).toMatchObject({ actor_id: admin.id });

    const restored = await asAdmin('POST', '/api/admin/restore-session', { admin_id: admin.id });
    expect(restored.json()).toMatchObject({ success: true, message: 'Switched back to admin: Ada Admin', token: admin.token, data: { is_admin: true, user: { id: admin.id } } });
    expect((await asAdmin('POST', '/api/admin/restore-session', { admin_id: admin.id + 1000 })).statusCode).toBe(403);
  });

  it('expires on its own and never slides forward; an admin cannot be impersonated', async () => {
    const user = await registerVerified(test);
    const started = await impersonate(user.id);
    const row = () => test.database.db.select().from(accessTokens).where(eq(accessTokens.impersonator_id, admin.id));
    // Long unused: a user's own session would be extended on this request; an impersonation is not.
    await test.database.db.update(accessTokens).set({ last_used_at: sql`now() - interval '50 minutes'` }).where(eq(accessTokens.impersonator_id, admin.id));
    const before = (await row()).find((token) => token.user_id === user.id)!.expires_at;
    expect((await as(started.token, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await row()).find((token) => token.user_id === user.id)!.expires_at).toEqual(before);
    await test.database.db.update(accessTokens).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(accessTokens.user_id, user.id));
    expect((await as(started.token, 'GET', '/api/user')).statusCode).toBe(401);

    const otherAdmin = await registerAdmin(test);
    expect((await asAdmin('POST', `/api/admin/users/${otherAdmin.id}/impersonate`)).statusCode).toBe(403);
  });
});

describe('the request log while impersonating', () => {
  it('names the user and the admin behind the impersonation on every line of the request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerAuthHook(app, test.services.auth);
    app.get('/api/whoami', { config: { auth: 'user' } }, async (request) => {
      request.log.info('handled');
      return { id: request.user.id };
    });
    const user = await registerVerified(test);
    const { token } = await impersonate(user.id);
    expect((await app.inject({ url: '/api/whoami', headers: bearer(token) })).json()).toEqual({ id: user.id });
    expect(lines.find((line) => line.msg === 'handled')).toMatchObject({ userId: user.id, impersonatorId: admin.id });
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ userId: user.id, impersonatorId: admin.id });
    await app.close();
  });
});

describe('the audit log', () => {
  it('lists entries newest first, filtered by actor, action and target, a page at a time', async () => {
    const user = await registerVerified(test);
    await test.database.db.update(users).set({ email_verified_at: null }).where(eq(users.id, user.id));
    await asAdmin('POST', `/api/admin/users/${user.id}/verify`);
    await asAdmin('POST', `/api/admin/users/${user.id}/password-reset`);
    await asAdmin('POST', `/api/admin/users/${user.id}/deactivate`);
    const list = async (query: string) => (await asAdmin('GET', `/api/admin/audit-log?${query}`)).json<{ data: { action: string; actor_email: string; target_id: number }[]; pagination: { total: number; last_page: number } }>();
    const byTarget = await list(`target=${encodeURIComponent(user.email)}`);
    expect(byTarget.data.map((entry) => entry.action)).toEqual(['user.deactivate', 'user.password_reset', 'user.verify']);
    expect((await list(`target=${user.id}`)).data.length).toBe(3);
    expect((await list(`target=${user.id}&action=user.verify`)).data.map((entry) => entry.action)).toEqual(['user.verify']);
    expect((await list(`actor=${encodeURIComponent(admin.email)}&target=${user.id}`)).data.length).toBe(3);
    expect((await list(`actor=nobody-${Date.now()}`)).data).toEqual([]);
    const paged = await list(`target=${user.id}&per_page=2&page=2`);
    expect(paged.data.map((entry) => entry.action)).toEqual(['user.verify']);
    expect(paged.pagination).toMatchObject({ total: 3, last_page: 2 });
  });
});

describe('the admin dashboard', () => {
  it('counts sign-ups, verified users, published sites and paying plans from the database', async () => {
    const before = (await asAdmin('GET', '/api/admin/stats?period=7d')).json().data;
    const user = await userOnPlan(test);
    await publishedSite(user);
    const checkout = await user.request('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'yearly' });
    await user.request('POST', `/api/checkout/sessions/${checkout.json().data.session_id}/complete`);
    const after = (await asAdmin('GET', '/api/admin/stats?period=7d')).json().data;
    expect(after.signups.series).toHaveLength(7);
    expect(after.signups.total).toBe(before.signups.total + 1);
    expect(after.signups.series.at(-1).value).toBe(before.signups.series.at(-1).value + 1);
    expect(after.verified_users.total).toBe(before.verified_users.total + 1);
    expect(after.published_sites.total).toBe(before.published_sites.total + 1);
    expect(after.published_sites.series.at(-1).value).toBe(before.published_sites.series.at(-1).value + 1);
    expect(after.paying_subscriptions.by_plan.premium).toBe(before.paying_subscriptions.by_plan.premium + 1);
    expect(after.mrr.total).toBeCloseTo(before.mrr.total + 120 / 12, 2);
    expect(after.mrr.series.at(-1).value).toBe(after.mrr.total);

    const year = (await asAdmin('GET', '/api/admin/stats?period=12m')).json().data;
    expect(year).toMatchObject({ bucket: 'month' });
    expect(year.signups.series).toHaveLength(12);
    expect(year.signups.total).toBeGreaterThanOrEqual(after.signups.total);
  });

  it("replays churn and MRR from the subscriptions' history: a cancellation in the period counts against those paying at its start", async () => {
    const stats = async () => (await asAdmin('GET', '/api/admin/stats?period=30d')).json().data;
    const before = await stats();
    const user = await registerVerified(test);
    const started = new Date(Date.now() - 60 * 86_400_000);
    const [pro, premium, granted] = await test.database.db
      .insert(subscriptions)
      .values([
        { user_id: user.id, plan: 'pro', status: 'canceled', billing_cycle: 'monthly', provider: 'test', created_at: started, updated_at: new Date() },
        { user_id: user.id, plan: 'premium', status: 'active', billing_cycle: 'monthly', provider: 'test', created_at: started },
        // Granted by hand: never revenue, never churn.
        { user_id: user.id, plan: 'premium', status: 'canceled', billing_cycle: 'monthly', provider: 'admin', created_at: started, updated_at: new Date() },
      ])
      .returning();
    const event = (row: typeof pro, type: 'started' | 'granted' | 'canceled', status: 'active' | 'canceled', previous: number, mrr: number, at: Date) => ({
      subscription_id: row!.id,
      user_id: user.id,
      type,
      plan: row!.plan,
      billing_cycle: row!.billing_cycle,
      status,
      provider: row!.provider,
      previous_mrr_cents: previous,
      mrr_cents: mrr,
      occurred_at: at,
    });
    await test.database.db.insert(subscriptionEvents).values([
      event(pro, 'started', 'active', 0, 500, started),
      event(pro, 'canceled', 'canceled', 500, 0, new Date()),
      event(premium, 'started', 'active', 0, 1200, started),
      event(granted, 'granted', 'active', 0, 0, started),
      event(granted, 'canceled', 'canceled', 0, 0, new Date()),
    ]);
    const after = await stats();
    expect(after.churn.canceled).toBe(before.churn.canceled + 1);
    expect(after.churn.paying_at_start).toBe(before.churn.paying_at_start + 2);
    expect(after.churn.rate).toBeCloseTo(after.churn.canceled / after.churn.paying_at_start, 5);
    expect(after.churn.series.at(-1).value).toBe(before.churn.series.at(-1).value + 1);
    // Both paid at the start of the period (5 + 12), only Premium now.
    expect(after.mrr.series[0].value).toBeCloseTo(before.mrr.series[0].value + 17, 2);
    expect(after.mrr.total).toBeCloseTo(before.mrr.total + 12, 2);
    expect(after.paying_subscriptions.by_plan.premium).toBe(before.paying_subscriptions.by_plan.premium + 1);
  });

  it('shows queue health and the latest failed mails', async () => {
    await test.database.db.insert(mailOutbox).values({ to_address: 'gone@example.com', subject: 'Hello', html: '<p>x</p>', text: 'x', kind: 'test', status: 'failed', attempts: 5, error: '550 mailbox unavailable' });
    const health = (await asAdmin('GET', '/api/admin/health')).json().data;
    expect(health.queue).toMatchObject({ kind: 'local', waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
    expect(health.failed_mails[0]).toMatchObject({ to_address: 'gone@example.com', error: '550 mailbox unavailable', attempts: 5 });
  });
});
