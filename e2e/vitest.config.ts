import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built app (`npm run build` first; `npm run test:e2e` does both).
// Files run one after another: each starts its own server and browser, and Chromium is heavy.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A browser on a shared 2-core machine: what a user sees within a few seconds is on time.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default'],
  },
});
