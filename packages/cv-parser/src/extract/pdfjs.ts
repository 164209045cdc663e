import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import changes from './pdfjs-changes.json' with { type: 'json' };
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CvParseError } from '../errors';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

let pdfjs: Promise<typeof PdfJs> | null = null;

/**
 * Built-ins the legacy build's core-js replaces for the whole process on Node 20's V8, for edge cases
 * pdfjs never meets (push onto an array whose length is read-only; JSON.rawJSON): its JSON.stringify
 * is about 20 times slower than V8's, its push about 3 times, and both run all through pdfjs, the
 * parser and the results the parser's child sends back. They are put back once pdfjs is loaded;
 * what core-js adds that Node lacks (Promise.withResolvers, Map.prototype.getOrInsert...) stays.
 */
const NATIVES_POLYFILLED: [object, string][] = [
  [Array.prototype, 'push'],
  [JSON, 'stringify'],
  [JSON, 'parse'],
  [Function.prototype, 'toString'],
];

/**
 * pdfjs reads every glyph program of a Type3 font (a path per glyph) as soon as the font is loaded,
 * for drawing. Chromium writes CJK text in Type3 fonts, dozens of them with hundreds of glyphs: on
 * such a CV that was half of the time reading its text, which needs none of it (the widths come from
 * the font's dictionary). The worker module is loaded with one change: a document opened for its
 * text alone (its id in textOnlyDocs) skips the glyph programs. A page read by OCR is drawn from a
 * document opened without it. Measured over the corpora's PDFs: the same lines, sizes and scores,
 * and the bench's PDF p95 361 -> 246 ms (the Chinese and Japanese CVs from Chromium 30-60% faster).
 */
const textOnlyDocs = new Set<string>();
(globalThis as { __folioTextOnlyDocs?: Set<string> }).__folioTextOnlyDocs = textOnlyDocs;

/**
 * The worker module with the change above (pdfjs-changes.json, "type3"), imported from its text; the
 * file as it is when its text is not what the change was written for.
 */
async function importWorker(): Promise<{ worker: unknown; skipsType3: boolean }> {
  // The CLI's CommonJS bundle has the change made by its build (which defines this), and takes no data: URL.
  const bundled = process.env.FOLIO_BUNDLE_SKIPS_TYPE3;
  if (bundled !== undefined) return { worker: await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs'), skipsType3: bundled === '1' };
  try {
    const changed = applyChange(await readFile(path.join(pdfjsRoot, changes.type3.file), 'utf8'), changes.type3);
    if (changed !== null) return { worker: await import(`data:text/javascript;base64,${Buffer.from(changed).toString('base64')}`), skipsType3: true };
  } catch {
    // The file as it is, below.
  }
  return { worker: await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs'), skipsType3: false };
}

/** The source with the change made, or null when its text is not found exactly once. */
export function applyChange(source: string, change: { find: string; replace: string }): string | null {
  const at = source.indexOf(change.find);
  if (at < 0 || source.includes(change.find, at + 1)) return null;
  return source.slice(0, at) + change.replace + source.slice(at + change.find.length);
}

let skipsType3 = false;
/** True when text-only documents skip Type3 glyph programs (an upgrade of pdfjs can undo the change: a test says so). */
export async function skipsType3GlyphsForText(): Promise<boolean> {
  await loadPdfjs();
  return skipsType3;
}

/**
 * The minified builds carry no source maps and take ~90 MB less memory than pdf.mjs once loaded
 * (with its worker); they are loaded on first use so DOCX and text parsing never pay for them.
 */
export function loadPdfjs(): Promise<typeof PdfJs> {
  if (pdfjs) return pdfjs;
  const natives = NATIVES_POLYFILLED.map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)] as const);
  pdfjs = Promise.all([import('pdfjs-dist/legacy/build/pdf.min.mjs'), importWorker()]).then(([module, { worker, skipsType3: changed }]) => {
    skipsType3 = changed;
    for (const [target, key, descriptor] of natives) if (descriptor) Object.defineProperty(target, key, descriptor);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    module.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.worker.min.mjs')).href;
    return module;
  });
  return pdfjs;
}

export const MAX_PAGES = 20;
export const CORRUPT_PDF_MESSAGE = 'This PDF is damaged and cannot be read. Please re-save it and upload it again.';

/**
 * Opens a PDF with pdfjs, mapping its failures to the parser's error codes. `textOnly`: for its text
 * (Type3 glyphs are not read, so its pages cannot be drawn). Close it with closePdf.
 */
export async function openPdf(bytes: Uint8Array, { textOnly = false } = {}): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    // pdfjs transfers the buffer to its worker, so give it a copy and keep the caller's bytes intact;
    // a plain Uint8Array, since it refuses Node Buffers (whose slice() would still be a Buffer).
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    password: '',
  });
  const id = workerDocId(task.docId);
  if (textOnly) textOnlyDocs.add(id);
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    textOnlyDocs.delete(id);
    await task.destroy().catch(() => undefined);
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new CvParseError('encrypted', 'This PDF is password-protected. Please remove the password and upload it again.', {
        cause: error,
      });
    }
    throw new CvParseError('corrupt', CORRUPT_PDF_MESSAGE, {
      cause: error,
    });
  }
  if (document.numPages > MAX_PAGES) {
    await closePdf(document);
    throw new CvParseError('too_many_pages', `This document has ${document.numPages} pages; a CV can have at most ${MAX_PAGES}.`);
  }
  return document;
}

/** Closes what openPdf opened. */
export async function closePdf(document: PDFDocumentProxy): Promise<void> {
  textOnlyDocs.delete(workerDocId(document.loadingTask.docId));
  await document.destroy();
}

/** The id the worker's evaluator gives a document ("g_d3") from its loading task's ("d3"). */
const workerDocId = (taskDocId: string) => `g_${taskDocId}`;

/** pdfjs operator codes that paint an image: a page made of these and no text is a scan. */
export async function imageOperators(): Promise<Set<number>> {
  const { OPS } = await loadPdfjs();
  return new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat, OPS.paintInlineImageXObjectGroup, OPS.paintImageMaskXObjectGroup]);
}
