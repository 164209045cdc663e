import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findRepoPath } from '../paths';
import * as schema from './schema';

/** Both drivers speak the same dialect through the same schema; features see only this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A PostgreSQL unique_violation, as either driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSource = { url: string } | { dataDir: string } | { pglite: PGlite };

/**
 * A PGlite database with the extensions the migrations use (pg_trgm: the admin searches' trigram
 * indexes). Every PGlite that opens Folio's data must come from here: without the extension loaded,
 * a write to an indexed table fails.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

const migrationsFolder = path.dirname(path.dirname(findRepoPath('drizzle/meta/_journal.json') ?? 'drizzle/meta/x'));

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('url' in source) {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Instances starting together must not apply the same migration twice.
        // The lock is the session's: the first instance migrates, the others wait for it on the same
        // connection, then find every migration applied (migrate-once.test.ts starts three at once).
        const client = await pool.connect();
        let locked = false;
        try {
          await client.query('select pg_advisory_lock(4242001)');
          locked = true;
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          // A connection that failed is dropped, not reused (closing it lets go of any lock it holds).
          const unlocked = locked ? await client.query('select pg_advisory_unlock(4242001)').then(() => true, () => false) : false;
          client.release(!unlocked);
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pglite' in source) {
    client = source.pglite;
  } else {
    fs.mkdirSync(source.dataDir, { recursive: true });
    client = await createPglite({ dataDir: source.dataDir });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
