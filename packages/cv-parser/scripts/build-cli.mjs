// Bundles the CLI (src/cli.ts) into dist/cli.mjs for plain Node, so `npm run parse-cv` starts
// without compiling TypeScript; bundled as the server is (scripts/node-bundle.mjs).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBundleOptions } from '../../../scripts/node-bundle.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cliBundle = path.join(packageDir, 'dist/cli.mjs');
/** What the bundle is made of: when any of these is newer than it, it is rebuilt. */
export const cliSources = [path.join(packageDir, 'src'), path.join(packageDir, '../schema/src'), path.join(packageDir, 'package.json')];

export async function buildCli() {
  const { build } = await import('esbuild');
  const result = await build({
    ...nodeBundleOptions,
    entryPoints: [path.join(packageDir, 'src/cli.ts')],
    outfile: cliBundle,
    write: false,
  });
  // Written aside and renamed, so a second CLI started meanwhile never imports half a file.
  const temporary = `${cliBundle}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(cliBundle), { recursive: true });
  await fs.writeFile(temporary, result.outputFiles[0].contents);
  await fs.rename(temporary, cliBundle);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildCli();
