import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CvParseError, extractDocument, parseCv, terminateOcr } from './index';
import { circularPageTreePdf, plainPdf } from './testing/hostile-documents';

const fixture = async (...parts: string[]) => new Uint8Array(await readFile(path.join(import.meta.dirname, '../fixtures', ...parts)));

async function errorOf(promise: Promise<unknown>): Promise<CvParseError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(CvParseError);
  return error as CvParseError;
}

afterAll(terminateOcr);

describe('bad input gets a clear error, never a crash', () => {
  it('refuses a password-protected PDF', async () => {
    const error = await errorOf(parseCv({ bytes: await fixture('bad/encrypted.pdf'), filename: 'cv.pdf' }));
    expect(error.code).toBe('encrypted');
    expect(error.message).toMatch(/password/);
  });

  it('refuses a truncated PDF as corrupt', async () => {
    expect((await errorOf(parseCv({ bytes: await fixture('bad/truncated.pdf'), filename: 'cv.pdf' }))).code).toBe('corrupt');
  });

  it('refuses a file whose bytes are not what its name says', async () => {
    const error = await errorOf(parseCv({ bytes: await fixture('bad/not-a-pdf.pdf'), filename: 'cv.pdf' }));
    expect(error.code).toBe('type_mismatch');
    expect(error.message).toMatch(/named like a PDF/);
  });

  it('decides the type by content: a DOCX without a name is read as DOCX', async () => {
    const cv = await parseCv({ bytes: await fixture('docs/katharina-schneider.docx-single.docx') });
    expect(cv.meta.format).toBe('docx');
  });

  it('refuses an image or other binary', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect((await errorOf(parseCv({ bytes: png }))).code).toBe('unsupported_type');
  });

  it('refuses a DOCX that would unzip to hundreds of megabytes before inflating it', async () => {
    const error = await errorOf(parseCv({ bytes: await fixture('bad/bomb.docx'), filename: 'cv.docx' }));
    expect(error.code).toBe('too_large');
  });

  it('refuses a DOCX whose zip directory understates what it inflates to', async () => {
    const bytes = await fixture('bad/bomb.docx');
    // Rewrite the central directory so word/document.xml claims 100 KB instead of 300 MB.
    const name = new TextEncoder().encode('word/document.xml');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = bytes.length - 46; at >= 0; at--) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const length = view.getUint16(at + 28, true);
      if (length === name.length && name.every((byte, i) => bytes[at + 46 + i] === byte)) view.setUint32(at + 24, 100 * 1024, true);
    }
    expect((await errorOf(parseCv({ bytes, filename: 'cv.docx' }))).code).toBe('too_large');
  });

  it('refuses more than 20 pages', async () => {
    const error = await errorOf(parseCv({ bytes: await fixture('bad/too-many-pages.pdf'), filename: 'cv.pdf' }));
    expect(error.code).toBe('too_many_pages');
    expect(error.message).toMatch(/22 pages/);
  });

  it('refuses a file over the 10 MB limit', async () => {
    expect((await errorOf(parseCv({ bytes: new Uint8Array(11 * 1024 * 1024), filename: 'cv.pdf' }))).code).toBe('too_large');
  });

  it('refuses a scanned PDF when OCR is not available', async () => {
    const error = await errorOf(parseCv({ bytes: await fixture('docs/olivia-chen.scan.pdf'), filename: 'cv.pdf' }, { ocr: false }));
    expect(error.code).toBe('ocr_unavailable');
  });

  it('reports a blank document as empty', async () => {
    expect((await errorOf(parseCv({ bytes: await fixture('bad/blank.pdf'), filename: 'cv.pdf' }))).code).toBe('empty');
    expect((await errorOf(parseCv({ text: '   \n  ' }))).code).toBe('empty');
  });

  it('refuses a PDF whose page tree is circular as corrupt (pdfjs fails late, on the page)', async () => {
    const error = await errorOf(parseCv({ bytes: circularPageTreePdf(), filename: 'cv.pdf' }));
    expect(error.code).toBe('corrupt');
    expect(error.message).toBe('This PDF is damaged and cannot be read. Please re-save it and upload it again.');
  });

  it('strips NUL characters and unpaired surrogates from extracted text, keeping real pairs', async () => {
    const pasted = await extractDocument({ text: 'Jane\u0000 Example \ud83d\ude00\njane@example.com\ud800\nEXPERIENCE\nEngineer at \udc00Acme, 2019 - 2024' });
    expect(pasted.text).not.toContain('\u0000');
    expect(pasted.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(pasted.text).toContain('Jane Example \ud83d\ude00');
    expect(pasted.text).toContain('Engineer at Acme');
    const pdf = await extractDocument({ bytes: plainPdf(['Jane\\000 Example', 'jane@example.com', 'Engineer at Acme, 2019 - 2024']), filename: 'cv.pdf' });
    expect(pdf.text).not.toContain('\u0000');
    expect(pdf.text).toContain('Jane Example');
  });
});
