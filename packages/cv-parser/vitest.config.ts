import { defineConfig } from 'vitest/config';

export default defineConfig({
  // OCR of a scanned page takes seconds on this machine's two cores.
  test: { name: 'cv-parser', testTimeout: 60_000, hookTimeout: 60_000 },
});
