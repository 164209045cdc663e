// Bundles the CLI (src/cli.ts) into dist/cli.mjs for plain Node, so `npm run parse-cv` starts
// without compiling TypeScript. Same rules as the server's build: workspace sources inlined,
// npm packages left external and loaded from node_modules, each source file keeping its own
// import.meta.url (pdfjs and tesseract find their files from it).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cliBundle = path.join(packageDir, 'dist/cli.mjs');
/** What the bundle is made of: when any of these is newer than it, it is rebuilt. */
export const cliSources = [path.join(packageDir, 'src'), path.join(packageDir, '../schema/src'), path.join(packageDir, 'package.json')];

export async function buildCli() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(packageDir, 'src/cli.ts')],
    outfile: cliBundle,
    write: false,
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
      {
        name: 'own-import-meta-url',
        setup(builder) {
          builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
            if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
            const source = await fs.readFile(args.path, 'utf8');
            return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
          });
        },
      },
    ],
    banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
  });
  // Written aside and renamed, so a second CLI started meanwhile never imports half a file.
  const temporary = `${cliBundle}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(cliBundle), { recursive: true });
  await fs.writeFile(temporary, result.outputFiles[0].contents);
  await fs.rename(temporary, cliBundle);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildCli();
