import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withSyncInflate } from './inflate';
import { loadPdfjs } from './pdfjs';

async function decompress(format: string, bytes: Uint8Array): Promise<Uint8Array> {
  const { readable, writable } = new DecompressionStream(format as 'deflate');
  const writer = writable.getWriter();
  void writer.write(bytes).then(() => writer.close()).catch(() => undefined);
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('the synchronous inflate pdfjs reads a PDF with', () => {
  const text = new TextEncoder().encode('BT /F1 12 Tf (Hello) Tj ET\n'.repeat(200));
  const deflated = new Uint8Array(deflateSync(text));

  it('decodes what the real DecompressionStream decodes, and errors on damaged data as it does', async () => {
    const native = globalThis.DecompressionStream;
    const expected = await decompress('deflate', deflated);
    await withSyncInflate(async () => {
      expect(globalThis.DecompressionStream).not.toBe(native);
      expect(await decompress('deflate', deflated)).toEqual(expected);
      await expect(decompress('deflate', new TextEncoder().encode('not deflate data'))).rejects.toThrow();
      // Formats zlib's sync calls do not cover go to the real implementation.
      expect(() => new DecompressionStream('no-such-format' as 'deflate')).toThrow();
    });
    expect(globalThis.DecompressionStream).toBe(native);
  });

  it('stays in place until the last of overlapping reads ends', async () => {
    const native = globalThis.DecompressionStream;
    let release!: () => void;
    const first = withSyncInflate(() => new Promise<void>((resolve) => (release = resolve)));
    await withSyncInflate(async () => undefined);
    expect(globalThis.DecompressionStream).not.toBe(native);
    release();
    await first;
    expect(globalThis.DecompressionStream).toBe(native);
  });
});

describe('loading pdfjs', () => {
  it("leaves V8's own push and JSON.stringify in place of the legacy build's polyfills", async () => {
    await loadPdfjs();
    // V8's own push prints as "[native code]", as a fresh realm's does; core-js's would print its source.
    const { runInNewContext } = await import('node:vm');
    const fresh = runInNewContext('({ push: Array.prototype.push, stringify: JSON.stringify })') as { push: unknown; stringify: unknown };
    expect(Function.prototype.toString.call(Array.prototype.push)).toBe(Function.prototype.toString.call(fresh.push));
    expect(JSON.stringify({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
    const ok = [] as number[];
    ok.push(1, 2);
    expect(ok).toEqual([1, 2]);
  });
});
