import { afterAll, describe, expect, it } from 'vitest';
import { CvParseError } from './errors';
import { createParserPool } from './isolation/pool';
import {
  badFlatePdf,
  badXrefPdf,
  circularPageTreePdf,
  docxBomb,
  docxEntryFlood,
  hugeScannedPagePdf,
  inflateBombPdf,
  sharedTextStreamPdf,
} from './testing/hostile-documents';

// The parser's own limits (20 s and 768 MB a child), as the server runs it.
const pool = createParserPool({ maxWorkers: 2 });
afterAll(() => pool.close());

interface Case {
  name: string;
  filename: string;
  make: () => Buffer | Promise<Buffer>;
  /** What the parser may answer: refusal codes, or 'read' for a file it may read. */
  expected: Array<CvParseError['code'] | 'read'>;
  /** Wall-clock bound, well inside the 20 s limit: each is refused by a check, not by the clock. */
  withinMs: number;
}

const cases: Case[] = [
  { name: '20 pages sharing one stream of 60,000 text operators (9.7 KB)', filename: 'cv.pdf', make: () => sharedTextStreamPdf(), expected: ['too_complex'], withinMs: 10_000 },
  { name: 'a stream that inflates to 400 MB (409 KB)', filename: 'cv.pdf', make: () => inflateBombPdf(400), expected: ['too_large'], withinMs: 10_000 },
  { name: 'a 5,000-point page with no text, read by OCR at a capped size', filename: 'cv.pdf', make: () => hugeScannedPagePdf(5000), expected: ['empty'], withinMs: 19_000 },
  { name: 'a circular page tree', filename: 'cv.pdf', make: () => circularPageTreePdf(), expected: ['corrupt'], withinMs: 5_000 },
  { name: 'a FlateDecode stream of garbage', filename: 'cv.pdf', make: () => badFlatePdf(), expected: ['empty', 'corrupt'], withinMs: 5_000 },
  { name: 'an xref table pointing at nothing', filename: 'cv.pdf', make: () => badXrefPdf(), expected: ['read', 'corrupt'], withinMs: 5_000 },
  { name: 'a DOCX whose document.xml inflates to 300 MB', filename: 'cv.docx', make: () => docxBomb(300), expected: ['too_large'], withinMs: 5_000 },
  { name: 'a DOCX bomb whose zip headers claim 100 KB', filename: 'cv.docx', make: () => docxBomb(300, true), expected: ['too_large'], withinMs: 5_000 },
  { name: 'a DOCX with 5,000 zip entries', filename: 'cv.docx', make: () => docxEntryFlood(), expected: ['too_large'], withinMs: 5_000 },
];

describe('Hostile documents (parser pool)', () => {
  it.each(cases)('$name: refused with a clear message within its limits', async ({ filename, make, expected, withinMs }) => {
    const bytes = await make();
    const started = performance.now();
    const outcome = await pool.parse({ bytes, filename }, { ocr: true }).then(
      () => 'read' as const,
      (error: unknown) => error,
    );
    const ms = performance.now() - started;
    if (outcome !== 'read') {
      expect(outcome).toBeInstanceOf(CvParseError);
      expect((outcome as CvParseError).message.length).toBeGreaterThan(20);
    }
    expect(expected).toContain(outcome === 'read' ? 'read' : (outcome as CvParseError).code);
    expect(ms).toBeLessThan(withinMs);
  });

  it('reads an ordinary CV in the same pool afterwards: no hostile document took it down', async () => {
    const { plainPdf } = await import('./testing/hostile-documents');
    const cv = await pool.parse({ bytes: plainPdf(), filename: 'cv.pdf' });
    expect(cv.personal_info.name).toBe('Jane Example');
  });
});
