import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSoftAuthenticator } from '../../test/webauthn';

/**
 * Seeded random JSON against every operation of the OpenAPI document, signed in as a user with a
 * website of their own: bodies shaped like the route's schema with hostile strings (NUL, unpaired
 * surrogates, up to 1 MB, full-width and control characters), wrong types, deep nesting, and
 * hostile query and path values. No answer may be a 5xx, and the process must keep serving.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const hostileStrings = [
  'a\u0000b',
  '\u0000',
  'fuzz\u0000@example.com',
  'https://example.com/\u0000',
  'Fuzz \ud83d text',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u3000\uff0f\uff0fevil.example',
  '\r\n\t\u000b\u000c',
  '\u202e\u200b\ufeff',
  '😀'.repeat(50),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00%ed%a0%80',
  '../../etc/passwd',
  '-1',
  '1e309',
  '',
  ' ',
  'x'.repeat(300),
] as const;

/** What PostgreSQL refuses: NUL anywhere in text, unpaired surrogates in JSON. */
const unstorable = ['a\u0000b', '\u0000', 'fuzz\u0000@example.com', 'https://example.com/\u0000', 'Fuzz \ud83d text', '\ud800', 'x\udfffy', '\udc00\ud800'] as const;

function hostileString(rng: Random, allowHuge: boolean): string {
  const roll = rng.next();
  if (allowHuge && roll < 0.5) return `${'\u0000'.repeat(3)}${'y'.repeat(1_000_000 - 3)}`;
  if (roll < 0.5) return rng.pick(unstorable);
  if (roll < 0.6) return 'z'.repeat(1 + rng.int(70_000));
  if (roll < 0.9) return rng.pick(hostileStrings);
  return Array.from({ length: 1 + rng.int(40) }, () => String.fromCharCode(rng.int(0x10000))).join('');
}

function wrongValue(rng: Random, depth = 0): unknown {
  switch (rng.int(depth > 3 ? 6 : 8)) {
    case 0:
      return null;
    case 1:
      return rng.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return rng.next() < 0.5;
    case 3:
    case 4:
      return hostileString(rng, false);
    case 5:
      return rng.pick(['__proto__', 'constructor', 'toString']);
    case 6:
      return Array.from({ length: rng.int(4) }, () => wrongValue(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [hostileString(rng, false).slice(0, 20), wrongValue(rng, depth + 1)]));
  }
}

/** Real values of the signed-in user's own resources, so that requests get past ownership and version checks. */
const known: { version: number; sessionId: string; ids: Record<string, number>; subdomain: string } = { version: 1, sessionId: '', ids: {}, subdomain: '' };

/** A valid-looking value of the schema's shape, so that one hostile field gets past the others' checks to the code behind them. */
function plausible(schema: JsonSchema | undefined, name: string, depth: number): unknown {
  if (!schema || depth > 8) return null;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausible(variants.find((variant) => variant.type !== 'null') ?? variants[0], name, depth);
  if (schema.allOf?.length) return plausible(schema.allOf[0], name, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ?? 'unknown';
  switch (type) {
    case 'string': {
      if (name === 'session_id' || name === 'cache_key') return known.sessionId;
      if (name === 'category') return 'modern';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.pattern) return 'fuzz-site';
      const value = /email/i.test(name) ? 'fuzz@example.com' : /phone/i.test(name) ? '+14155550123' : /color/i.test(name) ? '#336699' : /url|link|website|github|linkedin/i.test(name) ? 'https://example.com' : /date/i.test(name) ? '2020-01-01' : 'Fuzz text';
      return value.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return name === 'version' ? known.version : name === 'website_id' ? known.ids.websites : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [plausible(schema.items, name, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausible(property, key, depth + 1)]));
    default:
      return 'Fuzz text';
  }
}

/** Every place in a value that holds a leaf (string, number, boolean, null), as paths. */
function leavesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [path];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = root as Record<string | number, unknown>;
  container[head!] = setAt(container[head!], rest, value);
  return root;
}

/** The plausible value with every string replaced by one that PostgreSQL would refuse. */
function allStringsUnstorable(schema: JsonSchema | undefined, rng: Random, keepEmails: boolean): unknown {
  let value = plausible(schema, '', 0);
  for (const path of leavesOf(value)) {
    const original = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
    // A valid address lets the other fields through the address check to the code that stores them.
    if (typeof original === 'string' && !(keepEmails && original === 'fuzz@example.com')) value = setAt(value, path, rng.pick(unstorable));
  }
  return value;
}

