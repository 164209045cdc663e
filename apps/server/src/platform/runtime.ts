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

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function onShutdown(stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).finally(() => process.exit(0));
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}
