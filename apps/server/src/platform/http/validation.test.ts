import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../errors';
import { registerErrorHandler } from './error-handler';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('input PostgreSQL cannot store', () => {
  it('answers 422 naming the field for a NUL in the public login', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ada\u0000@example.com', password: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors.email).toEqual(['Contains characters that are not allowed.']);
  });

  it('answers 422 for a NUL in a section field and an unpaired surrogate in a JSON document', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const experience = await user.request('POST', `/api/websites/${website.id}/experiences`, { version: 1, position: 'Engineer', name: 'A\u0000B', date: '2020' });
    expect(experience.statusCode).toBe(422);
    expect(experience.json().details.errors.name).toEqual(['Contains characters that are not allowed.']);
    const document = await user.request('PUT', `/api/websites/${website.id}/template-data/modern`, { version: 1, data: { skills: [{ name: 'x\ud800' }] } });
    expect(document.statusCode).toBe(422);
    expect(Object.keys(document.json().details.errors)).toEqual(['data.skills.0.name']);
  });

  it("sends the site's contact form with a NUL back to the form as an error, not a 500", async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    expect((await user.request('POST', `/api/websites/${website.id}/publish`, { version: 1 })).statusCode).toBe(200);
    const response = await test.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: `${website.subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Eve\u0000', email: 'eve@example.com', message: 'Hello\u0000there' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?contact=error#contact');
  });

  it('refuses a 500 KB e-mail on login at once', async () => {
    const started = performance.now();
    const response = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: `${'a'.repeat(500_000)}@example.com`, password: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(performance.now() - started).toBeLessThan(500);
    expect(response.body.length).toBeLessThan(1000);
  });

  it('refuses an id beyond PostgreSQL integers with 422', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/email/verify', payload: { id: 2 ** 31, hash: 'x' } });
    expect(response.statusCode).toBe(422);
  });
});

describe('multipart form fields, which no route schema checks', () => {
  const uploadCv = (token: string, sessionId: string, filename: string) => {
    const body = multipartBody([
      { name: 'session_id', value: sessionId },
      { name: 'cv_file', filename, bytes: Buffer.from('Ada Lovelace\nMathematician\n'.repeat(10)), type: 'text/plain' },
    ]);
    return test.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };

  it('answers 404 for a session id that is not a uuid, and 422 for one with a NUL', async () => {
    const user = await userOnPlan(test);
    expect((await uploadCv(user.token, 'not-a-uuid', 'cv.txt')).statusCode).toBe(404);
    const nul = await uploadCv(user.token, 'a\u0000b', 'cv.txt');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().details.errors.session_id).toEqual(['Contains characters that are not allowed.']);
  });

  it("stores a file whose name holds a NUL under the name without it", async () => {
    const user = await userOnPlan(test);
    const response = await uploadCv(user.token, '', 'c\u0000v.txt');
    expect(response.statusCode, response.body).toBe(200);
    const session = (await user.request('GET', `/api/onboarding/session?session_id=${response.json().session_id}`)).json().session;
    expect(JSON.stringify(session)).not.toContain('\\u0000');
  });
});

describe('an unknown error', () => {
  it('answers 500 and logs a few kilobytes with the request id, whatever the error quotes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandler(app);
    app.post('/boom', async (request) => {
      throw new Error(`Failed query: select 1\nparams: ${JSON.stringify(request.body)}`, { cause: new Error('x'.repeat(1_000_000)) });
    });
    const response = await app.inject({ method: 'POST', url: '/boom', payload: { email: 'a'.repeat(1_000_000) } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'server_error', message: 'Something went wrong on our side. Please try again.' });
    const logged = lines.join('');
    expect(logged.length).toBeLessThan(20_000);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ reqId: expect.any(String), msg: 'request failed', error: { type: 'Error', cause: { type: 'Error' } } });
    await app.close();
  });

  it('tells a client when to come back: Retry-After on 429 and on 503 (every CV parser busy)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/busy', async () => {
      throw new AppError(503, 'cv_busy', 'Busy.', { retry_after: 10 });
    });
    const response = await app.inject({ method: 'GET', url: '/busy' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toMatchObject({ success: false, code: 'cv_busy', details: { retry_after: 10 } });
    await app.close();
  });
});

/** Every string a route's request schema declares, by route and field, that has no maximum length. */
function unboundedStrings(schema: unknown, path: string, out: string[], seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema) || !('_zod' in schema)) return;
  seen.add(schema);
  const def = (schema as { _zod: { def: Record<string, unknown> & { type: string; format?: string; checks?: { _zod: { def: { check: string; format?: string } } }[] } } })._zod.def;
  const walk = (inner: unknown, suffix = ''): void => unboundedStrings(inner, `${path}${suffix}`, out, seen);
  switch (def.type) {
    case 'string':
      // A uuid has its length by format; anything else needs a max_length check.
      if (def.format !== 'uuid' && !(def.checks ?? []).some(({ _zod: { def: check } }) => ['max_length', 'length_equals'].includes(check.check) || check.format === 'uuid')) out.push(path);
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `.${key}`);
      return;
    case 'array':
      return walk(def.element, '[]');
    case 'record':
      walk(def.keyType, '{key}');
      return walk(def.valueType, '{}');
    case 'union':
      return (def.options as unknown[]).forEach((option) => walk(option));
    case 'intersection':
      walk(def.left);
      return walk(def.right);
    case 'tuple':
      return (def.items as unknown[]).forEach((item, index) => walk(item, `[${index}]`));
    case 'pipe':
      return walk(def.in);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      if ('innerType' in def) walk(def.innerType);
  }
}

describe('string fields of requests', () => {
  it('all have a maximum length', () => {
    const unbounded: string[] = [];
    for (const route of test.routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['body', 'querystring', 'params'] as const) {
        unboundedStrings(schema[part], `${String(route.method)} ${route.url} ${part}`, unbounded);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
