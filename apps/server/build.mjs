// Bundles the server into dist/: our workspace packages (TypeScript sources) are inlined,
// everything from node_modules stays external and is loaded by Node at run time.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

await build({
  // cv-worker: the CV parser's child process (platform/cv-reader.ts), bundled so it runs on plain Node.
  entryPoints: ['src/main.ts', 'src/worker.ts', { in: '../../packages/cv-parser/src/isolation/worker.ts', out: 'cv-worker' }],
  outdir: 'dist',
  define: { 'process.env.FOLIO_CV_WORKER': JSON.stringify(path.resolve('dist/cv-worker.js')) },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@folio/') ? undefined : { path: args.path, external: true }));
      },
    },
    {
      // Packages find their own files (fonts, previews, language data) from import.meta.url;
      // keep each source file's own URL so they work the same bundled as from sources.
      name: 'own-import-meta-url',
      setup(builder) {
        builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
          if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
          const source = await fs.readFile(args.path, 'utf8');
          return {
            contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          };
        });
      },
    },
  ],
  banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
});
