// Bundles the server into dist/ (see scripts/node-bundle.mjs for what is inlined and what stays external).
import path from 'node:path';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../../scripts/node-bundle.mjs';

await build({
  ...nodeBundleOptions,
  // cv-worker: the CV parser's child process (platform/cv-reader.ts), bundled so it runs on plain Node.
  entryPoints: ['src/main.ts', 'src/worker.ts', { in: '../../packages/cv-parser/src/isolation/worker.ts', out: 'cv-worker' }],
  outdir: 'dist',
  define: { 'process.env.FOLIO_CV_WORKER': JSON.stringify(path.resolve('dist/cv-worker.js')) },
  sourcemap: true,
  jsx: 'automatic',
});
