// How Folio bundles TypeScript for plain Node (the server's build and the parser's CLI): our
// workspace packages are inlined, npm packages stay external and load from node_modules, and each
// source file keeps its own import.meta.url (fonts, previews, pdfjs and tesseract data are found from it).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each of our source files keeps its own import.meta.url once bundled. */
export const ownImportMetaUrl = {
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
};

export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@folio/') ? undefined : { path: args.path, external: true }));
      },
    },
    ownImportMetaUrl,
  ],
  // Some external CommonJS packages are required from bundled ESM.
  banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
};
