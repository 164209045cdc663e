import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

describe('security headers', () => {
  it.for<{ name: string; headers: Record<string, string>; hsts: boolean }>([
    { name: 'HTTPS at the proxy', headers: { 'x-forwarded-proto': 'https' }, hsts: true },
    { name: 'plain HTTP', headers: {}, hsts: false },
    { name: 'plain HTTP at the proxy', headers: { 'x-forwarded-proto': 'http' }, hsts: false },
  ])('sends HSTS only over HTTPS: $name', async ({ headers, hsts }) => {
    for (const url of ['/api/config', '/healthz', '/dashboard']) {
      const response = await get(url, headers);
      expect(response.headers['strict-transport-security'], url).toBe(hsts ? 'max-age=31536000' : undefined);
    }
  });

  it('trusts X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY)', async () => {
    const direct = await createTestApp();
    try {
      const response = await direct.app.inject({ url: '/api/config', headers: { host: 'localhost:3000', 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  it('isolates the app’s windows (COOP same-origin), not the published sites’', async () => {
    for (const url of ['/', '/dashboard', '/api/config', '/api/docs/']) {
      expect((await get(url)).headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    expect((await get('/', { host: 'nobody.localhost:3000' })).headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('serves Swagger UI under a CSP that allows only its own files', async () => {
    for (const url of ['/api/docs/', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
    }
    // Its page loads scripts from files only, none inline, so script-src needs no 'unsafe-inline'.
    expect((await get('/api/docs/')).body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
