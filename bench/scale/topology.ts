// The production topology as real processes on this machine, without containers: PostgreSQL (a
// database of its own), Redis (a prefix of its own), s3rver on loopback, two app instances with
// RUN_WORKERS=false, one worker, and Debian's caddy in front running deploy/folio-upstreams.caddy.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, root } from '../support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLOCK_TICKS = 100;

export interface Proc {
  name: string;
  child: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for the report when something fails. */
  tail(): string;
  exited: Promise<void>;
}

function run(name: string, command: string, args: string[], env: Record<string, string>, logDir: string): Proc {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // 'close': the process has exited and its output has all been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  void exited.then(() => log.end());
  return { name, child, tail: () => lines.join('\n'), exited };
}

/** CPU seconds used so far by a process and its live descendants (the worker's parser children). */
async function cpuSeconds(pid: number): Promise<number> {
  const entries = await fs.readdir('/proc').catch(() => [] as string[]);
  const stats = new Map<number, { ppid: number; ticks: number }>();
  await Promise.all(
    entries.filter((entry) => /^\d+$/.test(entry)).map(async (entry) => {
      const text = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (fields.length > 13) stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    }),
  );
  let ticks = 0;
  const walk = (id: number) => {
    ticks += stats.get(id)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === id) walk(child);
  };
  walk(pid);
  return ticks / CLOCK_TICKS;
}

