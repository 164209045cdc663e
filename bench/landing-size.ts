/**
 * How much JavaScript the landing page loads: reads the built apps/web/dist (run `npm run build`
 * first; this script builds nothing), follows index.html's entry script, classic scripts and
 * modulepreload links plus the entry's static imports, and prints raw and gzip sizes.
 * Target (issue 2): under 150 KB gzip. Usage: npx tsx bench/landing-size.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const targetGzipBytes = 150 * 1024;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run "npm run build -w @folio/web" first.`);
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const fromHtml = [
  ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1] ?? '');

// Static imports are fetched before the entry runs, whether or not Vite listed them as preloads.
const staticImport = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const seen = new Set<string>();
const queue = fromHtml.filter((src) => src.startsWith('/')).map((src) => src.slice(1));
while (queue.length > 0) {
  const file = queue.shift() ?? '';
  if (seen.has(file)) continue;
  seen.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(join(dist, file), 'utf8');
  for (const match of code.matchAll(staticImport)) {
    queue.push(posix.normalize(posix.join(posix.dirname(file), match[1] ?? '')));
  }
}

const rows = [...seen].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('JavaScript loaded by the landing page (apps/web/dist):');
for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
const raw = rows.reduce((sum, row) => sum + row.raw, 0);
const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`  ${'total'.padEnd(44)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
console.log(`Target: under ${kb(targetGzipBytes)} gzip: ${gzip < targetGzipBytes ? 'met' : 'NOT met'}.`);
