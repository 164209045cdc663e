#!/usr/bin/env node
// `npm run -s parse-cv -- cv.pdf`: runs the prebuilt bundle (dist/cli.cjs and its code cache, made by
// `npm run build`), rebuilding it first when it is missing or older than any of its sources. The check
// stats about a hundred files (milliseconds); compiling the TypeScript at every call, as tsx did, cost
// most of a second, and loading the ESM build's modules one by one a third of one.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { buildCli, cliBundle, cliSources, loadCli } from '../scripts/build-cli.mjs';

async function newestChange(target) {
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const times = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs));
  return Math.max(info.mtimeMs, ...times);
}

// V8 first interprets a regular expression and compiles it to machine code once it has run: the
// parser's date patterns (every month of twelve languages) were compiled twice, ~70 ms of a call.
// Compiled once instead. Set before the bundle and its code cache are loaded, which depend on flags.
v8.setFlagsFromString('--no-regexp-tier-up');
const built = await stat(cliBundle).then((info) => info.mtimeMs, () => 0);
const changed = Math.max(...(await Promise.all(cliSources.map(newestChange))));
if (built < changed) await buildCli();
const { cli, cacheStale, saveCache } = loadCli();
process.exitCode = await cli.main(process.argv.slice(2));
if (cacheStale) saveCache();
