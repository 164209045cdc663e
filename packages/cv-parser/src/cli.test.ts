import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const launcher = path.join(packageDir, 'bin/parse-cv.mjs');
const cache = path.join(packageDir, 'dist/cli.cjs.cache');
const fixture = (name: string) => path.join(packageDir, 'fixtures', name);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Preloaded into the CLI's process, it says on stderr when the canvas library loads. */
const canvasWatch = path.join(mkdtempSync(path.join(tmpdir(), 'parse-cv-')), 'watch-canvas.cjs');
writeFileSync(
  canvasWatch,
  `const Module = require('node:module'); const load = Module._load;
Module._load = function (request, ...rest) { if (/@napi-rs[\\/]canvas-|skia\\..*\\.node$/.test(request)) process.stderr.write('canvas loaded\\n'); return load.call(this, request, ...rest); };`,
);

/** The CLI as a user runs it: a process of its own, the bundle rebuilt first when it is missing or stale. */
function parseCvCli(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--require', canvasWatch, launcher, ...args], { cwd: packageDir, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

const parsed = (run: Run) => JSON.parse(run.stdout) as { personal_info: { name: string }; experiences: unknown[]; meta: { used_ocr: boolean } };

describe('npm run parse-cv', { timeout: 120_000 }, () => {
  it('prints a text PDF and a DOCX as ParsedCv JSON', async () => {
    const pdf = await parseCvCli([fixture('docs/priya-raman.pdf-single.pdf')]);
    expect(pdf.code, pdf.stderr).toBe(0);
    expect(parsed(pdf).personal_info.name).toBe('Priya Raman');
    expect(parsed(pdf).experiences.length).toBeGreaterThan(1);
    // Skia takes a sixth of the CLI's start: a text layer never needs it.
    expect(pdf.stderr).not.toContain('canvas loaded');
    const docx = await parseCvCli([fixture('docs/tomas-herrera.docx-single.docx')]);
    expect(docx.code, docx.stderr).toBe(0);
    expect(parsed(docx).personal_info.name).toBe('Tomás Herrera');
  });

  it('reads pasted text from stdin with --text', async () => {
    const run = await parseCvCli(['--text'], 'Jane Example\njane@example.com\n\nEXPERIENCE\nSenior Engineer, Acme Corp\n2019 - 2024\n');
    expect(run.code, run.stderr).toBe(0);
    expect(parsed(run).personal_info.name).toBe('Jane Example');
  });

  it('reads a scanned PDF by OCR, loading the canvas library to render it', async () => {
    const run = await parseCvCli([fixture('docs/olivia-chen.scan.pdf')]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('canvas loaded');
    expect(parsed(run).meta.used_ocr).toBe(true);
    expect(parsed(run).personal_info.name).toBe('Olivia Chen');
  });

  it('says what is wrong with a bad file, a missing file or no file, with a non-zero exit', async () => {
    const damaged = await parseCvCli([fixture('bad/truncated.pdf')]);
    expect(damaged).toMatchObject({ code: 1, stdout: '' });
    expect(damaged.stderr).toMatch(/^corrupt: This PDF is damaged/);
    const missing = await parseCvCli([fixture('docs/nobody.pdf')]);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('file not found') as unknown });
    const none = await parseCvCli([]);
    expect(none).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: parse-cv') as unknown });
  });

  it('writes a new code cache when it has none (a Node upgrade refuses the old one)', async () => {
    rmSync(cache, { force: true });
    const run = await parseCvCli([fixture('docs/priya-raman.pdf-single.pdf')]);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(cache)).toBe(true);
  });
});