async function until(what: string, check: () => Promise<boolean>, ms: number, proc?: Proc) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited before ${what}:\n${proc.tail()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${proc ? `:\n${proc.tail()}` : ''}`);
    await sleep(100);
  }
}

/**
 * The app instances' V8 flags, as deploy/Dockerfile's CMD gives them: a 64 MB young generation
 * (Node's default is 16) halves the scavenges under the editors' saves and promotes less of each
 * request's garbage, so full collections, whose pauses stall every page the instance is serving,
 * come less often.
 */
const APP_NODE_FLAGS = ['--max-semi-space-size=64'];
/** The worker's priority on this shared machine (its CV parser's children run at 19 anyway). */
const WORKER_NICE = 10;

const answers = (url: string) => fetch(url, { signal: AbortSignal.timeout(3000) }).then((response) => response.ok);

export async function startTopology(options: { databaseUrl: string; redisUrl: string }) {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-scale-'));
  // Every process's output, kept after a failed run (run.ts removes it after a passed one).
  const logDir = path.join(os.tmpdir(), `folio-scale-logs-${id}`);
  await fs.mkdir(logDir);
  const procs = new Set<Proc>();
  const database = `folio_scale_${id}`;
  const redisPrefix = `folio-scale-${id.replace('_', '-')}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();

  const cleanups: Array<() => Promise<unknown>> = [];
  const cleanup = async () => {
    for (const proc of procs) if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
    await Promise.all([...procs].map((proc) => proc.exited));
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error));
  };

  try {
    await admin.query(`create database ${database}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });
    cleanups.push(async () => {
      const redis = new Redis(options.redisUrl);
      // Folio's own keys (`<prefix>:...`) and BullMQ's (`bull:<prefix>:...`).
      for (const pattern of [`${redisPrefix}:*`, `bull:${redisPrefix}:*`]) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
      await redis.quit();
    });
    cleanups.push(() => fs.rm(work, { recursive: true, force: true }));

    const databaseUrl = new URL(options.databaseUrl);
    databaseUrl.pathname = `/${database}`;
    const bucket = 'folio-scale';
    await fs.mkdir(path.join(work, 's3'));
    // node --import tsx, not the tsx command: that one runs the script in a child of its own, which a kill would leave behind.
    const s3 = run('s3rver', process.execPath, ['--import', 'tsx', 'bench/scale/s3-server.ts', path.join(work, 's3'), bucket], {}, logDir);
    procs.add(s3);
    let s3Port = 0;
    await until('s3rver', async () => ((s3Port = Number(/"port":(\d+)/.exec(s3.tail())?.[1] ?? 0)), s3Port > 0), 60_000, s3);

    const [app1Port, app2Port, workerPort, caddyPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const url = `http://127.0.0.1:${caddyPort}`;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${caddyPort}`,
      SITE_DOMAIN: 'localhost',
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: redisPrefix,
      RUN_WORKERS: 'false',
      WEB_CONCURRENCY: '1',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ADMIN_EMAIL: 'admin@scale.test',
      ADMIN_PASSWORD: 'scale-test-admin-password',
      APP_SECRET: randomBytes(32).toString('hex'),
      SHUTDOWN_TIMEOUT_MS: '10000',
    };

    const apps: Array<{ port: number; proc?: Proc }> = [{ port: app1Port }, { port: app2Port }];
    const worker: { port: number; proc?: Proc } = { port: workerPort };
    const startApp = async (index: number) => {
      const app = apps[index]!;
      // As deploy/Dockerfile starts an app instance (see APP_NODE_FLAGS); BENCH_NODE_ARGS adds flags such as --cpu-prof.
      const args = [...APP_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(root, 'apps/server/dist/main.js')];
      const proc = run(`app${index + 1}`, process.execPath, args, { ...env, PORT: String(app.port) }, logDir);
      procs.add(proc);
      app.proc = proc;
      await until(`app${index + 1} ready`, () => answers(`http://127.0.0.1:${app.port}/readyz`), 120_000, proc);
    };
    const startWorker = async () => {
      const proc = run('worker', process.execPath, [path.join(root, 'apps/server/dist/worker.js')], { ...env, WORKER_PORT: String(workerPort) }, logDir);
      procs.add(proc);
      worker.proc = proc;
      // Background work yields the cores to the requests, as deploy/compose.yaml's cpu_shares has it.
      os.setPriority(proc.child.pid!, WORKER_NICE);
      await until('the worker ready', () => answers(`http://127.0.0.1:${workerPort}/readyz`), 120_000, proc);
    };
    // Both at once, as an orchestrator starts them: the migrations run once, under their lock.
    await Promise.all([startApp(0), startApp(1)]);
    await startWorker();

    const caddyfile = path.join(work, 'Caddyfile');
    await fs.writeFile(
      caddyfile,
      [
        '# deploy/Caddyfile without TLS (loopback, one port): the same load balancing, from the same file.',
        '{',
        '\tadmin off',
        '\tauto_https off',
        `\thttp_port ${caddyPort}`,
        '}',
        `http://:${caddyPort} {`,
        '\tencode zstd gzip',
        `\timport ${path.join(root, 'deploy/folio-upstreams.caddy')}`,
        '}',
        '',
      ].join('\n'),
    );
    const caddy = run('caddy', 'caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { FOLIO_UPSTREAMS: `127.0.0.1:${app1Port} 127.0.0.1:${app2Port}`, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work }, logDir);
    procs.add(caddy);
    await until('caddy', () => answers(`${url}/healthz`), 30_000, caddy);

    return {
      url,
      caddyPort,
      database,
      databaseUrl: databaseUrl.toString(),
      redisPrefix,
      work,
      logDir,
      apps,
      worker,
      caddy,
      /** A query on the test's own database (to find a parse under way, and to read e-mailed links). */
      query: async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
        const client = new pg.Client({ connectionString: databaseUrl.toString() });
        await client.connect();
        try {
          return (await client.query<T>(sql, values)).rows;
        } finally {
          await client.end();
        }
      },
      /** SIGKILL: no drain, no goodbye, as when a machine dies. */
      async kill(proc: Proc | undefined) {
        if (!proc || proc.child.exitCode !== null) return;
        proc.child.kill('SIGKILL');
        await proc.exited;
      },
      startApp,
      startWorker,
      /** CPU seconds of each process (with its children) now. */
      async cpu() {
        const named = [...apps.map((app, index) => [`app${index + 1}`, app.proc] as const), ['worker', worker.proc] as const, ['caddy', caddy] as const, ['s3rver', s3] as const];
        const result: Record<string, number> = {};
        for (const [name, proc] of named) if (proc?.child.pid && proc.child.exitCode === null) result[name] = await cpuSeconds(proc.child.pid);
        return result;
      },
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
export type Topology = Awaited<ReturnType<typeof startTopology>>;
