import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { openDatabase } from './db/client';

/**
 * The database (migrated, unless a supervising process already did) and Redis a process needs,
 * as the configuration says.
 */
export async function openInfrastructure(config: Config, { migrate = true } = {}) {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') });
  if (migrate) await database.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  return {
    database,
    redis,
    async close() {
      await redis?.quit();
      await database.close();
    },
  };
}

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits. `stop` keeps its own deadlines; if it still
 * has not finished after `hardLimitMs`, or a second signal comes (Ctrl-C twice), the process exits
 * at once with status 1.
 */
export function onShutdown(stop: (signal: string) => Promise<void>, hardLimitMs?: number) {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    if (hardLimitMs) setTimeout(() => process.exit(1), hardLimitMs).unref();
    void stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}
