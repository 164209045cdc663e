import { createInflate } from 'node:zlib';
import { CvParseError } from '../errors';

/**
 * Inflated bytes a whole PDF may hold in its Flate streams: a text CV holds a few MB, a photo-heavy
 * one tens; a scan stored as Flate images (26 MB a page in colour at 300 dpi) fits about seven pages.
 */
export const MAX_INFLATED_BYTES = 192 * 1024 * 1024;

const BOMB_MESSAGE = 'This PDF expands to an unreasonable size and was refused. Please re-save it (for example with "Print to PDF") and upload it again.';

/**
 * Before pdfjs sees a PDF: finds its Flate streams and inflates them, counting and discarding the
 * output, so a stream that would inflate to hundreds of megabytes is refused after MAX_INFLATED_BYTES
 * instead of being decoded in full. Streams that are not valid deflate data are left to pdfjs.
 */
export async function assertPdfInflatesSanely(bytes: Uint8Array, maxInflated = MAX_INFLATED_BYTES): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  const keyword = /stream\r?\n/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    if (match.index >= 3 && text.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    // The stream's dictionary sits between the previous "obj" and "stream".
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    keyword.lastIndex = end + 9;
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary)) continue;
    total += await inflatedSize(bytes.subarray(start, end), maxInflated - total);
    if (total > maxInflated) throw new CvParseError('too_large', BOMB_MESSAGE);
  }
}

/** Bytes the deflate data inflates to, stopping one past `budget`; 0 for data that is not deflate. */
function inflatedSize(data: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve) => {
    let size = 0;
    const inflate = createInflate();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    // Damaged or truncated data: pdfjs decides what to make of it (or refuses the file).
    inflate.on('error', () => resolve(size));
    inflate.end(data);
  });
}
