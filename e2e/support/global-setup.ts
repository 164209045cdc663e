import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium';
import { createTemplateStores, dropRun, type TemplateStores } from './postgres';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the run; spec files connect to it. */
    browserWsEndpoint: string;
    /** A data directory the built server has migrated and seeded (the admin); each spec file starts on a copy. */
    templateDataDir: string;
    /** On PostgreSQL and Redis (E2E_DATABASE_URL, E2E_REDIS_URL): the migrated database each spec file copies. */
    templateStores: TemplateStores | undefined;
  }
}

/**
 * Once per run: one migrated database (PGlite's initdb takes seconds, copying its files a fraction
 * of one) and one browser. Spec files each get a copy of the database and their own browser contexts.
 */
export default async function setup(project: TestProject) {
  const templateDataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-template-'));
  const production = await createTemplateStores();
  const [template, browser] = await Promise.all([startServer({ dataDir: templateDataDir, stores: production?.stores }), chromium.launchServer(chromiumOptions)]);
  await template.stop();
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('templateDataDir', templateDataDir);
  project.provide('templateStores', production?.template);
  return async () => {
    await browser.close();
    rmSync(templateDataDir, { recursive: true, force: true });
    if (production) await dropRun(production.template);
  };
}
