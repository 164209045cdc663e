import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerAuthHook } from './features/auth/auth.hook';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The OpenAPI UI's own pages: registered by @fastify/swagger-ui, not part of the API. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD');
const apiRoutes = () => test.routes.filter((route) => route.url.startsWith('/api/') && !isDocs(route.url));
/** A concrete URL for a route pattern: every parameter set to 1. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1');

describe('the auth level of every API route', () => {
  it('is declared on every route under /api', () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
    const undeclared = apiRoutes().filter((route) => route.config?.auth === undefined);
    expect(undeclared.map((route) => `${String(route.method)} ${route.url}`)).toEqual([]);
  });

  it('stops the app from starting when a route under /api forgets it', async () => {
    const app = Fastify();
    registerAuthHook(app, test.services.auth);
    app.get('/api/declared', { config: { auth: 'public' } }, async () => ({}));
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow('GET /api/forgotten declares no auth level');
    await app.close();
  });

  it('answers 401 on every user and admin route without a token, and with an unknown one', async () => {
    const secured = apiRoutes().filter((route) => route.config?.auth === 'user' || route.config?.auth === 'admin');
    expect(secured.length).toBeGreaterThan(50);
    for (const route of secured) {
      for (const method of methodsOf(route.method)) {
        for (const headers of [{}, bearer('not-a-token')]) {
          const response = await test.app.inject({ method: method as 'GET', url: concrete(route.url), headers });
          expect({ route: `${method} ${route.url}`, status: response.statusCode, code: response.json().code }).toEqual({
            route: `${method} ${route.url}`,
            status: 401,
            code: 'unauthenticated',
          });
        }
      }
    }
  });

  it('gives an optional route the signed-in user when the token is valid, and treats a bad token as signed out', async () => {
    expect(test.routes.find((route) => route.url === '/api/beta-access/status')?.config?.auth).toBe('optional');
    const app = Fastify();
    registerAuthHook(app, test.services.auth);
    app.get('/api/who', { config: { auth: 'optional' } }, async (request) => ({ email: request.signedIn?.user.email ?? null }));
    const user = await registerVerified(test);
    expect((await app.inject({ method: 'GET', url: '/api/who', headers: bearer(user.token) })).json()).toEqual({ email: user.email });
    expect((await app.inject({ method: 'GET', url: '/api/who', headers: bearer('not-a-token') })).json()).toEqual({ email: null });
    expect((await app.inject({ method: 'GET', url: '/api/who' })).json()).toEqual({ email: null });
    await app.close();
  });

  it('refuses an admin route to a user with 403 and lets an admin through', async () => {
    const app = Fastify();
    registerAuthHook(app, test.services.auth);
    app.get('/api/admin-only', { config: { auth: 'admin' } }, async (request) => ({ email: request.user.email }));
    const user = await registerVerified(test);
    expect((await app.inject({ method: 'GET', url: '/api/admin-only', headers: bearer(user.token) })).statusCode).toBe(403);
    const { users } = await import('./features/auth/auth.tables');
    const { eq } = await import('drizzle-orm');
    await test.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const admitted = await app.inject({ method: 'GET', url: '/api/admin-only', headers: bearer(user.token) });
    expect(admitted.json()).toEqual({ email: user.email });
    await app.close();
  });
});

/**
 * Routes that are not the JSON API, so not in the OpenAPI document: the OpenAPI UI itself,
 * health probes, Caddy's TLS permission check, the queue dashboard's pages (HTML, or Bull Board's own API), the social sign-in redirects, uploaded files, the templates' assets, the SPA and its live preview
 * page, the built SPA's files (one route each, when apps/web/dist exists), and every route
 * served on a published site's host (constrained to site hosts).
 */
const notApi = new Set(['/healthz', '/readyz', '/metrics', '/internal/tls/ask', '/uploads/*', '/_preview/live', '/assets/*', '/_assets/*', '/', '/*']);
const isSpaFile = (url: string) => url.startsWith('/assets/') || /^\/[\w.-]+\.(html|js|svg|ico|png|txt|webmanifest)$/.test(url);
const isNotApi = (route: TestApp['routes'][number]) =>
  isDocs(route.url) ||
  notApi.has(route.url) ||
  isSpaFile(route.url) ||
  /^\/auth\/[a-z]+(\/callback)?$/.test(route.url) ||
  route.url.startsWith('/admin/queues/') ||
  (route.constraints as { folioHost?: string } | undefined)?.folioHost === 'site';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('documents every registered route with a success response schema', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    const missing: string[] = [];
    const checked = test.routes.filter((route) => !isNotApi(route));
    expect(checked.length).toBeGreaterThan(70);
    for (const route of checked) {
      const openApiPath = route.url.replace(/:([a-z_]+)/g, '{$1}');
      for (const method of methodsOf(route.method)) {
        const operation = document.paths[openApiPath]?.[method.toLowerCase()];
        const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
        const hasSchema = Object.values(success?.content ?? {}).some((content) => content.schema !== undefined);
        if (!hasSchema) missing.push(`${method} ${route.url}${operation ? ' (no response schema)' : ' (not documented)'}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
