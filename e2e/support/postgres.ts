import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The journeys on PostgreSQL and Redis, as production runs Folio: set E2E_DATABASE_URL and
 * E2E_REDIS_URL. The run migrates one template database (global-setup.ts); each spec file's server
 * gets a copy (CREATE DATABASE ... TEMPLATE) and a Redis prefix of its own, both removed after it.
 */
export interface TemplateStores {
  /** A database the test run may connect to for CREATE and DROP DATABASE. */
  adminUrl: string;
  template: string;
  redisUrl: string;
  /** Names this run's databases and prefixes, so a teardown finds every one of them. */
  run: string;
}

export interface ProductionStores {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  drop: () => Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Folio's own keys (`<prefix>:…`) and its BullMQ queue's, named after the prefix (`bull:<prefix>:…`). */
async function deleteKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const match of [`${prefix}*`, `bull:${prefix}*`]) {
      for await (const keys of redis.scanStream({ match, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
    }
  } finally {
    redis.disconnect();
  }
}

function stores(template: TemplateStores, database: string, redisPrefix: string): ProductionStores {
  return {
    databaseUrl: withDatabase(template.adminUrl, database),
    redisUrl: template.redisUrl,
    redisPrefix,
    drop: async () => {
      await asAdmin(template.adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
      await deleteKeys(template.redisUrl, `${redisPrefix}:`);
    },
  };
}

/** The run's empty template database, when E2E_DATABASE_URL and E2E_REDIS_URL ask for one. */
export async function createTemplateStores(): Promise<{ template: TemplateStores; stores: ProductionStores } | undefined> {
  const { E2E_DATABASE_URL: adminUrl, E2E_REDIS_URL: redisUrl } = process.env;
  if (!adminUrl || !redisUrl) return undefined;
  const run = `folio_e2e_${process.pid}`;
  const template: TemplateStores = { adminUrl, template: `${run}_template`, redisUrl, run };
  await asAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${template.template} with (force)`);
    await client.query(`create database ${template.template}`);
  });
  return { template, stores: stores(template, template.template, `${run}_template`) };
}

/** A spec file's own copy of the template database, and a fresh Redis prefix. */
export async function copyDatabase(template: TemplateStores): Promise<ProductionStores> {
  const name = `${template.run}_${randomBytes(4).toString('hex')}`;
  await asAdmin(template.adminUrl, (client) => client.query(`create database ${name} template ${template.template}`));
  return stores(template, name, name);
}

/** After the run: every database and key it made, including those of a spec file that crashed. */
export async function dropRun(template: TemplateStores) {
  await asAdmin(template.adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template.run}\\_%`]);
    for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
  });
  await deleteKeys(template.redisUrl, `${template.run}_`);
}
