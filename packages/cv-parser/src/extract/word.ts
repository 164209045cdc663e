import { CvParseError } from '../errors';
import { linesFromHtml } from '../layout/html-lines';
import { linesFromPlainText } from '../layout/text-lines';
import { classifyHeading } from '../sections/headings';
import type { CvLine } from '../types';
import { readDocxBody } from './docx-body';
import { headerFooterLines } from './docx-parts';
import { assertHonestZip, assertSaneZip, type ZipEntry } from './zip';

export async function extractDocx(bytes: Uint8Array, entries: ZipEntry[]): Promise<CvLine[]> {
  assertSaneZip(entries);
  assertHonestZip(bytes, entries);
  const ownHtml = readDocxBody(bytes, entries);
  const html = ownHtml !== null && ownHtml.trim() !== '' ? ownHtml : await mammothHtml(bytes);
  const body = linesFromHtml(html);
  const { top, bottom } = headerFooterLines(bytes, entries, body);
  return [...top, ...body, ...bottom];
}

/** The fallback for a main part this reader cannot find. */
async function mammothHtml(bytes: Uint8Array): Promise<string> {
  try {
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Images are not CV text; dropping them keeps the HTML small.
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })), ignoreEmptyParagraphs: true },
    );
    return result.value;
  } catch (error) {
    throw new CvParseError('corrupt', 'This Word document is damaged and cannot be read.', { cause: error });
  }
}

export async function extractDoc(bytes: Uint8Array): Promise<CvLine[]> {
  let parts: { headers: string; body: string; boxes: string };
  try {
    const { default: WordExtractor } = await import('word-extractor');
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // Text boxes hold sidebars in many Word templates; headers often hold the name and contact line.
    parts = { headers: document.getHeaders({ includeFooters: false }), body: document.getBody(), boxes: document.getTextboxes() };
  } catch (error) {
    throw new CvParseError('corrupt', 'This Word document is damaged or not a Word file and cannot be read.', {
      cause: error,
    });
  }
  const body = linesFromPlainText(parts.body);
  // As in a DOCX, the text boxes are a sidebar: a column of their own before the body's first section.
  const boxes = linesFromPlainText(parts.boxes).map((line) => ({ ...line, column: 1 }));
  const firstHeading = body.findIndex((line) => line.text.length < 60 && classifyHeading(line.text) !== null);
  const at = firstHeading < 0 ? body.length : firstHeading;
  return [...linesFromPlainText(parts.headers), ...body.slice(0, at), ...boxes, ...body.slice(at)];
}
