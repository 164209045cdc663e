import { describe, expect, it } from 'vitest';
import { extractDocument } from '../index';
import { hasChromium, printPdf } from '../testing/print-pdf';
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

describe.skipIf(!hasChromium)('a right-to-left PDF', () => {
  it('comes out in logical order: Hebrew words, dates, and Arabic letters rather than presentation forms', async () => {
    const html = `<html><head><meta charset="utf-8"><style>@page{size:A4;margin:20mm}body{font-family:sans-serif;font-size:12pt}</style></head><body>
      <div dir="rtl"><h1>דנה כהן</h1><div>מהנדסת תוכנה, Wix בע"מ, 2019 – היום</div><div>תואר ראשון במדעי המחשב, הטכניון, 2012 – 2016</div></div>
      <div dir="rtl"><div>مهندس برمجيات في شركة أرامكو منذ 2018</div></div></body></html>`;
    const document = await extractDocument({ bytes: printPdf(html), filename: 'cv.pdf' }, { ocr: false });
    expect(document.lines.map((line) => line.text)).toEqual([
      'דנה כהן',
      'מהנדסת תוכנה, Wix בע"מ, 2019 – היום',
      'תואר ראשון במדעי המחשב, הטכניון, 2012 – 2016',
      'مهندس برمجيات في شركة أرامكو منذ 2018',
    ]);
  }, 60_000);
});
