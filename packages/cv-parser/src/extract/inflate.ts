import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * pdfjs (5.x) inflates every Flate stream of a PDF through the global `DecompressionStream`. Under
 * Node that is zlib behind the web-stream adapters: each stream costs a trip to libuv's thread pool
 * and a dozen promise hops, about 0.6 ms however small it is. A PDF from Chromium with CJK or other
 * Type3 text holds one stream per glyph (500 or more), which pdfjs reads one after another before the
 * page's first line of text: half a second of a one-page CV went there. While a PDF is read, the
 * global is this stand-in instead: the same zlib, run synchronously once the input is complete, the
 * output handed over as one chunk (what pdfjs joins the chunks into anyway). Damaged data errors the
 * stream, as zlib's stream does, and pdfjs then falls back to its own decoder. Formats other than
 * the three zlib ones go to the real implementation.
 */
const decoders: Record<string, (data: Buffer) => Buffer> = { deflate: inflateSync, 'deflate-raw': inflateRawSync, gzip: gunzipSync };

let installed = 0;
/** Node's own, as a descriptor: reading the global loads Node's web streams (~15 ms), which a PDF read by zlib never needs. */
let original: PropertyDescriptor | undefined;

type Chunk = ArrayBuffer | ArrayBufferView;
type DecompressionStreamClass = new (format: string) => { readable: ReadableStream<Uint8Array>; writable: WritableStream<Chunk> };

/** `new DecompressionStream(format)` while a PDF is read (a constructor's own object is replaced by the pair). */
function SyncDecompressionStream(format: string) {
  const decode = decoders[format];
  if (!decode) {
    const Native = (original?.get ? original.get.call(globalThis) : original?.value) as DecompressionStreamClass;
    return new Native(format);
  }
  const chunks: Buffer[] = [];
  const { readable, writable } = new TransformStream<Chunk, Uint8Array>({
    transform(chunk) {
      chunks.push(ArrayBuffer.isView(chunk) ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.from(chunk));
    },
    flush(controller) {
      const output = decode(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
      chunks.length = 0;
      controller.enqueue(new Uint8Array(output.buffer, output.byteOffset, output.byteLength));
    },
  });
  return { readable, writable };
}

/** Runs `read` (which drives pdfjs) with the synchronous stand-in as the global DecompressionStream. */
export async function withSyncInflate<T>(read: () => Promise<T>): Promise<T> {
  if (installed === 0) {
    original = Object.getOwnPropertyDescriptor(globalThis, 'DecompressionStream');
    if (original) Object.defineProperty(globalThis, 'DecompressionStream', { value: SyncDecompressionStream, writable: true, configurable: true });
  }
  installed++;
  try {
    return await read();
  } finally {
    installed--;
    if (installed === 0 && original) {
      Object.defineProperty(globalThis, 'DecompressionStream', original);
      original = undefined;
    }
  }
}
