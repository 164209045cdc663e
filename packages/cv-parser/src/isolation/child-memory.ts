/**
 * How a parser child keeps its memory down, shared by the pool (which starts the children) and
 * bench/cv-parse.ts (which measures the parser as a child runs it).
 *
 * - Two malloc arenas instead of glibc's eight per core: tesseract's thread, the canvas and zlib in
 *   libuv's pool each get arenas of their own otherwise, and what they free stays resident
 *   (measured on the four scans: 378 -> 340 MB peak).
 * - A full collection after a document once the heap has grown past 128 MB: each PDF leaves its
 *   fonts, CMaps and operator lists behind in the old generation, and V8 lets them pile up to four
 *   times the live heap before it collects (40 MB live, 180 MB used). It runs once the answer has
 *   been sent, so no document waits for it. Both together: bench:cv's peak 480 -> 343-374 MB.
 */
import v8 from 'node:v8';

/** A child's resident memory limit unless the pool is given another (the parent kills it past this). */
export const DEFAULT_CHILD_MEMORY_MB = 768;

export const CHILD_ENV = { MALLOC_ARENA_MAX: '2' };

/** V8 flags of a child whose resident memory is limited to `maxMemoryMb`. */
export function childNodeFlags(maxMemoryMb: number): string[] {
  return [
    // The heap alone fails fast (the child dies and the document is refused) before the watchdog's next look.
    `--max-old-space-size=${Math.max(128, Math.round(maxMemoryMb * 0.75))}`,
    '--expose-gc',
  ];
}

/**
 * Not after every document: that cost PDF p95 +30% (each collection resets V8's heap sizing), while a
 * collection once 128 MB are used bounds the heap at no measurable cost.
 */
const COLLECT_ABOVE_BYTES = 128 * 1024 * 1024;

/** After a document: collects the garbage documents left once the heap has grown past COLLECT_ABOVE_BYTES. */
export function collectAfterDocument(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc && v8.getHeapStatistics().used_heap_size > COLLECT_ABOVE_BYTES) gc();
}
