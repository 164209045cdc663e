/**
 * Makes the held-out CVs: real JSON Resume files people published (sources/), typeset in designs the
 * tuning fixtures never use. Chromium prints the HTML designs to PDF, LibreOffice turns the table design
 * into DOCX, and the text-box DOCX is written by hand. Never tune the parser on these documents.
 * Run: npx tsx packages/cv-parser/heldout/make.ts [corpus dir] [--only=id,id]
 * The corpus dir defaults to heldout/; fixtures/real/ holds the real CVs moved into the tuning set,
 * made the same way. --only makes those people's documents and keeps everyone else's.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectedFor } from '../fixtures/src/expected';
import { framesDocx } from './src/frames-docx';
import { toPerson, type HeldoutPerson, type HeldoutSource } from './src/json-resume';
import { largeType, oneLine, sidebarRight, sidebarTable } from './src/layouts';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? here);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7).split(',');
const docsDir = path.join(corpusDir, 'docs');
const expectedDir = path.join(corpusDir, 'expected');
const work = mkdtempSync(path.join(tmpdir(), 'cv-heldout-'));
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-pdf-header-footer'];

const pdfLayouts = ['pdf-sidebar-right', 'pdf-one-line', 'pdf-large-type'] as const;
const docxLayouts = ['docx-sidebar-table', 'docx-text-frames'] as const;
type Layout = (typeof pdfLayouts)[number] | (typeof docxLayouts)[number];

function chromiumPdf(html: string, out: string) {
  const file = path.join(work, `${path.basename(out)}.html`);
  writeFileSync(file, html);
  execFileSync('chromium', [...chromiumFlags, `--user-data-dir=${path.join(work, 'chrome')}`, `--print-to-pdf=${out}`, `file://${file}`], { stdio: 'ignore' });
}

function sofficeDocx(html: string, out: string) {
  const base = path.basename(out, '.docx');
  const file = path.join(work, `${base}.html`);
  writeFileSync(file, html);
  execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${path.join(work, 'lo')}`, '--infilter=HTML (StarWriter)', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', work, file], { stdio: 'ignore' });
  copyFileSync(path.join(work, `${base}.docx`), out);
}

async function make(person: HeldoutPerson, layout: Layout): Promise<string> {
  const format = layout.startsWith('pdf') ? 'pdf' : 'docx';
  const name = `${person.id}.${layout}.${format}`;
  const out = path.join(docsDir, name);
  switch (layout) {
    case 'pdf-sidebar-right': chromiumPdf(sidebarRight(person), out); break;
    case 'pdf-one-line': chromiumPdf(oneLine(person), out); break;
    case 'pdf-large-type': chromiumPdf(largeType(person), out); break;
    case 'docx-sidebar-table': sofficeDocx(sidebarTable(person), out); break;
    case 'docx-text-frames': writeFileSync(out, await framesDocx(person)); break;
  }
  return name;
}

type ManifestEntry = { file: string; person: string; layout: Layout; language: string; format: string };
const manifestFile = path.join(corpusDir, 'manifest.json');
let manifest: ManifestEntry[] = [];
// A person keeps the designs they were made in, so remaking them (or moving them to another corpus) changes no layout.
const previous = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestEntry[]) : [];
if (only) {
  manifest = previous.filter((entry) => !only.includes(entry.person));
  for (const file of readdirSync(docsDir)) if (only.includes(file.split('.')[0]!)) rmSync(path.join(docsDir, file));
} else {
  rmSync(docsDir, { recursive: true, force: true });
  rmSync(expectedDir, { recursive: true, force: true });
}
mkdirSync(docsDir, { recursive: true });
mkdirSync(expectedDir, { recursive: true });
const sourcesDir = path.join(corpusDir, 'sources');
const ids = readdirSync(sourcesDir).filter((f) => f.endsWith('.json')).map((f) => path.basename(f, '.json')).sort();
for (const [index, id] of ids.entries()) {
  if (only && !only.includes(id)) continue;
  const source = JSON.parse(readFileSync(path.join(sourcesDir, `${id}.json`), 'utf8')) as HeldoutSource;
  const person = toPerson(id, source);
  writeFileSync(path.join(expectedDir, `${id}.json`), `${JSON.stringify(expectedFor(person), null, 2)}\n`);
  // Two PDF designs and one DOCX design each, rotating, so every language has both formats and
  // every design gets a share of each language.
  const kept = previous.filter((entry) => entry.person === id).map((entry) => entry.layout);
  const layouts: Layout[] = kept.length > 0 ? kept : [pdfLayouts[index % 3]!, pdfLayouts[(index + 1) % 3]!, docxLayouts[index % 2]!];
  for (const layout of layouts) {
    manifest.push({ file: await make(person, layout), person: id, layout, language: person.lang, format: layout.split('-')[0]! });
    console.log('made', manifest.at(-1)!.file);
  }
}
manifest.sort((a, b) => ids.indexOf(a.person) - ids.indexOf(b.person));
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
