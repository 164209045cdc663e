/**
 * Times `npm run -s parse-cv -- <file>` from process start to exit, on a text PDF and a DOCX of the
 * tuning fixtures, beside references measured in the same run: `node -e 0` (bare Node start), the
 * launcher without npm, and the old path (tsx compiling the TypeScript at every call).
 * Prints p50/p95; never fails on timing. Run: npx tsx bench/cli-start.ts [--runs=20]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 20);
const docs = path.join(root, 'packages/cv-parser/fixtures/docs');
const files = { pdf: path.join(docs, 'priya-raman.pdf-single.pdf'), docx: path.join(docs, 'tomas-herrera.docx-single.docx') };
const tsx = path.join(root, 'node_modules/.bin/tsx');
const launcher = path.join(root, 'packages/cv-parser/bin/parse-cv.mjs');

function time(command: string, args: string[], times: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const child = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    if (child.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${child.stderr.toString()}`);
    out.push(performance.now() - started);
  }
  return out;
}

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

const row = (label: string, values: number[]) =>
  console.log(`  ${label.padEnd(40)} p50 ${quantile(values, 0.5).toFixed(0).padStart(5)} ms  p95 ${quantile(values, 0.95).toFixed(0).padStart(5)} ms  (n=${values.length})`);

// One call first, so a missing or stale bundle is rebuilt outside the timings.
time('node', [launcher, files.pdf], 1);
console.log(`CLI start to exit, ${runs} runs each (old tsx path: ${Math.ceil(runs / 4)} runs)`);
row('node -e 0', time('node', ['-e', '0'], runs));
for (const [kind, file] of Object.entries(files)) {
  row(`npm run -s parse-cv -- ${kind}`, time('npm', ['run', '-s', 'parse-cv', '--', file], runs));
  row(`node bin/parse-cv.mjs ${kind}`, time('node', [launcher, file], runs));
  row(`old: tsx src/cli.ts ${kind}`, time(tsx, [path.join(root, 'packages/cv-parser/src/cli.ts'), file], Math.ceil(runs / 4)));
}
