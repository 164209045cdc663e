import { defineConfig } from 'vitest/config';

// `npm run test:security`: the attacks kept as tests. Every `*.security.test.ts` of the server and the
// CV parser, and the templates' `*.security.browser.test.ts` (Chromium). `npm test` runs none of them.
// Each file holds one top-level describe, named for its row in the table that
// scripts/security-summary.ts prints (cases tried, failed).
export default defineConfig({
  test: {
    reporters: ['default', './scripts/security-summary.ts'],
    projects: [
      {
        root: './apps/server',
        test: {
          name: 'server-security',
          include: ['src/**/*.security.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        root: './packages/cv-parser',
        test: { name: 'cv-parser-security', include: ['src/**/*.security.test.ts'], testTimeout: 120_000, hookTimeout: 60_000 },
      },
      {
        root: './packages/templates',
        test: {
          name: 'templates-security',
          include: ['src/**/*.security.browser.test.ts'],
          globalSetup: ['src/testing/browser-setup.ts'],
          maxConcurrency: Number(process.env.BROWSER_PAGES ?? 3),
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
