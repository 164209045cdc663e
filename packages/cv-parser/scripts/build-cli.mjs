// The CLI (src/cli.ts) as one CommonJS file for plain Node, dist/cli.cjs, with V8's code cache beside
// it (dist/cli.cjs.cache), so `npm run parse-cv` neither compiles TypeScript nor resolves hundreds of
// modules nor compiles their JavaScript at every call. npm packages are inlined (pdfjs and its worker
// included) but for the native canvas and tesseract, which runs its own worker script from its package.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { ownImportMetaUrl } from '../../../scripts/node-bundle.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cliBundle = path.join(packageDir, 'dist/cli.cjs');
const cliCache = `${cliBundle}.cache`;
/** What the bundle is made of: when any of these is newer than it, it is rebuilt. */
export const cliSources = [path.join(packageDir, 'src'), path.join(packageDir, '../schema/src'), path.join(packageDir, 'package.json'), fileURLToPath(import.meta.url)];
/** A text PDF and a DOCX parsed once after the build, so the cache holds the code a parse runs. */
const warmUpFiles = ['fixtures/docs/priya-raman.pdf-single.pdf', 'fixtures/docs/tomas-herrera.docx-single.docx'].map((file) => path.join(packageDir, file));

/** Written aside and renamed, so a second CLI started meanwhile never reads half a file. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/**
 * Runs the bundle from the code cache when V8 accepts it (same Node, same flags). `saveCache`
 * writes a new one, with every function compiled so far: the launcher calls it when the cache was
 * missing or refused, so a Node upgrade costs one slower call.
 */
export function loadCli() {
  const source = fs.readFileSync(cliBundle, 'utf8');
  const cachedData = fs.existsSync(cliCache) ? fs.readFileSync(cliCache) : undefined;
  const script = new vm.Script(Module.wrap(source), { filename: cliBundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(cliBundle), module, cliBundle, path.dirname(cliBundle));
  return { cli: module.exports, cacheStale: !cachedData || script.cachedDataRejected === true, saveCache: () => writeAtomically(cliCache, script.createCachedData()) };
}

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const pdfjsChanges = JSON.parse(fs.readFileSync(path.join(packageDir, 'src/extract/pdfjs-changes.json'), 'utf8'));

/**
 * pdfjs-changes.json made in the bundled pdfjs (src/extract/pdfjs.ts makes "type3" at load time where
 * it can import a module from its text; the CLI's pdfjs is inlined). "responseBytes" (both files) is the CLI's
 * alone: pdfjs's polyfill of Response.prototype.bytes makes Node load its fetch (~60 ms) at every
 * start, for a method only pdfjs's network loader calls, and the CLI reads local files.
 */
function changedPdfjs() {
  const byFile = new Map();
  const made = new Set();
  for (const [name, change] of Object.entries(pdfjsChanges)) {
    if (name.startsWith('$')) continue;
    const file = path.join(pdfjsRoot, change.file);
    const source = byFile.get(file) ?? fs.readFileSync(file, 'utf8');
    const at = source.indexOf(change.find);
    if (at < 0 || source.includes(change.find, at + 1)) continue;
    byFile.set(file, source.slice(0, at) + change.replace + source.slice(at + change.find.length));
    made.add(name);
  }
  const plugin = {
    name: 'changed-pdfjs',
    setup(builder) {
      builder.onLoad({ filter: /pdfjs-dist[\\/]legacy[\\/]build[\\/].*\.mjs$/ }, (args) => (byFile.has(args.path) ? { contents: byFile.get(args.path), loader: 'js' } : undefined));
    },
  };
  return { plugin, made };
}

export async function buildCli() {
  const { build } = await import('esbuild');
  const pdfjs = changedPdfjs();
  const result = await build({
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    logLevel: 'warning',
    entryPoints: [path.join(packageDir, 'src/cli.ts')],
    write: false,
    external: ['@napi-rs/canvas', 'tesseract.js', '@tesseract.js-data/*'],
    // pdfjs finds its own files from import.meta.url; in one CommonJS file that is the bundle's.
    define: { 'import.meta.url': '__bundleUrl', 'process.env.FOLIO_BUNDLE_SKIPS_TYPE3': JSON.stringify(pdfjs.made.has('type3') ? '1' : '0') },
    banner: { js: "'use strict'; const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    supported: { 'dynamic-import': false },
    plugins: [ownImportMetaUrl, pdfjs.plugin],
  });
  fs.rmSync(cliCache, { force: true });
  writeAtomically(cliBundle, result.outputFiles[0].contents);
  const { cli, saveCache } = loadCli();
  await cli.warmUp(warmUpFiles.filter((file) => fs.existsSync(file)));
  saveCache();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildCli();
