import { defineConfig, mergeConfig } from 'vitest/config';
import suite from './vitest.config';

// `npm run screens`: the browser journeys again, writing screenshots to e2e/screenshots/ and showing
// (and axe-checking) every screen in both themes at 375 and 1280 px. For a person to look at the
// screens; the suite (`npm run test:e2e`) checks each screen once and writes nothing.
export default mergeConfig(
  suite,
  defineConfig({
    test: {
      env: { FOLIO_SCREENS: '1' },
    },
  }),
);
