import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { freePort } from '../test/free-port';

const redisUrl = process.env.REDIS_URL;
const serverDir = path.resolve(import.meta.dirname, '..');
const TOKEN = 'a-metrics-token-for-the-worker';


// The worker needs PostgreSQL and Redis: this runs in CI's second pass, where both are set.
describe.runIf(process.env.DATABASE_URL && redisUrl)('npm run worker: readiness and metrics on WORKER_PORT', () => {
  const prefix = `folio-worker-test-${randomBytes(4).toString('hex')}`;
  let app: TestApp;
  let s3: S3Server;
  let worker: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${url}`, { headers });

  beforeAll(async () => {
    s3 = await startS3Server('folio-worker');
    // An app instance on the same database and Redis made the database; the worker runs the jobs.
    app = await createTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, RUN_WORKERS: 'false', ...s3.env });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-worker-'));
    port = await freePort();
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...s3.env, NODE_ENV: 'production', HOST: '127.0.0.1', WORKER_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: app.databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const until = Date.now() + 60_000;
    while (!output.includes('Folio worker is running') && worker.exitCode === null && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!output.includes('Folio worker is running')) throw new Error(`the worker did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) worker.kill('SIGKILL');
    await app?.close();
    await s3?.close().catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves its metrics to the token only', async () => {
    expect((await get('/metrics')).status).toBe(401);
    const metrics = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(metrics.status).toBe(200);
    const body = await metrics.text();
    expect(body).toMatch(/^folio_queue_jobs\{state="waiting"\} \d+$/m);
    expect(body).toMatch(/^folio_process_resident_memory_bytes \d+/m);
  });

  it('is ready with the database, Redis and the bucket, says which part failed, and stops on SIGTERM', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });

    await s3.close();
    const notReady = await get('/readyz');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'ok', storage: 'unavailable' } });

    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