/** The plausible value with one or two leaves replaced: mostly by hostile strings, sometimes by a wrong type. */
function mutated(schema: JsonSchema | undefined, rng: Random, allowHuge: boolean): unknown {
  let value = plausible(schema, '', 0);
  const leaves = leavesOf(value);
  for (let count = 1 + rng.int(2); count > 0; count -= 1) {
    const path = rng.pick(leaves);
    const original = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
    const replacement = typeof original === 'string' || rng.next() < 0.6 ? hostileString(rng, allowHuge) : wrongValue(rng);
    value = setAt(value, path, replacement);
  }
  return value;
}

/** 10,000 levels of arrays and of objects: deeper than any handler walks. */
const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
const hostileParams = ['0', '-1', '99999999999999999999', '1.5', 'abc', '%00', '%ED%A0%80', '%E3%80%80', '..%2F..%2Fetc', 'null', '%F0%9F%98%80'];

/** The site's contact form is posted as a form, so the document gives no body for it: its fields. */
const undocumentedBodies: Record<string, JsonSchema> = {
  'POST /contact': {
    type: 'object',
    properties: { name: { type: 'string' }, email: { type: 'string' }, message: { type: 'string' } },
  },
};

const CASES_PER_OPERATION = 8;
const SEED = 20261125;

// The operations come from the document itself, so the app is built while the tests are collected.
const test: TestApp = await createTestApp();
afterAll(() => test.close());
const document = (await test.app.inject({ url: '/api/docs/json' })).json<Document>();
// The SPA's own files are no API: everything else, the site host's routes included, is fuzzed.
const operations = Object.entries(document.paths)
  .filter(([path]) => !path.startsWith('/assets/') && !path.startsWith('/api/docs'))
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
const cases = operations.flatMap((entry, position) => Array.from({ length: CASES_PER_OPERATION }, (_, round) => ({ ...entry, position, round, name: `${entry.method} ${entry.path} #${round}` })));

let user: Awaited<ReturnType<typeof userOnPlan>>;
let token: string;
beforeAll(async () => {
  user = await userOnPlan(test, 'premium');
  token = user.token;
  await createFixtures();
});

/** A published website with one item of each section, and an onboarding session. */
async function createFixtures() {
  const send = (method: 'POST', url: string, payload: object) => test.app.inject({ method, url, payload, headers: bearer(token) });
  const made = await send('POST', '/api/websites', { name: 'Fuzz Target' });
  expect(made.statusCode, made.body).toBe(201);
  const website = made.json<{ website: { id: number; subdomain: string; version: number } }>().website;
  known.ids.websites = website.id;
  known.subdomain = website.subdomain;
  let version = website.version;
  for (const [section, payload] of Object.entries({
    experiences: { position: 'Engineer', name: 'Fuzz Ltd', date: '2020' },
    educations: { degree: 'BSc', name: 'Fuzz University', date: '2019' },
    skills: { title: 'Languages', info: [{ name: 'TypeScript', level: 'expert' }] },
    projects: { title: 'Fuzzer', description: 'Finds bugs' },
    trainings: { title: 'Fuzzing', institute: 'Fuzz Institute' },
  })) {
    const created = await send('POST', `/api/websites/${website.id}/${section}`, { version, ...payload });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ website_version: number } & Record<string, { id: number }>>();
    known.ids[section] = Object.values(body).find((value): value is { id: number } => typeof value === 'object' && value !== null && 'id' in value)!.id;
    version = body.website_version;
  }
  expect((await send('POST', `/api/websites/${website.id}/publish`, { version })).statusCode).toBe(200);
  known.sessionId = (await test.app.inject({ method: 'POST', url: '/api/onboarding/start', headers: bearer(token) })).json<{ session_id: string }>().session_id;
  // A passkey of the user's own, so that renaming one gets past the ownership check to the name's.
  const options = await send('POST', '/api/passkeys/options', {});
  if (options.statusCode === 200) {
    const added = await send('POST', '/api/passkeys', { credential: createSoftAuthenticator().register(options.json<{ data: { challenge: string; rp: { id?: string }; user: { id: string } } }>().data).response });
    expect(added.statusCode, added.body).toBe(201);
    known.ids.passkeys = added.json<{ data: { id: number } }>().data.id;
  }
}

