import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { copyDatabase, type ProductionStores } from './postgres';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const admin = { email: 'admin@e2e.test', password: 'Admin-Pass-123!' };

export interface TestServer {
  /** What the browser opens (links in e-mails use it too). */
  url: string;
  /** The same server for Node's fetch, which may try ::1 first for "localhost". */
  apiUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the built server (apps/server/dist/main.js, serving apps/web/dist) on a free port with a
 * fresh data directory, a copy of the run's migrated one (see global-setup.ts), so every test
 * file has its own database and mail outbox. With `dataDir`, it starts there and leaves it behind.
 * When the run is on PostgreSQL and Redis (E2E_DATABASE_URL and E2E_REDIS_URL), the file gets its
 * own copy of the run's template database and its own Redis prefix instead of PGlite.
 */
export async function startServer(options: { env?: Record<string, string>; port?: number; dataDir?: string; stores?: ProductionStores } = {}): Promise<TestServer> {
  const main = join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'folio-e2e-'));
  let stores = options.stores;
  if (!options.dataDir) {
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    const template = inject('templateStores');
    if (template) stores = await copyDatabase(template);
  }
  let log = '';
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: stores?.databaseUrl ?? '',
      REDIS_URL: stores?.redisUrl ?? '',
      REDIS_PREFIX: stores?.redisPrefix ?? 'folio',
      SMTP_URL: '',
      // The parser's children at normal priority, as in the unit tests: beside a busy test run, at nice 19
      // they can starve past a journey's wait (see packages/cv-parser/src/isolation/worker.ts).
      PARSER_NICE: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const apiUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(apiUrl, child, () => log);

  return {
    url,
    apiUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (!options.dataDir) await stores?.drop();
    },
  };
}
