import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CvParseError } from '../errors';
import { layoutPage, type PageLine } from '../layout/page-lines';
import type { TextRun } from '../layout/runs';
import { normaliseSizes } from '../layout/text-lines';
import type { CvLine } from '../types';
import { ocrPage } from './ocr';
import { foldCjkVariants } from './cjk-variants';
import { withSyncInflate } from './inflate';
import { assertPdfInflatesSanely } from './pdf-guard';
import { closePdf, CORRUPT_PDF_MESSAGE, imageOperators, openPdf } from './pdfjs';

export interface PdfExtraction {
  lines: CvLine[];
  pages: number;
  usedOcr: boolean;
}

/** Fewer visible characters than this over the whole document means there is no usable text layer. */
const MIN_TEXT_CHARS = 40;
/**
 * Text items pdfjs may hand over, per page and per document. A dense page set glyph by glyph has a
 * few thousand; a page that repeats one stream of 60,000 text operators would take seconds each.
 */
const MAX_ITEMS_PER_PAGE = 10_000;
const MAX_ITEMS = 60_000;
const TOO_MUCH_TEXT = 'This PDF holds far more text than a CV and was refused. Please upload your CV alone or paste its text.';

interface PageText {
  runs: TextRun[];
  width: number;
  height: number;
  /** Share of the text layer's characters that are letters, digits or ordinary punctuation. */
  readable: number;
  hasImage: boolean;
}

export async function extractPdf(bytes: Uint8Array, options: { ocr: boolean }): Promise<PdfExtraction> {
  await assertPdfInflatesSanely(bytes);
  return withSyncInflate(async () => {
    const document = await openPdf(bytes, { textOnly: true });
    try {
      return await readPdf(document, bytes, options);
    } catch (error) {
      if (error instanceof CvParseError) throw error;
      // pdfjs fails late on some damage (a circular page tree, a bad object in a page): same answer as early.
      throw new CvParseError('corrupt', CORRUPT_PDF_MESSAGE, { cause: error });
    } finally {
      await closePdf(document);
    }
  });
}

async function readPdf(document: PDFDocumentProxy, bytes: Uint8Array, options: { ocr: boolean }): Promise<PdfExtraction> {
  const images = await imageOperators();
  const pages: PageText[] = [];
  const budget = { items: MAX_ITEMS };
  for (let number = 1; number <= document.numPages; number++) {
    pages.push(await readPageRuns(await document.getPage(number), images, budget));
  }
  const charsOf = (page: PageText) => page.runs.reduce((n, run) => n + run.text.trim().length, 0);
  // A page to read by OCR: an image with no text on it (a scan), or a text layer that is mostly
  // garbage (fonts without a usable character map).
  const needsOcr = pages.map((page) => (charsOf(page) < 20 ? page.hasImage : page.readable < 0.5));
  const usable = pages.reduce((sum, page, index) => sum + (needsOcr[index] ? 0 : charsOf(page)), 0);
  if (!options.ocr && usable < MIN_TEXT_CHARS && needsOcr.some(Boolean)) {
    throw new CvParseError(
      'ocr_unavailable',
      'This PDF has no text layer (it looks scanned) and text recognition is not available. Please upload a text PDF or paste the text.',
    );
  }
  const lines: PageLine[] = [];
  // Pages read by OCR are drawn, Type3 glyphs and all: from a document opened for that.
  const drawn = options.ocr && needsOcr.some(Boolean) ? await openPdf(bytes) : null;
  try {
    for (const [index, page] of pages.entries()) {
      const number = index + 1;
      if (needsOcr[index] && drawn) {
        const scanned = await ocrPage(await drawn.getPage(number), drawn.canvasFactory);
        lines.push(...layoutPage(scanned.runs, { page: number, width: scanned.width, height: scanned.height }));
      } else if (!needsOcr[index]) {
        lines.push(...layoutPage(page.runs, { page: number, width: page.width, height: page.height }));
      }
    }
  } finally {
    if (drawn) await closePdf(drawn);
  }
  return { lines: normaliseSizes(lines), pages: document.numPages, usedOcr: drawn !== null };
}

async function readPageRuns(page: PDFPageProxy, images: Set<number>, budget: { items: number }): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  budget.items -= content.items.length;
  // Checked before the operator list, which would interpret the same stream once more.
  if (content.items.length > MAX_ITEMS_PER_PAGE || budget.items < 0) throw new CvParseError('too_complex', TOO_MUCH_TEXT);
  // Font objects, and so their real names (which tell bold apart), exist only once the page's
  // operators have been parsed.
  const operators = await page.getOperatorList();
  const hasImage = operators.fnArray.some((code) => images.has(code));
  const boldFonts = new Map<string, boolean>();
  const isBold = (fontName: string) => {
    let bold = boldFonts.get(fontName);
    if (bold === undefined) {
      bold = /bold|black|heavy|semibold|demi|[-,]bd\b|\.B\b/i.test(fontRealName(page, fontName));
      boldFonts.set(fontName, bold);
    }
    return bold;
  };
  const runs: TextRun[] = [];
  // A blank item is a space the document set: kept as a mark on the run after it, on the same baseline.
  let blank: { x: number; y: number } | null = null;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    // Apply the viewport transform so rotated pages and odd origins come out top-down in points.
    const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    if (item.str.trim() === '') {
      if (item.str !== '') {
        const [bx, by] = viewport.convertToViewportPoint(e, f) as [number, number];
        blank = { x: bx, y: by };
      }
      continue;
    }
    if (size < 1) continue;
    const [x, y] = viewport.convertToViewportPoint(e, f) as [number, number];
    const spaced = blank !== null && Math.abs(blank.y - y) < size * 0.45 && x >= blank.x;
    blank = null;
    const width = item.width * (viewport.rotation % 180 === 0 ? 1 : 0) || item.str.length * size * 0.5;
    // Radical code points back to their ideographs before layout, whose column test reads dates ("2020年4⽉").
    runs.push({ text: foldCjkVariants(item.str), x0: x, x1: x + width, y, size, bold: isBold(item.fontName), ...(spaced ? { spaced } : {}) });
  }
  page.cleanup();
  const text = runs.map((run) => run.text).join('');
  const readable = text.length === 0 ? 1 : (text.match(/[\p{L}\p{N}\s.,;:()'’"@+\-–—/&|•·%]/gu)?.length ?? 0) / text.length;
  return { runs, width: viewport.width, height: viewport.height, readable, hasImage };
}

function fontRealName(page: PDFPageProxy, fontName: string): string {
  try {
    const font = page.commonObjs.get(fontName) as { name?: string } | undefined;
    return font?.name ?? fontName;
  } catch {
    return fontName;
  }
}
