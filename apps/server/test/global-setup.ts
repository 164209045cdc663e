import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../src/platform/db/client';

/**
 * Migrates one template database for the whole run: a PGlite data directory dumped to a tarball,
 * or, when DATABASE_URL is set, a PostgreSQL database that each test file copies (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `folio_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template) });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', { kind: 'postgres', url, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'folio_test_${process.pid}_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-test-template-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', file, pid: process.pid });
  return () => fs.rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: { kind: 'pglite'; file: string; pid: number } | { kind: 'postgres'; url: string; template: string };
  }
}
