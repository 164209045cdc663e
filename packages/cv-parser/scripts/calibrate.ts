/**
 * Fits src/confidence/calibration.json: parses every document of the corpora with the rules' raw
 * evidence scores, judges each field against the expected results (score.ts's rules), and fits a
 * per-family isotonic mapping raw -> observed accuracy (src/confidence/fit.ts).
 *
 *   npx tsx packages/cv-parser/scripts/calibrate.ts [corpus dir...] [--dry-run]
 *
 * A corpus dir holds manifest.json ([{ file, person }]), the documents (in docs/ or beside the
 * manifest) and expected/<person>.json. Default: the tuning fixtures, synthetic and real. Also prints a leave-one-person-out
 * check: each person's fields calibrated by a table fitted without them.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedCv } from '@folio/schema';
import type { ExpectedCv } from '../src/score';

process.setSourceMapsEnabled(false);
const { parseCv, terminateOcr } = await import('../src/index');
const { labelFields } = await import('../src/confidence/label');
const { fitCalibration } = await import('../src/confidence/fit');
const { calibrateCv } = await import('../src/confidence/calibrate');
const { formatCalibrationTable } = await import('../src/confidence/report');

const packageDir = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const corpora = args.filter((arg) => !arg.startsWith('--'));
if (corpora.length === 0) corpora.push(path.join(packageDir, 'fixtures'), path.join(packageDir, 'fixtures/real'));

interface Document { person: string; raw: ParsedCv; expected: ExpectedCv }
const documents: Document[] = [];
for (const corpus of corpora) {
  const manifest = JSON.parse(await readFile(path.join(corpus, 'manifest.json'), 'utf8')) as { file: string; person: string }[];
  const docsDir = existsSync(path.join(corpus, 'docs')) ? path.join(corpus, 'docs') : corpus;
  for (const entry of manifest) {
    const bytes = new Uint8Array(await readFile(path.join(docsDir, entry.file)));
    const raw = await parseCv({ bytes, filename: entry.file }, { rawConfidence: true });
    const expected = JSON.parse(await readFile(path.join(corpus, 'expected', `${entry.person}.json`), 'utf8')) as ExpectedCv;
    documents.push({ person: `${corpus}:${entry.person}`, raw, expected });
    process.stderr.write('.');
  }
}
await terminateOcr();
process.stderr.write('\n');

const labelled = documents.flatMap((document) => labelFields(document.raw, document.expected));
const note = `Fitted by scripts/calibrate.ts on ${documents.length} documents (${labelled.length} checked fields) from ${corpora.map((c) => path.relative(packageDir, c) || '.').join(', ')}.`;
const table = fitCalibration(labelled, note);
const calibrated = (raw: ParsedCv, fitted = table) => calibrateCv(structuredClone(raw), fitted);

console.log(formatCalibrationTable('Raw evidence scores', documents.map((d) => ({ parsed: d.raw, expected: d.expected }))));
console.log(formatCalibrationTable('\nCalibrated (in-sample)', documents.map((d) => ({ parsed: calibrated(d.raw), expected: d.expected }))));
const people = [...new Set(documents.map((document) => document.person))];
const heldOut = people.flatMap((person) => {
  const others = documents.filter((document) => document.person !== person).flatMap((d) => labelFields(d.raw, d.expected));
  const fitted = fitCalibration(others);
  return documents.filter((document) => document.person === person).map((d) => ({ parsed: calibrated(d.raw, fitted), expected: d.expected }));
});
console.log(formatCalibrationTable('\nCalibrated, leave-one-person-out', heldOut));
console.log('\nPer family: raw -> calibrated (examples)');
for (const [family, points] of Object.entries(table.families)) {
  console.log(`  ${family.padEnd(24)} ${points.map((p) => `${p.raw}->${p.calibrated} (${p.n})`).join('  ')}`);
}
console.log(`  ${'(pooled)'.padEnd(24)} ${table.pooled.map((p) => `${p.raw}->${p.calibrated} (${p.n})`).join('  ')}`);
console.log(`  ${'(ocr pooled)'.padEnd(24)} ${table.ocr_pooled.map((p) => `${p.raw}->${p.calibrated} (${p.n})`).join('  ')}`);

if (!dryRun) {
  const out = path.join(packageDir, 'src/confidence/calibration.json');
  await writeFile(out, `${JSON.stringify(table, null, 1)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
}
