/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The SPA builds to apps/web/dist, which apps/server serves with an index.html fallback.
// In development the API runs on :3000 (or FOLIO_API_URL) and Vite proxies to it, so the app stays same-origin.
const apiTarget = process.env.FOLIO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // The builder's live preview page is a second entry: served by the site host at /_preview/live
      // on the site origin, it shares no code path with the landing page's bundle.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        preview: fileURLToPath(new URL('./preview.html', import.meta.url)),
      },
      // @folio/schema's modules only declare values; telling the bundler so lets the landing page
      // import the plan table without pulling in every zod schema (and zod itself).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/schema/') },
    },
  },
  test: { name: 'web', isolate: false, include: ['src/**/*.test.{ts,tsx}'] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
