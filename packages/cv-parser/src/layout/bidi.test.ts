import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../index';
import { directionOf, logicalOrder } from './bidi';

/** Items as pdfjs lays them out, left to right, each already in logical order inside. */
const reorder = (visual: string[]) => {
  const rtl = visual.some((text) => directionOf(text) === 'rtl');
  return logicalOrder(visual.map(directionOf), rtl).map((index) => visual[index]).join(' ');
};

describe('right-to-left lines', () => {
  it('reverses the words of a Hebrew line, keeping a Latin company name and each number whole', () => {
    expect(reorder(['היום', '–', '2019', 'Wix', 'Ltd', 'תוכנה', 'מהנדסת'])).toBe('מהנדסת תוכנה Wix Ltd 2019 – היום');
    expect(reorder(['2016', '–', '2012', 'הטכניון'])).toBe('הטכניון 2012 – 2016');
    expect(reorder(['Windows', '11', 'עם', 'עבודה'])).toBe('עבודה עם Windows 11');
  });

  it('leaves a left-to-right line alone but for its right-to-left stretches', () => {
    expect(directionOf('2019')).toBe('number');
    expect(logicalOrder(['ltr', 'ltr', 'rtl', 'neutral', 'rtl'], false)).toEqual([0, 1, 4, 3, 2]);
  });
});

const hasChromium = (() => {
  try {
    execFileSync('chromium', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasChromium)('a right-to-left PDF', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'cv-rtl-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('comes out in logical order: Hebrew words, dates, and Arabic letters rather than presentation forms', async () => {
    const html = `<html><head><meta charset="utf-8"><style>@page{size:A4;margin:20mm}body{font-family:sans-serif;font-size:12pt}</style></head><body>
      <div dir="rtl"><h1>דנה כהן</h1><div>מהנדסת תוכנה, Wix בע"מ, 2019 – היום</div><div>תואר ראשון במדעי המחשב, הטכניון, 2012 – 2016</div></div>
      <div dir="rtl"><div>مهندس برمجيات في شركة أرامكو منذ 2018</div></div></body></html>`;
    writeFileSync(path.join(work, 'rtl.html'), html);
    const pdf = path.join(work, 'rtl.pdf');
    execFileSync('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--user-data-dir=${path.join(work, 'chrome')}`, `--print-to-pdf=${pdf}`, `file://${path.join(work, 'rtl.html')}`], { stdio: 'ignore', timeout: 60_000 });
    const document = await extractDocument({ bytes: new Uint8Array(readFileSync(pdf)), filename: 'cv.pdf' }, { ocr: false });
    expect(document.lines.map((line) => line.text)).toEqual([
      'דנה כהן',
      'מהנדסת תוכנה, Wix בע"מ, 2019 – היום',
      'תואר ראשון במדעי המחשב, הטכניון, 2012 – 2016',
      'مهندس برمجيات في شركة أرامكو منذ 2018',
    ]);
  }, 60_000);
});
