/**
 * Scores the CV parser on its fixtures: per-field and per-format accuracy, parse time (median, p95)
 * and peak memory. Prints figures; never fails on timing. Run: npm run -s bench:cv [-- --verbose] [--only=name]
 *
 * The figures come from a child process running the parser bundled by esbuild under plain Node, as
 * the server runs it: under tsx, transforming pdfjs alone adds ~180 MB that production never has.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginBuild } from 'esbuild';
import { parseCv, terminateOcr } from '../packages/cv-parser/src/index';
import { scoreCv, type ExpectedCv, type FieldScores } from '../packages/cv-parser/src/score';
import { formatCalibrationTable, type ScoredDocument } from '../packages/cv-parser/src/confidence/report';

if (!process.argv.includes('--child')) {
  const { build } = await import('esbuild');
  const root = path.resolve(import.meta.dirname, '..');
  const outfile = path.join(root, 'node_modules/.cache/folio-bench/cv-parse.mjs');
  // npm packages stay external (loaded from node_modules as in production); workspace TS is bundled.
  const externals = { name: 'externals', setup(b: PluginBuild) { b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@folio/') ? undefined : { path: args.path, external: true })); } };
  await build({ entryPoints: [fileURLToPath(import.meta.url)], bundle: true, platform: 'node', format: 'esm', plugins: [externals], outfile, logLevel: 'error' });
  const child = spawnSync(process.execPath, [outfile, '--child', `--root=${root}`, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const root = process.argv.find((arg) => arg.startsWith('--root='))?.slice(7) ?? process.cwd();
const fixtures = path.join(root, 'packages/cv-parser/fixtures');
const verbose = process.argv.includes('--verbose');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);

interface Entry { file: string; person: string; layout: string }
const manifest = JSON.parse(await readFile(path.join(fixtures, 'manifest.json'), 'utf8')) as Entry[];

const groupOf = (entry: Entry) => (entry.layout === 'scan' ? 'scan' : entry.layout.split('-')[0]!);
const byField: FieldScores = new Map();
const byGroup = new Map<string, { correct: number; total: number }>();
const timings = new Map<string, number[]>();
const scoredDocuments: ScoredDocument[] = [];

// Warm the module graph so the first document is not charged for loading pdfjs.
await parseCv({ text: 'Warm Up\nwarm@example.com\n\nEXPERIENCE\nEngineer, Acme\n2020 - 2021' });
const warmPdf = manifest.find((entry) => entry.file.endsWith('.pdf') && entry.layout !== 'scan');
if (warmPdf) await parseCv({ bytes: new Uint8Array(await readFile(path.join(fixtures, 'docs', warmPdf.file))) });

for (const entry of manifest) {
  if (only && !entry.file.includes(only)) continue;
  const bytes = new Uint8Array(await readFile(path.join(fixtures, 'docs', entry.file)));
  const expected = JSON.parse(await readFile(path.join(fixtures, 'expected', `${entry.person}.json`), 'utf8')) as ExpectedCv;
  const started = performance.now();
  const parsed = await parseCv({ bytes, filename: entry.file });
  const ms = performance.now() - started;
  const group = groupOf(entry);
  const perPage = group === 'scan' ? ms / Math.max(1, parsed.meta.pages) : ms;
  timings.set(group, [...(timings.get(group) ?? []), perPage]);
  const scores = scoreCv(parsed, expected);
  scoredDocuments.push({ parsed, expected });
  let correct = 0;
  let total = 0;
  for (const [field, score] of scores) {
    const sum = byField.get(field) ?? { correct: 0, total: 0 };
    sum.correct += score.correct;
    sum.total += score.total;
    byField.set(field, sum);
    correct += score.correct;
    total += score.total;
    if (verbose && score.correct < score.total) console.log(`  ${entry.file} ${field}: ${score.correct.toFixed(1)}/${score.total}`);
  }
  const sum = byGroup.get(group) ?? { correct: 0, total: 0 };
  sum.correct += correct;
  sum.total += total;
  byGroup.set(group, sum);
  console.log(`${entry.file.padEnd(44)} ${pct(correct, total).padStart(6)}  ${ms.toFixed(0).padStart(6)} ms  confidence ${parsed.confidence}`);
}
await terminateOcr();

console.log('\nField accuracy');
for (const [field, score] of [...byField].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${field.padEnd(24)} ${pct(score.correct, score.total).padStart(6)}  (${score.correct.toFixed(1)}/${score.total})`);
console.log('\nFormat accuracy');
for (const [group, score] of byGroup) console.log(`  ${group.padEnd(8)} ${pct(score.correct, score.total).padStart(6)}`);
const all = [...byGroup.values()].reduce((acc, s) => ({ correct: acc.correct + s.correct, total: acc.total + s.total }), { correct: 0, total: 0 });
console.log(`  ${'all'.padEnd(8)} ${pct(all.correct, all.total).padStart(6)}`);
console.log(`\n${formatCalibrationTable('Confidence calibration, tuning fixtures (stated confidence -> observed accuracy)', scoredDocuments)}`);
console.log('\nTimings (ms per document; scan: per page)');
for (const [group, values] of timings) console.log(`  ${group.padEnd(8)} median ${quantile(values, 0.5).toFixed(0).padStart(6)}  p95 ${quantile(values, 0.95).toFixed(0).padStart(6)}  max ${Math.max(...values).toFixed(0).padStart(6)}`);
const textLayer = [...timings].filter(([group]) => group !== 'scan').flatMap(([, values]) => values);
console.log(`  ${'text-layer p95'.padEnd(8)} ${quantile(textLayer, 0.95).toFixed(0)} ms`);
console.log(`\nPeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

function pct(correct: number, total: number) {
  return total === 0 ? '-' : `${((100 * correct) / total).toFixed(1)}%`;
}

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
