import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerAuthHook } from '../auth/auth.hook';
import { users } from '../auth/auth.tables';
import { apiTokens } from './api-tokens.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type Owner = Awaited<ReturnType<typeof userOnPlan>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const createToken = (owner: Owner, name: string, scope: string = 'read') => owner.request('POST', '/api/tokens', { name, scope });
async function tokenOf(owner: Owner, name: string, scope: 'read' | 'write' = 'read'): Promise<string> {
  const response = await createToken(owner, name, scope);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}
const withToken = (token: string, method: Method, url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const setPlan = (owner: Owner, plan: 'free' | 'pro' | 'premium') => test.database.db.update(users).set({ current_plan: plan }).where(eq(users.id, owner.id));

describe('access tokens: made, listed and revoked on a session', () => {
  it('shows a new token once, then lists it by name, access, hint and dates, never its value or hash', async () => {
    const owner = await userOnPlan(test, 'premium');
    const created = await createToken(owner, '  Deploy script  ', 'write');
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ token: string; message: string; data: Record<string, unknown> }>();
    expect(body.token).toMatch(/^folio_pat_[A-Za-z0-9_-]{43}$/);
    expect(body.message).toBe('Token created. Copy it now: it will not be shown again.');
    expect(body.data).toEqual({ id: expect.any(Number), name: 'Deploy script', scope: 'write', hint: `folio_pat_…${body.token.slice(-4)}`, created_at: expect.any(String), last_used_at: null });

    const listed = await owner.request('GET', '/api/tokens');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ success: true, data: [body.data] });
    expect(listed.body).not.toContain(body.token.slice('folio_pat_'.length));
    // At rest: the SHA-256 of the token, not the token.
    const [row] = await test.database.db.select().from(apiTokens).where(eq(apiTokens.user_id, owner.id));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.token.slice('folio_pat_'.length));
  });

  it('gives each token its own random value', async () => {
    const owner = await userOnPlan(test, 'premium');
    const values = [await tokenOf(owner, 'One'), await tokenOf(owner, 'Two')];
    expect(new Set(values).size).toBe(2);
  });

  it('refuses hostile, empty, too long and duplicate names and unknown access with 422 and the field message', async () => {
    const owner = await userOnPlan(test, 'premium');
    const characters = "Use letters, digits, spaces and . , : ; ! ? ' ( ) & + # @ / _ - only.";
    const cases: [unknown, string][] = [
      ['<script>alert(1)</script>', characters],
      ['<img src=x onerror=alert(1)>', characters],
      ['evil\u202etxt.exe', characters],
      ['zero\u200bwidth', characters],
      ['line\nbreak', characters],
      ['tab\there', characters],
      ['nul\u0000byte', 'Contains characters that are not allowed.'],
      ['lone \ud800 surrogate', 'Contains characters that are not allowed.'],
      ['', 'Please enter a name for the token.'],
      ['   ', 'Please enter a name for the token.'],
      ['x'.repeat(61), 'Must be at most 60 characters.'],
      [42, 'Please enter a name for the token.'],
    ];
    for (const [name, message] of cases) {
      const response = await owner.request('POST', '/api/tokens', { name, scope: 'read' });
      expect({ name, status: response.statusCode, error: response.json().details?.errors?.name?.[0] }).toEqual({ name, status: 422, error: message });
    }
    const scope = await createToken(owner, 'Fine name', 'admin');
    expect(scope.statusCode).toBe(422);
    expect(scope.json().details.errors.scope).toEqual(['Choose Read only or Read and write.']);
    // Names in any script, with everyday punctuation, are fine.
    expect((await createToken(owner, "Zoë's CI (prod) #2 — ok?".replace(' — ', ' - '))).statusCode).toBe(201);
    expect((await createToken(owner, '東京 deploy/ci_bot')).statusCode).toBe(201);
    const duplicate = await createToken(owner, '東京 deploy/ci_bot', 'write');
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().details.errors.name).toEqual(['You already have a token with this name.']);
    expect((await owner.request('GET', '/api/tokens')).json().data).toHaveLength(2);
  });

  it('allows at most 20 tokens an account', async () => {
    const owner = await userOnPlan(test, 'premium');
    for (let index = 1; index <= 20; index += 1) expect((await createToken(owner, `Token ${index}`)).statusCode).toBe(201);
    const refused = await createToken(owner, 'Token 21');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.errors.name).toEqual(['You can have at most 20 tokens. Revoke one you no longer use first.']);
  });

  it('refuses free and pro with 403 subscription_required and what premium brings', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const owner = await userOnPlan(test, plan);
      const response = await createToken(owner, 'Not yet');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'subscription_required',
        message: 'Subscription required',
        details: {
          feature: 'api_access',
          current_plan: plan,
          required_plan: 'premium',
          checkout_url: 'http://localhost:3000/subscription/plans?plan=premium&billing=monthly',
          upgrade_benefits: expect.arrayContaining(['Up to 10 portfolio websites', 'API access with personal access tokens']),
        },
      });
      expect((await owner.request('GET', '/api/tokens')).json().data).toEqual([]);
    }
  });

  it("revokes a token: the next request with it answers 401, and another user's token id answers 404 and keeps working", async () => {
    const owner = await userOnPlan(test, 'premium');
    const other = await userOnPlan(test, 'premium');
    const token = await tokenOf(owner, 'Laptop');
    const id = (await owner.request('GET', '/api/tokens')).json().data[0].id as number;
    expect((await withToken(token, 'GET', '/api/websites')).statusCode).toBe(200);

    const stranger = await other.request('DELETE', `/api/tokens/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Token not found.');
    expect((await withToken(token, 'GET', '/api/websites')).statusCode).toBe(200);

    const revoked = await owner.request('DELETE', `/api/tokens/${id}`);
    expect(revoked.json()).toEqual({ success: true, message: 'Token revoked.' });
    const after = await withToken(token, 'GET', '/api/websites');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthenticated');
    expect((await owner.request('GET', '/api/tokens')).json().data).toEqual([]);
    expect((await owner.request('DELETE', `/api/tokens/${id}`)).statusCode).toBe(404);
  });
});

describe('access tokens on the website routes', () => {
  it("reads the owner's websites and sections, writes with a read-and-write token, and records the last use", async () => {
    const owner = await userOnPlan(test, 'premium');
    const website = await owner.createWebsite('Grace Hopper');
    const token = await tokenOf(owner, 'Sync', 'write');

    const list = await withToken(token, 'GET', '/api/websites');
    expect(list.statusCode).toBe(200);
    expect(list.json().websites.map((site: { id: number }) => site.id)).toEqual([website.id]);
    const read = await withToken(token, 'GET', `/api/websites/${website.id}`);
    expect(read.json().website).toMatchObject({ id: website.id, name: 'Grace Hopper' });

    const renamed = await withToken(token, 'PUT', `/api/websites/${website.id}`, { version: website.version, name: 'Rear Admiral Hopper' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const version = renamed.json().website.version as number;
    const added = await withToken(token, 'POST', `/api/websites/${website.id}/experiences`, { version, position: 'Programmer', name: 'Harvard Mark I', date: '1944' });
    expect(added.statusCode, added.body).toBe(201);
    const experiences = await withToken(token, 'GET', `/api/websites/${website.id}/experiences`);
    expect(experiences.json().data).toEqual([expect.objectContaining({ position: 'Programmer', name: 'Harvard Mark I' })]);
    const templateData = await withToken(token, 'GET', `/api/websites/${website.id}/template-data/modern`);
    expect(templateData.statusCode).toBe(200);

    // The owner sees the change through the app, and when the token was last used.
    expect((await owner.request('GET', `/api/websites/${website.id}`)).json().website.name).toBe('Rear Admiral Hopper');
    const [listed] = (await owner.request('GET', '/api/tokens')).json().data;
    expect(listed.last_used_at).not.toBeNull();
  });

  it('refuses a write to a read-only token with 403 and a clear message, changing nothing', async () => {
    const owner = await userOnPlan(test, 'premium');
    const website = await owner.createWebsite('Read Only');
    const token = await tokenOf(owner, 'Dashboard', 'read');
    const writes: [Method, string, object?][] = [
      ['PUT', `/api/websites/${website.id}`, { version: website.version, name: 'Changed' }],
      ['POST', `/api/websites/${website.id}/skills`, { version: website.version, title: 'Languages', info: [] }],
      ['PUT', `/api/websites/${website.id}/template-data/modern`, { version: website.version, data: {} }],
      ['POST', `/api/websites/${website.id}/publish`, { version: website.version }],
      ['POST', '/api/websites', { name: 'Another' }],
    ];
    for (const [method, url, payload] of writes) {
      const response = await withToken(token, method, url, payload);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: {
          success: false,
          code: 'token_scope',
          message: 'This token can only read. Create a token with Read and write access to make changes.',
          details: { token_scope: 'read', required_scope: 'write' },
        },
      });
    }
    const after = (await owner.request('GET', `/api/websites/${website.id}`)).json().website;
    expect(after).toMatchObject({ name: 'Read Only', version: website.version, status: 'draft' });
    expect((await owner.request('GET', '/api/websites')).json().websites).toHaveLength(1);
    expect((await withToken(token, 'GET', `/api/websites/${website.id}/skills`)).statusCode).toBe(200);
  });

  it("never reaches another user's websites or sections: 404, and their data is unchanged", async () => {
    const owner = await userOnPlan(test, 'premium');
    const victim = await userOnPlan(test, 'premium');
    const theirs = await victim.createWebsite('Victim');
    const added = await victim.request('POST', `/api/websites/${theirs.id}/projects`, { version: theirs.version, title: 'Secret project', description: 'Mine' });
    const project = added.json().project.id as number;
    const version = added.json().website_version as number;
    const token = await tokenOf(owner, 'Curious', 'write');
    const attempts: [Method, string, object?][] = [
      ['GET', `/api/websites/${theirs.id}`],
      ['GET', `/api/websites/${theirs.id}/projects`],
      ['PUT', `/api/websites/${theirs.id}`, { version, name: 'Taken over' }],
      ['PUT', `/api/projects/${project}`, { version, title: 'Taken over', description: 'Not yours' }],
      ['DELETE', `/api/projects/${project}?version=${version}`],
      ['GET', `/api/websites/${theirs.id}/export?format=json`],
    ];
    for (const [method, url, payload] of attempts) expect({ url, status: (await withToken(token, method, url, payload)).statusCode }).toEqual({ url, status: 404 });
    expect((await withToken(token, 'GET', '/api/websites')).json().websites).toEqual([]);
    const after = (await victim.request('GET', `/api/websites/${theirs.id}`)).json().website;
    expect(after).toMatchObject({ name: 'Victim', version });
    expect(after.projects).toEqual([expect.objectContaining({ title: 'Secret project' })]);
  });

  it('never reaches a route not marked for tokens (account, billing, tokens, sessions...): 403 token_not_accepted, nothing changed', async () => {
    const owner = await userOnPlan(test, 'premium');
    const website = await owner.createWebsite('Mine');
    const token = await tokenOf(owner, 'Everything', 'write');
    const tokenId = (await owner.request('GET', '/api/tokens')).json().data[0].id as number;
    const sensitive: [Method, string, object?][] = [
      ['GET', '/api/user'],
      ['PUT', '/api/profile', { name: 'Hijacked', email: 'attacker@example.com', current_password: owner.password }],
      ['PUT', '/api/profile/password', { current_password: owner.password, password: 'attacker password 1', password_confirmation: 'attacker password 1' }],
      ['DELETE', '/api/account', { password: owner.password }],
      ['POST', '/api/logout'],
      ['GET', '/api/sessions'],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'Minted by a token', scope: 'write' }],
      ['DELETE', `/api/tokens/${tokenId}`],
      ['GET', '/api/subscription/current'],
      ['POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly' }],
      ['DELETE', `/api/websites/${website.id}`],
      ['POST', `/api/websites/${website.id}/activate`],
    ];
    for (const [method, url, payload] of sensitive) {
      const response = await withToken(token, method, url, payload);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 403, code: 'token_not_accepted' });
    }
    expect((await owner.request('GET', '/api/user')).json().user).toMatchObject({ name: owner.name, email: owner.email });
    expect((await owner.request('GET', '/api/tokens')).json().data.map((listed: { name: string }) => listed.name)).toEqual(['Everything']);
    expect((await owner.request('GET', '/api/websites')).json().websites).toHaveLength(1);
    expect((await withToken(token, 'GET', '/api/websites')).statusCode).toBe(200);
  });

  it('is accepted only where the route declares it: every other signed-in route of the app refuses it', async () => {
    const owner = await userOnPlan(test, 'premium');
    const token = await tokenOf(owner, 'Prober', 'write');
    const signedIn = test.routes.filter((route) => route.url.startsWith('/api/') && (route.config?.auth === 'user' || route.config?.auth === 'admin'));
    const marked = signedIn.filter((route) => route.config?.token !== undefined);
    expect(marked.length).toBeGreaterThan(30);
    // The account, its sessions and tokens, billing: never marked.
    expect(marked.filter((route) => /^\/api\/(user|profile|account|logout|sessions|tokens|checkout|subscription|billing|admin|onboarding|notifications)/.test(route.url))).toEqual([]);
    for (const route of signedIn.filter((each) => each.config?.token === undefined)) {
      for (const method of [route.method].flat().filter((each) => each !== 'HEAD')) {
        const response = await test.app.inject({ method: method as Method, url: route.url.replace(/:[a-z_]+/g, '1'), headers: bearer(token) });
        expect({ route: `${method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${method} ${route.url}`, status: 403 });
      }
    }
  });

  it('never reaches an admin route, even an admin’s own token, and an admin route cannot declare one', async () => {
    const admin = await userOnPlan(test, 'free');
    await test.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const token = await tokenOf(admin, 'Admin script', 'write');
    const app = Fastify();
    registerAuthHook(app, test.services.auth, test.services.tokens);
    app.get('/api/admin-only', { config: { auth: 'admin' } }, async () => ({ ok: true }));
    expect(() => app.get('/api/admin-tokens', { config: { auth: 'admin', token: 'read' } }, async () => ({}))).toThrow('only user routes may take access tokens');
    expect(() => app.get('/api/public-tokens', { config: { auth: 'public', token: 'read' } }, async () => ({}))).toThrow('only user routes may take access tokens');
    const refused = await app.inject({ url: '/api/admin-only', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('token_not_accepted');
    expect((await app.inject({ url: '/api/admin-only', headers: bearer(admin.token) })).json()).toEqual({ ok: true });
    await app.close();
  });

  it('answers 401 to an unknown or malformed token', async () => {
    const owner = await userOnPlan(test, 'premium');
    const token = await tokenOf(owner, 'Real');
    for (const guess of ['folio_pat_', `folio_pat_${'A'.repeat(43)}`, `${token}x`, token.slice(0, -1), `folio_pat_${'\u00e9'.repeat(10)}`, `folio_pat_${'z'.repeat(100_000)}`, `folio_pat_%00${token.slice(10)}`]) {
      const response = await withToken(guess, 'GET', '/api/websites');
      expect({ guess: guess.slice(0, 60), status: response.statusCode }).toEqual({ guess: guess.slice(0, 60), status: 401 });
    }
  });

  it("stops working while the owner's plan is below premium, is kept, and works again after an upgrade", async () => {
    const owner = await userOnPlan(test, 'premium');
    await owner.createWebsite('Downgraded');
    const token = await tokenOf(owner, 'Kept', 'write');
    for (const plan of ['pro', 'free'] as const) {
      await setPlan(owner, plan);
      const response = await withToken(token, 'GET', '/api/websites');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'subscription_required', details: { feature: 'api_access', current_plan: plan, required_plan: 'premium' } });
      // Kept, listed and revocable on any plan.
      expect((await owner.request('GET', '/api/tokens')).json().data).toEqual([expect.objectContaining({ name: 'Kept' })]);
    }
    await setPlan(owner, 'premium');
    expect((await withToken(token, 'GET', '/api/websites')).statusCode).toBe(200);
  });
});

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  description?: string;
}

describe('access tokens in the OpenAPI document', () => {
  it('describes the token scheme and, on each route that takes one, how to use it', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme: string; description?: string }> };
      paths: Record<string, Record<string, OpenApiOperation>>;
    }>();
    expect(document.components.securitySchemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.accessToken!.description).toContain('folio_pat_');
    const read = document.paths['/api/websites/{id}']!.get!;
    expect(read.security).toEqual([{ bearerAuth: [] }, { accessToken: [] }]);
    expect(read.description).toContain('Authorization: Bearer folio_pat_');
    expect(read.description).toContain('read-only tokens are enough');
    expect(document.paths['/api/websites/{id}/experiences']!.post!.description).toContain('needs Read and write access');
    for (const [path, method] of [['/api/profile/password', 'put'], ['/api/tokens', 'post'], ['/api/tokens', 'get'], ['/api/account', 'delete']] as const) {
      expect(document.paths[path]![method]!.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });
});
