import { defineProject } from 'vitest/config';

// Chromium checks (layout, axe, XSS): slower, run with `npm run test:browser -w @folio/templates`.
export default defineProject({
  test: {
    name: 'templates-browser',
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
