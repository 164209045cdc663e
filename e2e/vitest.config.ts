import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built app (`npm run build` first; `npm run test:e2e` does both).
// One Chromium and one migrated database for the whole run (support/global-setup.ts); each spec file
// starts the built server on its own copy of that database. Two files at a time: most of a journey
// is waiting on the browser, so two keep this 2-core machine busy without starving either.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Every Playwright step has its own limit (15 s, support/browser.ts), which is what catches a
    // screen that never comes; the test's limit only stops a hang. A long journey (the admin's
    // impersonation: 15 s alone) ran past 90 s beside the templates' checks on two cores, so 180.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A browser on a shared 2-core machine: what a user sees within a few seconds is on time.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default'],
  },
});
