import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // OCR of a scanned page takes seconds on this machine's two cores.
  // The hostile documents run apart: npm run test:security.
  test: { name: 'cv-parser', isolate: false, testTimeout: 60_000, hookTimeout: 60_000, env: { PARSER_NICE: '0' }, exclude: [...configDefaults.exclude, 'src/**/*.security.test.ts'] },
});
