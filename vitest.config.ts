import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; browser tests have their own config under e2e/.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1): the API tests wait on PGlite, the
    // parser's children and timers often enough that three keep both cores busy (363 s -> 204 s alone).
    // (VITEST_MAX_WORKERS overrides it.)
    maxWorkers: 3,
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
