import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freePort } from '../../test/free-port';

const redisUrl = process.env.REDIS_URL;
const serverDir = path.resolve(import.meta.dirname, '../..');


/** One request on a connection of its own, so the cluster hands it to the next server in turn. */
function get(port: number, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false, headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The server processes under a supervisor, from /proc (tsx also starts an esbuild service there). */
function children(pid: number): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.ts') ? [Number(entry)] : [];
    } catch {
      return []; // not a process, or it has just exited
    }
  });
}

async function eventually<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// WEB_CONCURRENCY needs PostgreSQL and Redis: this runs in CI's second pass, where both are set.
describe.runIf(process.env.DATABASE_URL && redisUrl)('several server processes on one port (WEB_CONCURRENCY=2)', () => {
  const prefix = `folio-cluster-test-${randomBytes(4).toString('hex')}`;
  let writer: TestApp;
  let supervisor: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';

  beforeAll(async () => {
    // The writer is another instance on the same database and Redis, as behind a load balancer.
    writer = await createTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, RUN_WORKERS: 'false' });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-cluster-'));
    port = await freePort();
    supervisor = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: writer.databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        WEB_CONCURRENCY: '2',
        RUN_WORKERS: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(() => output, (text) => text.includes('2 server processes'), 60_000);
    if (!output.includes('2 server processes')) throw new Error(`the servers did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    await writer?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves from both processes, and a change made elsewhere reaches the pages both have cached', async () => {
    expect(children(supervisor.pid!)).toHaveLength(2);
    const user = await userOnPlan(writer, 'free');
    const website = await user.createWebsite('Annie Easley');
    const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: 1 });
    const { subdomain, version } = published.json().website as { subdomain: string; version: number };
    const host = `${subdomain}.localhost:${port}`;
    const round = () => Promise.all(Array.from({ length: 6 }, () => get(port, host)));
    const first = await eventually(round, (pages) => pages.every((page) => page.status === 200));
    expect(first.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(first[0]!.body).toContain('Annie Easley');

    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version, intro: 'Rocket scientist at NASA Lewis' });
    const after = await eventually(round, (pages) => pages.every((page) => page.body.includes('Rocket scientist at NASA Lewis')), 5000);
    expect(after.filter((page) => page.body.includes('Rocket scientist at NASA Lewis'))).toHaveLength(6);
  });

  it('replaces a server that dies, and stops them all on SIGTERM', async () => {
    const [victim, survivor] = children(supervisor.pid!);
    process.kill(victim!, 'SIGKILL');
    const replaced = await eventually(() => children(supervisor.pid!), (pids) => pids.length === 2 && !pids.includes(victim!));
    expect(replaced).toContain(survivor);
    expect(replaced).toHaveLength(2);
    expect(output).toContain('server process exited; starting another');

    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', resolve));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(children(supervisor.pid!)).toEqual([]);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
