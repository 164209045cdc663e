import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // One module registry per worker, not per file: importing the app is most of an API test file's cost.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // The attacks run apart: npm run test:security (vitest.security.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.security.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // Parser children at normal priority: see packages/cv-parser/src/isolation/worker.ts.
    env: { PARSER_NICE: '0' },
    hookTimeout: 60_000,
  },
});
