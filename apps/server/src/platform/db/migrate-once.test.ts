import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { openDatabase, type DatabaseHandle } from './client';

const journalFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle/meta/_journal.json');

describe.runIf(process.env.DATABASE_URL)('migrations when several instances start together', () => {
  // Collected even when skipped (no DATABASE_URL, the embedded default), so nothing here may need it.
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `folio_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = adminUrl ? withDatabase(adminUrl, name) : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('applies each migration exactly once when three instances migrate an empty database at the same moment', async () => {
    // Three instances: each its own connection pool, as three processes would have.
    const instances: DatabaseHandle[] = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }

    const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { when: number; tag: string }[] };
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const { rows } = await check.query<{ created_at: string; count: string }>(
        'select created_at::text, count(*)::text from drizzle.__drizzle_migrations group by created_at order by created_at',
      );
      expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when).sort((a, b) => a - b));
      expect(rows.every((row) => row.count === '1')).toBe(true);
      // The schema is there: the last migration's tables answer.
      await expect(check.query('select count(*) from users')).resolves.toBeDefined();
      // And the lock was let go: nothing holds Folio's migration lock any more.
      const locks = await check.query("select 1 from pg_locks where locktype = 'advisory' and objid = 4242001");
      expect(locks.rowCount).toBe(0);
    } finally {
      await check.end();
    }
  });
});
