import { constants, createInflate, inflateSync } from 'node:zlib';
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

/**
 * Output a stream is inflated to in one piece before counting it: a font or a page's text is far
 * below it, and the stream's own event-loop trips (a quarter of a millisecond each, on a PDF of 600
 * glyph streams) cost more than the inflation. Larger output, and damaged data, go to the counting stream.
 */
const SYNC_INFLATE_BYTES = 4 * 1024 * 1024;

/** Bytes the deflate data inflates to, stopping one past `budget`; 0 for data that is not deflate. */
async function inflatedSize(data: Uint8Array, budget: number): Promise<number> {
  const limit = Math.min(budget + 1, SYNC_INFLATE_BYTES);
  try {
    // Truncated data counts what it holds, as the stream below does.
    return inflateSync(data, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' && limit === budget + 1) return budget + 1;
    return countInflated(data, budget);
  }
}

function countInflated(data: Uint8Array, budget: number): Promise<number> {
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
