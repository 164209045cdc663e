import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
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
 * The minified builds carry no source maps and take ~90 MB less memory than pdf.mjs once loaded
 * (with its worker); they are loaded on first use so DOCX and text parsing never pay for them.
 */
export function loadPdfjs(): Promise<typeof PdfJs> {
  if (pdfjs) return pdfjs;
  const natives = NATIVES_POLYFILLED.map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)] as const);
  pdfjs = Promise.all([import('pdfjs-dist/legacy/build/pdf.min.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs')]).then(([module, worker]) => {
    for (const [target, key, descriptor] of natives) if (descriptor) Object.defineProperty(target, key, descriptor);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    module.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.worker.min.mjs')).href;
    return module;
  });
  return pdfjs;
}

export const MAX_PAGES = 20;
export const CORRUPT_PDF_MESSAGE = 'This PDF is damaged and cannot be read. Please re-save it and upload it again.';

/** Opens a PDF with pdfjs, mapping its failures to the parser's error codes. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
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
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
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
    await document.destroy();
    throw new CvParseError('too_many_pages', `This document has ${document.numPages} pages; a CV can have at most ${MAX_PAGES}.`);
  }
  return document;
}

/** pdfjs operator codes that paint an image: a page made of these and no text is a scan. */
export async function imageOperators(): Promise<Set<number>> {
  const { OPS } = await loadPdfjs();
  return new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat, OPS.paintInlineImageXObjectGroup, OPS.paintImageMaskXObjectGroup]);
}
