import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether Debian's Chromium is here to print test documents (tests that need it are skipped otherwise). */
export const hasChromium = (() => {
  try {
    execFileSync('chromium', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Whether a Noto CJK font is installed (Debian's fonts-noto-cjk): its font map gives some ideographs as radicals. */
export const hasNotoCjk = (() => {
  try {
    return /Noto Sans CJK/i.test(execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
})();

/** Prints an HTML page to PDF with Chromium, as a user's browser would, and returns the bytes. */
export function printPdf(html: string): Uint8Array {
  const work = mkdtempSync(path.join(tmpdir(), 'cv-print-'));
  try {
    writeFileSync(path.join(work, 'page.html'), html);
    const pdf = path.join(work, 'page.pdf');
    execFileSync('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--user-data-dir=${path.join(work, 'chrome')}`, `--print-to-pdf=${pdf}`, `file://${path.join(work, 'page.html')}`], {
      stdio: 'ignore',
      timeout: 60_000,
    });
    return new Uint8Array(readFileSync(pdf));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
