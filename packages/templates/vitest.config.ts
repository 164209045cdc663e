import { defineProject } from 'vitest/config';

// The fast unit project; Chromium checks live in vitest.browser.config.ts (npm run test:browser).
export default defineProject({
  test: {
    name: 'templates',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.ts', 'node_modules/**'],
  },
});
