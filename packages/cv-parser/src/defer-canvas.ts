import { default as DOMMatrixShim } from '@thednp/dommatrix';
import Module, { createRequire } from 'node:module';

type Exports = Record<string | symbol, unknown>;
type Class = new (...args: unknown[]) => object;

/**
 * pdfjs loads @napi-rs/canvas (Skia: about 150 ms) as soon as it is imported, to polyfill DOMMatrix,
 * ImageData and Path2D, though only rendering a scanned page for OCR uses them. The CLI is one process
 * per CV and cares about that start, so it puts stand-ins in their place that load the library on first
 * use: in require's cache (pdfjs requires it by name) and as the three globals (pdfjs polyfills only the
 * missing ones). The server's parser children are long-lived and do not need this.
 */
export function deferCanvas(): void {
  const require = createRequire(import.meta.url);
  const id = require.resolve('@napi-rs/canvas');
  if (require.cache[id]) return;
  let canvas: Exports | undefined;
  const load = (): Exports => {
    if (!canvas) {
      delete require.cache[id];
      canvas = require(id) as Exports;
    }
    return canvas;
  };
  const get = (target: object, key: string | symbol) => {
    const value = Reflect.get(target, key) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  const standIn = new Module(id);
  standIn.filename = id;
  standIn.loaded = true;
  standIn.exports = new Proxy({}, { get: (_, key) => get(load(), key), has: (_, key) => key in load() });
  require.cache[id] = standIn;
  const globals = globalThis as unknown as Exports;
  for (const name of ['DOMMatrix', 'ImageData', 'Path2D']) {
    if (globals[name]) continue;
    const real = () => load()[name] as Class;
    globals[name] = new Proxy(function standInClass() {}, {
      // pdfjs makes one DOMMatrix as it loads (a scale it sets before each use), which cannot wait for
      // the library: that one is the standard's JavaScript implementation; every later one is Skia's.
      construct: (_, args) => Reflect.construct(canvas || name !== 'DOMMatrix' ? real() : (DOMMatrixShim as unknown as Class), args),
      get: (_, key) => get(real(), key),
    });
  }
}
