/**
 * Scores the CV parser on two corpora side by side: the tuning fixtures (synthetic people the rules were
 * written against) and the held-out set (real people's published JSON Resumes in designs the rules never
 * saw; its figure is the parser's accuracy). Per-field, per-format, per-layout and per-language accuracy,
 * the macro (mean of per-field accuracy), parse time (median, p95) and peak memory. Prints figures; never
 * fails on timing. Run: npm run -s bench:cv [-- --verbose] [--only=name]
 *
 * The figures come from a child process running the parser bundled by esbuild under plain Node, as
 * the server runs it (the children's flags and environment, and their collection after a document):
 * under tsx, transforming pdfjs alone adds ~180 MB that production never has.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginBuild } from 'esbuild';
import { parseCv, terminateOcr } from '../packages/cv-parser/src/index';
import { scoreCv, type ExpectedCv, type FieldScores } from '../packages/cv-parser/src/score';
import { peopleA } from '../packages/cv-parser/fixtures/src/people-a';
import { peopleB } from '../packages/cv-parser/fixtures/src/people-b';
import { peopleC } from '../packages/cv-parser/fixtures/src/people-c';
import { CHILD_ENV, DEFAULT_CHILD_MEMORY_MB, childNodeFlags, collectAfterDocument } from '../packages/cv-parser/src/isolation/child-memory';
import { formatCalibrationTable, type ScoredDocument } from '../packages/cv-parser/src/confidence/report';

if (!process.argv.includes('--child')) {
  const { build } = await import('esbuild');
  const root = path.resolve(import.meta.dirname, '..');
  const outfile = path.join(root, 'node_modules/.cache/folio-bench/cv-parse.mjs');
  // npm packages stay external (loaded from node_modules as in production); workspace TS is bundled.
  const externals = { name: 'externals', setup(b: PluginBuild) { b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@folio/') ? undefined : { path: args.path, external: true })); } };
  await build({ entryPoints: [fileURLToPath(import.meta.url)], bundle: true, platform: 'node', format: 'esm', plugins: [externals], outfile, logLevel: 'error' });
  // With the flags and environment the server's parser children have (see child-memory.ts).
  const child = spawnSync(process.execPath, [...childNodeFlags(DEFAULT_CHILD_MEMORY_MB), outfile, '--child', `--root=${root}`, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...CHILD_ENV } });
  process.exit(child.status ?? 1);
}

const root = process.argv.find((arg) => arg.startsWith('--root='))?.slice(7) ?? process.cwd();
const verbose = process.argv.includes('--verbose');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);

interface Entry { dir: string; file: string; person: string; layout: string; language: string; format: string }
type Sum = { correct: number; total: number };
interface Corpus { name: 'tuning' | 'held-out'; entries: Entry[]; byField: FieldScores; byFormat: Map<string, Sum>; byLayout: Map<string, Sum>; byLanguage: Map<string, Sum>; documents: ScoredDocument[] }

async function loadCorpus(name: Corpus['name'], dirs: string[]): Promise<Corpus> {
  // The synthetic fixtures' manifest predates the language and format columns: they come from the people and layouts.
  const languageOf = new Map([...peopleA, ...peopleB, ...peopleC].map((p) => [p.id, p.lang as string]));
  const entries: Entry[] = [];
  for (const dir of dirs) {
    const raw = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Partial<Entry>[];
    entries.push(...raw.map((e) => ({
      dir, file: e.file!, person: e.person!, layout: e.layout!,
      language: e.language ?? languageOf.get(e.person!) ?? '?',
      format: e.format ?? (e.layout === 'scan' ? 'scan' : e.layout!.split('-')[0]!),
    })));
  }
  return { name, entries, byField: new Map(), byFormat: new Map(), byLayout: new Map(), byLanguage: new Map(), documents: [] };
}

const parserDir = path.join(root, 'packages/cv-parser');
const corpora = [
  // Synthetic people, and real CVs moved out of the held-out set once a rule was written against them.
  await loadCorpus('tuning', [path.join(parserDir, 'fixtures'), path.join(parserDir, 'fixtures/real')]),
  await loadCorpus('held-out', [path.join(parserDir, 'heldout')]),
];
const timings = new Map<string, number[]>();
const addTo = (map: Map<string, Sum>, key: string, correct: number, total: number) => {
  const sum = map.get(key) ?? { correct: 0, total: 0 };
  sum.correct += correct;
  sum.total += total;
  map.set(key, sum);
};

// Warm the module graph so the first document is not charged for loading pdfjs.
await parseCv({ text: 'Warm Up\nwarm@example.com\n\nEXPERIENCE\nEngineer, Acme\n2020 - 2021' });
const warmPdf = corpora[0]!.entries.find((entry) => entry.format === 'pdf');
if (warmPdf) await parseCv({ bytes: new Uint8Array(await readFile(path.join(warmPdf.dir, 'docs', warmPdf.file))) });

for (const corpus of corpora) {
  console.log(`\n${corpus.name === 'tuning' ? 'Tuning fixtures (the rules are written against these)' : 'Held-out CVs (never tuned on: the parser\'s accuracy)'}`);
  for (const entry of corpus.entries) {
    if (only && !entry.file.includes(only)) continue;
    const bytes = new Uint8Array(await readFile(path.join(entry.dir, 'docs', entry.file)));
    const expected = JSON.parse(await readFile(path.join(entry.dir, 'expected', `${entry.person}.json`), 'utf8')) as ExpectedCv;
    const started = performance.now();
    const parsed = await parseCv({ bytes, filename: entry.file });
    const ms = performance.now() - started;
    const perPage = entry.format === 'scan' ? ms / Math.max(1, parsed.meta.pages) : ms;
    timings.set(entry.format, [...(timings.get(entry.format) ?? []), perPage]);
    collectAfterDocument();
    corpus.documents.push({ parsed, expected });
    let correct = 0;
    let total = 0;
    for (const [field, score] of scoreCv(parsed, expected)) {
      addTo(corpus.byField, field, score.correct, score.total);
      correct += score.correct;
      total += score.total;
      if (verbose && score.correct < score.total) console.log(`  ${entry.file} ${field}: ${score.correct.toFixed(1)}/${score.total}`);
    }
    addTo(corpus.byFormat, entry.format, correct, total);
    addTo(corpus.byLayout, entry.layout, correct, total);
    addTo(corpus.byLanguage, entry.language, correct, total);
    console.log(`${entry.file.padEnd(48)} ${pct(correct, total).padStart(6)}  ${ms.toFixed(0).padStart(6)} ms  confidence ${parsed.confidence}  rss ${(process.memoryUsage.rss() / 1048576).toFixed(0)} MB`);
  }
}
await terminateOcr();

const [tuning, heldOut] = corpora as [Corpus, Corpus];
const header = (title: string) => console.log(`\n${title.padEnd(26)} ${'tuning'.padStart(8)} ${'held-out'.padStart(9)}`);
const sideBySide = (label: string, a: Sum | undefined, b: Sum | undefined, note = '') =>
  console.log(`  ${label.padEnd(24)} ${(a ? pct(a.correct, a.total) : '-').padStart(8)} ${(b ? pct(b.correct, b.total) : '-').padStart(9)}${note}`);

header('Field accuracy');
const fields = [...new Set([...tuning.byField.keys(), ...heldOut.byField.keys()])].sort((a, b) => a.localeCompare(b));
for (const field of fields) {
  const b = heldOut.byField.get(field);
  sideBySide(field, tuning.byField.get(field), b, b ? `  (${b.correct.toFixed(1)}/${b.total})` : '');
}
for (const [title, key] of [['Format accuracy', 'byFormat'], ['Layout accuracy', 'byLayout'], ['Language accuracy', 'byLanguage']] as const) {
  header(title);
  const keys = [...new Set([...tuning[key].keys(), ...heldOut[key].keys()])];
  for (const k of keys) sideBySide(k, tuning[key].get(k), heldOut[key].get(k));
}
header('Overall');
const pooled = (c: Corpus) => [...c.byFormat.values()].reduce((acc, s) => ({ correct: acc.correct + s.correct, total: acc.total + s.total }), { correct: 0, total: 0 });
sideBySide('all fields pooled', pooled(tuning), pooled(heldOut));
const macro = (c: Corpus) => {
  const rates = [...c.byField.values()].filter((s) => s.total > 0).map((s) => s.correct / s.total);
  return { correct: rates.reduce((a, r) => a + r, 0), total: rates.length };
};
sideBySide('macro (mean per field)', macro(tuning), macro(heldOut));
console.log(`\nThe held-out macro, ${pct(macro(heldOut).correct, macro(heldOut).total)}, is the parser's accuracy: the tuning figure only says how well the rules fit the documents they were written against.`);
// Fitted on the tuning fixtures (scripts/calibrate.ts), checked on the held-out CVs.
for (const corpus of corpora) console.log(`\n${formatCalibrationTable(`Confidence calibration, ${corpus.name} (stated confidence -> observed accuracy)`, corpus.documents)}`);

console.log('\nTimings (ms per document, both corpora; scan: per page)');
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
