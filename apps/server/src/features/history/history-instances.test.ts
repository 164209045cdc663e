import { randomBytes } from 'node:crypto';
import type { SnapshotList, WebsiteWithSections } from '@folio/schema';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type BuiltApp } from '../../app';
import { loadConfig } from '../../config';
import { createServices, type Services } from '../../services';

const redisUrl = process.env.REDIS_URL;
const QUIET_MS = 3000;

// BullMQ needs Redis: this runs where REDIS_URL is set (CI's second pass; locally with the machine's Redis).
describe.runIf(redisUrl)('burst snapshots with two app instances and a separate worker (BullMQ)', () => {
  const prefix = `folio-history-test-${randomBytes(4).toString('hex')}`;
  const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, RUN_WORKERS: 'false', SNAPSHOT_QUIET_MS: String(QUIET_MS) };
  const connections: Redis[] = [];
  let first: TestApp;
  let second: BuiltApp;
  let worker: Services;

  beforeAll(async () => {
    first = await createTestApp(env);
    // A second web instance and a worker on the same database and Redis, as separate processes would be.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: first.dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', ...env });
    const redis = () => {
      const connection = new Redis(redisUrl!);
      connections.push(connection);
      return connection;
    };
    second = await buildApp({ config, database: first.database, redis: redis(), logger: false, sleep: async () => {} });
    await second.app.ready();
    worker = await createServices({ config, database: first.database, redis: redis(), log: pino({ level: 'silent' }) });
    await worker.startWorkers();
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await second?.app.close();
    await first?.close();
    const cleaner = new Redis(redisUrl!);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    for (const connection of connections) await connection.quit().catch(() => undefined);
  });

  it('takes one snapshot of writes spread over both instances, once the website is quiet', async () => {
    const user = await userOnPlan(first);
    const site = await user.createWebsite();
    const instances = [first.app, second.app];
    let version = site.version;
    for (const [index, intro] of ['One', 'Two', 'Three', 'Four'].entries()) {
      const response = await instances[index % 2]!.inject({ method: 'PATCH', url: `/api/websites/${site.id}/builder`, headers: bearer(user.token), payload: { version, intro } });
      expect(response.statusCode, response.body).toBe(200);
      version = response.json<{ website: WebsiteWithSections }>().website.version;
    }
    const snapshots = async () => (await second.app.inject({ url: `/api/websites/${site.id}/snapshots`, headers: bearer(user.token) })).json<SnapshotList>().snapshots;
    const deadline = Date.now() + 30_000;
    while ((await snapshots()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const taken = await snapshots();
    expect(taken).toMatchObject([{ kind: 'edited', version }]);
    // Quiet for the whole period after the last write, not after the first.
    expect(Date.parse(taken[0]!.created_at) - Date.parse((await user.request('GET', `/api/websites/${site.id}`)).json<{ website: WebsiteWithSections }>().website.updated_at)).toBeGreaterThanOrEqual(QUIET_MS - 50);

    // The checks still queued find nothing new: one snapshot stays one.
    const queue = worker.jobs.inspect();
    if (queue.kind !== 'bullmq') throw new Error('expected the BullMQ queue');
    const until = Date.now() + 30_000;
    while ((await queue.queue.getJobs(['delayed', 'waiting', 'active'])).some((job) => job.name === 'history.snapshot') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await snapshots()).toHaveLength(1);
  });
});
