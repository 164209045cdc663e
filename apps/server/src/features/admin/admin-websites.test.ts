import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customDomains } from '../domains/domains.tables';
import { notifications } from '../notifications/notifications.tables';
import { adminAuditLog } from './admin.tables';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Ada Admin' });
});
afterAll(() => test.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const visit = (host: string) => test.app.inject({ url: '/', headers: { host, 'user-agent': 'Mozilla/5.0 Chrome/126.0', 'x-forwarded-proto': 'https' } });
/** Whether the site host shows the site on a custom domain, and Caddy may get it a certificate. */
const servesDomain = async (domain: string, name: string) => {
  const [page, ask] = [await visit(domain), await test.app.inject({ url: `/internal/tls/ask?domain=${domain}` })];
  return page.body.includes(name) && ask.statusCode === 200;
};

async function publishedSite(name: string, plan: 'free' | 'pro' = 'free') {
  const owner = await userOnPlan(test, plan);
  const website = await owner.createWebsite(name);
  const published = await owner.request('POST', `/api/websites/${website.id}/publish`, { version: website.version });
  expect(published.statusCode, published.body).toBe(200);
  return { owner, website: published.json<{ website: { id: number; subdomain: string; version: number } }>().website };
}

describe('/api/admin/websites', () => {
  it('finds websites by name, subdomain, domain or owner, filters by state, template and domain, and pages', async () => {
    const { owner, website } = await publishedSite('Zora Neale Hurston', 'pro');
    await test.database.db.insert(customDomains).values({ website_id: website.id, domain: 'zora-hurston.example', status: 'active', verification_token: 'token-zora' });
    const draft = await owner.createWebsite('Zora Drafts');

    const list = (query: string) => asAdmin('GET', `/api/admin/websites?${query}`).then((response) => response.json());
    for (const search of ['zora neale', website.subdomain.toUpperCase(), 'hurston.example', owner.email]) {
      const found = await list(`search=${encodeURIComponent(search)}`);
      expect(found.data.map((row: { id: number }) => row.id), search).toContain(website.id);
    }
    const [row] = (await list(`search=${encodeURIComponent(owner.email)}&status=published`)).data;
    expect(row).toMatchObject({
      id: website.id,
      state: 'published',
      domains: ['zora-hurston.example'],
      url: expect.stringContaining(website.subdomain),
      owner: { id: owner.id, email: owner.email },
      views_30d: 0,
      suspended_at: null,
    });
    expect((await list(`search=${encodeURIComponent(owner.email)}&status=draft`)).data.map((r: { id: number }) => r.id)).toEqual([draft.id]);
    expect((await list(`search=${encodeURIComponent(owner.email)}&domain=yes`)).data.map((r: { id: number }) => r.id)).toEqual([website.id]);
    expect((await list(`search=${encodeURIComponent(owner.email)}&domain=no`)).data.map((r: { id: number }) => r.id)).toEqual([draft.id]);
    expect((await list(`search=${encodeURIComponent(owner.email)}&template=no-such-template`)).data).toEqual([]);

    const paged = await list(`search=${encodeURIComponent(owner.email)}&per_page=1&page=2`);
    expect(paged.pagination).toMatchObject({ total: 2, per_page: 1, current_page: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it('counts the last 30 days of page views from real requests to the site', async () => {
    const { website } = await publishedSite('Counted Site');
    for (const agent of ['Mozilla/5.0 Chrome/126.0', 'Mozilla/5.0 Firefox/128.0']) {
      expect((await test.app.inject({ url: '/', headers: { host: `${website.subdomain}.localhost:3000`, 'user-agent': agent } })).statusCode).toBe(200);
    }
    await test.services.views.flush();
    const [row] = (await asAdmin('GET', `/api/admin/websites?search=${website.subdomain}`)).json().data;
    expect(row.views_30d).toBe(2);
  });

  it('suspends a site: 404 on its subdomain and custom domain at once, no publishing, the owner told; lifting brings it back', async () => {
    const { owner, website } = await publishedSite('Suspended Sam', 'pro');
    await test.database.db.insert(customDomains).values({ website_id: website.id, domain: 'sam-suspended.example', status: 'active', verification_token: 'token-sam' });
    await test.services.customHosts.load();
    expect((await visit(`${website.subdomain}.localhost:3000`)).statusCode).toBe(200);
    expect(await servesDomain('sam-suspended.example', 'Suspended Sam')).toBe(true);

    expect((await asAdmin('POST', `/api/admin/websites/${website.id}/suspend`, { reason: ' ' })).statusCode).toBe(422);
    const suspended = await asAdmin('POST', `/api/admin/websites/${website.id}/suspend`, { reason: 'Impersonates a bank' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ success: true, data: { state: 'suspended', status: 'published', url: null } });
    expect((await visit(`${website.subdomain}.localhost:3000`)).statusCode).toBe(404);
    await expect.poll(() => servesDomain('sam-suspended.example', 'Suspended Sam')).toBe(false);
    expect((await asAdmin('POST', `/api/admin/websites/${website.id}/suspend`, { reason: 'Again' })).statusCode).toBe(409);

    // The owner cannot put it back online, but may take it down.
    const current = (await owner.request('GET', `/api/websites/${website.id}`)).json<{ website: { version: number } }>().website;
    const republish = await owner.request('POST', `/api/websites/${website.id}/publish`, { version: current.version });
    expect(republish.statusCode).toBe(403);
    expect(republish.json()).toMatchObject({ code: 'website_suspended', message: expect.stringContaining('suspended for breaking the terms of service') });
    const [notice] = await test.database.db.select().from(notifications).where(and(eq(notifications.user_id, owner.id), eq(notifications.type, 'website_moderated')));
    expect(notice).toMatchObject({ title: 'Suspended Sam was suspended', action_url: `/builder/${website.id}` });
    expect(notice!.message).toContain('Impersonates a bank');
    const [entry] = await test.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'website.suspend'), eq(adminAuditLog.target_id, website.id)));
    expect(entry).toMatchObject({ actor_id: admin.id, target_type: 'website', details: { reason: 'Impersonates a bank', owner: owner.email } });

    const lifted = await asAdmin('POST', `/api/admin/websites/${website.id}/unsuspend`);
    expect(lifted.json()).toMatchObject({ data: { state: 'published', suspended_at: null } });
    expect((await visit(`${website.subdomain}.localhost:3000`)).statusCode).toBe(200);
    await expect.poll(() => servesDomain('sam-suspended.example', 'Suspended Sam')).toBe(true);
    expect((await asAdmin('POST', `/api/admin/websites/${website.id}/unsuspend`)).statusCode).toBe(409);
  });

  it('unpublishes a site, which its owner may publish again, and refuses what does not exist', async () => {
    const { owner, website } = await publishedSite('Unpublished Una');
    const unpublished = await asAdmin('POST', `/api/admin/websites/${website.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ success: true, message: 'Website unpublished. The owner has been told.', data: { state: 'draft' } });
    expect((await visit(`${website.subdomain}.localhost:3000`)).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/admin/websites/${website.id}/unpublish`)).statusCode).toBe(409);
    const current = (await owner.request('GET', `/api/websites/${website.id}`)).json<{ website: { version: number } }>().website;
    expect((await owner.request('POST', `/api/websites/${website.id}/publish`, { version: current.version })).statusCode).toBe(200);

    for (const url of ['/api/admin/websites/999999/suspend', '/api/admin/websites/999999/unpublish', '/api/admin/websites/999999/unsuspend']) {
      expect((await asAdmin('POST', url, { reason: 'x' })).statusCode, url).toBe(404);
    }
    for (const query of ['status=deleted', 'domain=maybe', 'page=0', 'per_page=1000', `search=${'x'.repeat(300)}`, 'template=%3Cscript%3E']) {
      expect((await asAdmin('GET', `/api/admin/websites?${query}`)).statusCode, query).toBe(422);
    }
    expect((await asAdmin('GET', `/api/admin/websites?search=${encodeURIComponent("%_\\'; drop table websites")}`)).statusCode).toBe(200);
  });
});
