import { defineProject } from 'vitest/config';

// The fast unit project; Chromium checks live in vitest.browser.config.ts (npm run test:browser).
export default defineProject({
  test: {
    name: 'templates',
    // One module registry per worker, not per file: importing the 32 templates is most of a file's cost.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.ts', 'node_modules/**'],
  },
});