/** The website's version now, so a write carrying it gets past the version check. */
async function refreshVersion() {
  const response = await test.app.inject({ url: `/api/websites/${known.ids.websites}`, headers: bearer(token) });
  if (response.statusCode === 200) {
    const { website } = response.json<{ website: { version: number; status: string; subdomain: string } }>();
    known.version = website.version;
    known.subdomain = website.subdomain;
    // The site's own routes (the contact form) answer only while it is published.
    if (website.status !== 'published') {
      const published = await test.app.inject({ method: 'POST', url: `/api/websites/${known.ids.websites}/publish`, payload: { version: known.version }, headers: bearer(token) });
      if (published.statusCode === 200) known.version = published.json<{ website: { version: number } }>().website.version;
    }
  }
  // A case may have removed a fixture (start-over ends the session, a template change drops items...): make them again.
  const session = await test.app.inject({ url: `/api/onboarding/session?session_id=${known.sessionId}`, headers: bearer(token) });
  if (response.statusCode !== 200 || session.statusCode !== 200) await createFixtures();
}

/** Sign in again if a case signed the user out (logout, a password change...). */
async function ensureSignedIn() {
  if ((await test.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode === 200) return;
  const login = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password }, remoteAddress: '10.99.0.1' });
  expect(login.statusCode, login.body).toBe(200);
  token = login.json<{ token: string }>().token;
}

function requestFor(entry: (typeof operations)[number], rng: Random, index: number) {
  const { path, operation } = entry;
  const streams = Object.values(operation.responses ?? {}).some((response) => Object.keys(response.content ?? {}).includes('text/event-stream'));
  // Most rounds use the user's own ids (found from the path: /api/experiences/{id} is an experience), rounds 1, 3 and 7
  // hostile ones, and so does every DELETE: the fixtures must outlive the fuzz.
  const owner = path.split('/')[2] ?? '';
  const ownIds = ![1, 3, 7].includes(index) && !streams && entry.method !== 'DELETE';
  const pathValue = (name: string) =>
    ownIds ? (name === 'category' ? 'modern' : name === 'slug' ? 'modern' : String(known.ids[owner] ?? 1)) : rng.pick(hostileParams);
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === '*' ? 'x' : pathValue(name)));
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    // A stream answered with the bearer header alone would never end: its ticket is always given (and hostile).
    if (parameter.in !== 'query' || (!streams && rng.next() < 0.2)) continue;
    query.set(parameter.name, String(streams || rng.next() < 0.7 ? hostileString(rng, false) : wrongValue(rng)).slice(0, 100_000));
  }
  if (rng.next() < 0.3) query.set(hostileString(rng, false).slice(0, 20), hostileString(rng, false).slice(0, 1000));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema ?? undocumentedBodies[`${entry.method} ${path}`];
  let payload: string | undefined;
  switch (index) {
    case 0:
      payload = JSON.stringify(mutated(bodySchema, rng, true));
      break;
    case 1:
      payload = deepArray;
      break;
    case 2:
      payload = deepObject;
      break;
    case 3:
      payload = JSON.stringify(wrongValue(rng));
      break;
    case 4:
    case 5:
      payload = JSON.stringify(allStringsUnstorable(bodySchema, rng, index === 5));
      break;
    default:
      payload = JSON.stringify(mutated(bodySchema, rng, false));
  }
  const method = entry.method as 'GET';
  const hasBody = method !== 'GET' && method !== ('DELETE' as string);
  // The site host's routes (the contact form...) are in the document too; they answer on the site's own host.
  const host = path.startsWith('/api/') ? {} : { host: `${known.subdomain}.localhost:3000` };
  const headers = { ...bearer(token), ...host };
  return {
    method,
    url: `${url}${query.size ? `?${query.toString()}` : ''}`,
    // Each request from its own address, so the per-address limits answer 429 to none of them.
    remoteAddress: `10.${64 + rng.int(64)}.${rng.int(256)}.${1 + rng.int(250)}`,
    ...(hasBody || bodySchema ? { payload, headers: { ...headers, 'content-type': 'application/json' } } : { headers }),
  };
}

describe('JSON fuzz of the API', () => {
  it('finds the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it.for(cases)('$name: no 5xx', async (entry) => {
    await ensureSignedIn();
    await refreshVersion();
    const request = requestFor(entry, random(SEED + entry.round * 1000 + entry.position), entry.round);
    const response = await test.app.inject(request);
    expect(response.statusCode, `${request.url.slice(0, 200)} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  });

  it('still serves after the fuzz', async () => {
    expect((await test.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
