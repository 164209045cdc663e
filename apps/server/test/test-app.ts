import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuiltApp, type Services } from '../src/app';
import { loadConfig } from '../src/config';
import { createPglite, openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { mailOutbox } from '../src/platform/db/platform.tables';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file: a copy of the run's template. */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') {
    const data = await fs.readFile(template.file);
    const pglite = await createPglite({ loadDataDir: new Blob([data]) });
    return { database: await openDatabase({ pglite }), drop: async () => {} };
  }
  const name = `folio_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const url = withDatabase(template.url, name);
  return {
    database: await openDatabase({ url }),
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: template.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: App;
  services: Services;
  routes: BuiltApp['routes'];
  database: DatabaseHandle;
  /** On PostgreSQL, the test database's URL, for processes of its own. */
  databaseUrl?: string;
  dataDir: string;
  /** Stops the app and starts a new one on the same database and data directory, as a server restart does. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** The real app on a real database; only the login back-off sleep is skipped. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-test-'));
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  // Redis only when a test asks for it (REDIS_URL in env), so test files never share queues.
  const connections: Redis[] = [];
  const start = async (overrides: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', ...env, ...overrides });
    const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
    if (redis) connections.push(redis);
    const built = await buildApp({ config, database, redis, logger: false, sleep: async () => {} });
    await built.app.ready();
    return built;
  };
  const test: TestApp = {
    ...(await start({})),
    database,
    databaseUrl,
    dataDir,
    async restart(overrides = {}) {
      await test.app.close();
      Object.assign(test, await start(overrides));
    },
    async close() {
      await test.app.close();
      for (const redis of connections) await redis.quit();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}

/** The newest e-mail sent to an address, once the mail job has delivered (or given up on) it. */
export async function lastMailTo(test: TestApp, to: string) {
  await test.services.background.drain();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await test.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(desc(mailOutbox.id)).limit(1);
    if (mail?.status !== 'queued' || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first link in a message's text part that starts with the given app path. */
export function linkIn(text: string, pathname: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathname.replace('/', '\\/')}[^\\s]*`));
  if (!match) throw new Error(`no ${pathname} link in:\n${text}`);
  return new URL(match[0]);
}
