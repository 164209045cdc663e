import { configDefaults, defineProject } from 'vitest/config';

// Chromium checks (layout, axe, XSS): slower, run with `npm run test:browser -w @folio/templates`.
// One Chromium for the run; two files at once (Vitest's default on two cores would be one), and a few
// pages at a time within each (the tests are `describe.concurrent`): most of a check is waiting for
// the network to go quiet.
export default defineProject({
  test: {
    name: 'templates-browser',
    include: ['src/**/*.browser.test.ts'],
    exclude: [...configDefaults.exclude, 'src/**/*.security.browser.test.ts'],
    globalSetup: ['src/testing/browser-setup.ts'],
    maxConcurrency: Number(process.env.BROWSER_PAGES ?? 3),
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
