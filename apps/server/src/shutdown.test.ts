import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../test/accounts';
import { freePort } from '../test/free-port';
import { multipart } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';

const serverDir = path.resolve(import.meta.dirname, '..');
const fixtures = path.resolve(serverDir, '../../packages/cv-parser/fixtures/docs');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process of Folio's, from its sources (as `npm run dev` runs it), with its output kept. */
function start(entry: 'src/main.ts' | 'src/worker.ts', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { child, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (state.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (state.output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return {
    child,
    get output() {
      return state.output;
    },
    exited,
    async until(text: string, ms = 90_000) {
      const deadline = Date.now() + ms;
      while (!state.output.includes(text)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no "${text}" from ${entry}:\n${state.output}`);
        await sleep(50);
      }
    },
  };
}
type Started = ReturnType<typeof start>;
const running: ChildProcess[] = [];
const track = (process: Started) => (running.push(process.child), process);

describe('SIGTERM on an app instance (embedded defaults)', () => {
  let dataDir: string;
  let port: number;
  const url = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;
  // The embedded defaults whatever the environment says (CI's second pass sets DATABASE_URL and REDIS_URL).
  const env = () => ({ DATABASE_URL: '', REDIS_URL: '', S3_BUCKET: '', PORT: String(port), DATA_DIR: dataDir, APP_URL: `http://localhost:${port}`, SHUTDOWN_TIMEOUT_MS: '60000', ADMIN_EMAIL: 'admin@shutdown.test', ADMIN_PASSWORD: 'shutdown-admin-password' });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-shutdown-'));
    port = await freePort();
  });
  afterAll(async () => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Registers and follows the e-mailed link (the in-process mail job writes it to DATA_DIR/mail). */
  async function signUp() {
    const email = `shutdown.${Date.now()}@example.com`;
    const password = 'correct horse battery 9';
    const post = (pathname: string, body: unknown) => fetch(url(pathname), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/register', { name: 'Grace Hopper', email, password, password_confirmation: password, terms: true })).status).toBe(201);
    let link: URL | undefined;
    for (let attempt = 0; attempt < 200 && !link; attempt += 1) {
      for (const file of await fs.readdir(path.join(dataDir, 'mail')).catch(() => [])) {
        const text = (await fs.readFile(path.join(dataDir, 'mail', file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const match = /(http:\/\/\S+\/email\/verify\?\S+)/.exec(text);
        if (text.includes(email) && match) link = new URL(match[1]!);
      }
      if (!link) await sleep(50);
    }
    const verified = await post('/api/email/verify', { id: Number(link!.searchParams.get('id')), hash: link!.searchParams.get('hash') });
    return ((await verified.json()) as { data: { token: string } }).data.token;
  }

  it('finishes an upload under way and ends event streams, refuses new connections, then exits 0 with nothing lost', async () => {
    const server = track(start('src/main.ts', env()));
    await server.until('Folio is running');
    const token = await signUp();

    // An event stream, open when the signal comes: the server ends it rather than wait for it.
    const started = (await (await fetch(url('/api/onboarding/start'), { method: 'POST', headers: bearer(token) })).json()) as { session_id: string };
    const stream = await fetch(url(`/api/onboarding/events?session_id=${started.session_id}`), { headers: bearer(token) });
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      while (!(await reader.read()).done);
      return Date.now();
    })();

    // A CV upload on a slow connection: half the body now, the rest after the signal.
    const { payload, headers } = multipart('cv_file', 'helena-voss.pdf', await fs.readFile(path.join(fixtures, 'helena-voss.pdf-export.pdf')), 'application/pdf');
    const upload = http.request(url('/api/onboarding/upload-cv'), { method: 'POST', headers: { ...headers, ...bearer(token), 'content-length': String(payload.length) } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      upload.on('error', reject);
    });
    upload.write(payload.subarray(0, payload.length >> 1));
    await sleep(300);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await streamEnded).toBeLessThan(signalled + 5000);
    // The port no longer takes connections (a load balancer's next try goes to another instance).
    await expect.poll(() => fetch(url('/healthz')).then(() => 'answered', () => 'refused'), { timeout: 5000 }).toBe('refused');
    expect(server.child.exitCode).toBeNull();

    upload.end(payload.subarray(payload.length >> 1));
    const response = await answered;
    expect(response.status, response.body).toBe(200);
    const uploaded = JSON.parse(response.body) as { session_id: string; stored_path: string };
    expect(uploaded.stored_path).toBeTruthy();
    const exit = await server.exited;
    expect(exit.code, server.output).toBe(0);
    expect(server.output).toContain('stopped');

    // Started again on the same data: the upload the stop let finish is there.
    const again = track(start('src/main.ts', env()));
    await again.until('Folio is running');
    const session = (await (await fetch(url(`/api/onboarding/session?session_id=${uploaded.session_id}`), { headers: bearer(token) })).json()) as { session: unknown };
    expect(session.session).toMatchObject({ session_id: uploaded.session_id, stored_path: uploaded.stored_path, file_name: 'helena-voss.pdf' });
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 180_000);
});

// The worker needs PostgreSQL and Redis: this runs in CI's second pass, where both are set.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('SIGTERM on npm run worker, in the middle of a CV parse', () => {
  const prefix = `folio-shutdown-test-${randomBytes(4).toString('hex')}`;
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix, RUN_WORKERS: 'false' });
  });
  afterEach(() => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`*${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await app?.close();
  });

  const worker = (timeoutMs: number) =>
    track(start('src/worker.ts', { DATA_DIR: app.dataDir, DATABASE_URL: app.databaseUrl!, REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix, WORKER_PORT: '0', SHUTDOWN_TIMEOUT_MS: String(timeoutMs) }));

  /** A scanned CV (read by OCR, several seconds) queued for parsing; resolves with its session's reader. */
  async function queueScan() {
    const user = await userOnPlan(app);
    const { payload, headers } = multipart('cv_file', 'olivia-chen.pdf', await fs.readFile(path.join(fixtures, 'olivia-chen.scan.pdf')), 'application/pdf');
    const uploaded = await app.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload, headers: { ...headers, ...bearer(user.token) } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { session_id: sessionId, stored_path: storedPath, use_vision_parsing: vision } = uploaded.json();
    expect((await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, stored_path: storedPath, use_vision_parsing: vision })).statusCode).toBe(200);
    return async () => (await user.request('GET', `/api/onboarding/session?session_id=${sessionId}`)).json().session as { step: string; job_state: string };
  }

  it('lets the running parse finish before it exits', async () => {
    const session = await queueScan();
    const first = worker(60_000);
    await first.until('Folio worker is running');
    await expect.poll(async () => (await session()).job_state, { timeout: 60_000, interval: 50 }).toBe('running');
    first.child.kill('SIGTERM');
    expect((await first.exited).code, first.output).toBe(0);
    expect(await session()).toMatchObject({ step: 'review', job_state: 'done' });
  }, 120_000);

  it('hands a parse still running at its deadline back to the queue, where the next worker finishes it', async () => {
    const session = await queueScan();
    const first = worker(200);
    await first.until('Folio worker is running');
    await expect.poll(async () => (await session()).job_state, { timeout: 60_000, interval: 50 }).toBe('running');
    first.child.kill('SIGTERM');
    expect((await first.exited).code, first.output).toBe(0);
    expect(first.output).toContain('handed back to the queue');
    expect((await session()).job_state).not.toBe('done');
    const next = worker(20_000);
    await next.until('Folio worker is running');
    await expect.poll(async () => (await session()).job_state, { timeout: 60_000, interval: 200 }).toBe('done');
    expect((await session()).step).toBe('review');
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
  }, 150_000);
});
