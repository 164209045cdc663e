import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Worker } from 'tesseract.js';
import { CvParseError } from '../errors';
import type { TextRun } from '../layout/runs';

const require = createRequire(import.meta.url);

/** Render scale: 2x of 72 dpi = 144 dpi, enough for 9-11 pt CV text; higher doubles memory and time. */
const OCR_SCALE = 2;
/**
 * Pixels a rendered page may have (twice an A3 page at 144 dpi). A larger page is rendered at a lower scale,
 * so a 5,000-point page costs what an ordinary one does instead of a 400 MB canvas.
 */
export const MAX_OCR_PIXELS = 8_000_000;
/** The worker holds ~100 MB of model; drop it when no CV has needed it for this long. */
const IDLE_MS = 30_000;

let workerPromise: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | null = null;

/** English data ships in @tesseract.js-data/eng; without a local langPath tesseract.js would fetch it. */
function langPath() {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function getWorker(): Promise<Worker> {
  if (idleTimer) clearTimeout(idleTimer);
  // Loaded on first use: most CVs have a text layer and never need the OCR engine in memory.
  workerPromise ??= import('tesseract.js')
    .then(({ createWorker, OEM }) => createWorker('eng', OEM.LSTM_ONLY, { langPath: langPath(), gzip: true, cacheMethod: 'none' }))
    .then(async (worker) => {
      // Sparse text finds every word, including large letter-spaced names that automatic page
      // segmentation drops as non-text; reading order is rebuilt by the layout stage anyway.
      await worker.setParameters({ tessedit_pageseg_mode: '11' as Parameters<Worker['setParameters']>[0]['tessedit_pageseg_mode'] });
      return worker;
    })
    .catch((error: unknown) => {
      workerPromise = null;
      throw new CvParseError('ocr_unavailable', 'Text recognition could not start, so this scanned PDF cannot be read.', {
        cause: error,
      });
    });
  return workerPromise;
}

function scheduleIdleShutdown() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void terminateOcr(), IDLE_MS);
  idleTimer.unref();
}

/** Stops the shared OCR worker (tests and graceful shutdown call this; it also stops itself when idle). */
export async function terminateOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending.catch(() => null))?.terminate();
}

interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Buffer };
  context: unknown;
}

/** Renders a page and reads it with tesseract; words come back as runs in page points. */
export async function ocrPage(
  page: PDFPageProxy,
  canvasFactory: object,
): Promise<{ runs: TextRun[]; width: number; height: number }> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_SCALE, Math.sqrt(MAX_OCR_PIXELS / Math.max(1, base.width * base.height)));
  const viewport = page.getViewport({ scale });
  // pdfjs's own canvas factory, so its internal canvases and ours come from the same canvas library.
  const factory = canvasFactory as { create(width: number, height: number): CanvasAndContext };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // pdfjs types its context as the DOM one; in Node it is @napi-rs/canvas's, which pdfjs itself created.
  await page.render({ canvas: null, canvasContext: context as never, viewport, background: 'white' }).promise;
  const png = canvas.toBuffer('image/png');
  page.cleanup();
  const worker = await getWorker();
  try {
    const result = await worker.recognize(png, {}, { blocks: true, text: false });
    const runs: TextRun[] = [];
    for (const block of result.data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          // One baseline and size per OCR line keeps its words on one row in the layout stage.
          const height = Math.max(1, line.rowAttributes.rowHeight - line.rowAttributes.descenders);
          const baseline = line.bbox.y1 - Math.max(0, line.rowAttributes.descenders);
          for (const word of line.words) {
            if (word.text.trim() === '' || word.confidence < 20) continue;
            runs.push({
              text: word.text,
              x0: word.bbox.x0 / scale,
              x1: word.bbox.x1 / scale,
              y: baseline / scale,
              size: (height * 0.85) / scale,
              bold: false,
            });
          }
        }
      }
    }
    return { runs, width: viewport.width / scale, height: viewport.height / scale };
  } finally {
    scheduleIdleShutdown();
  }
}
