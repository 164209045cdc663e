import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the run; spec files connect to it. */
    browserWsEndpoint: string;
    /** A data directory the built server has migrated and seeded (the admin); each spec file starts on a copy. */
    templateDataDir: string;
  }
}

/**
 * Once per run: one migrated database (PGlite's initdb takes seconds, copying its files a fraction
 * of one) and one browser. Spec files each get a copy of the database and their own browser contexts.
 */
export default async function setup(project: TestProject) {
  const templateDataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-template-'));
  const [template, browser] = await Promise.all([startServer({ dataDir: templateDataDir }), chromium.launchServer(chromiumOptions)]);
  await template.stop();
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('templateDataDir', templateDataDir);
  return async () => {
    await browser.close();
    rmSync(templateDataDir, { recursive: true, force: true });
  };
}
