import { isDateLike } from '../fields/dates';
import { chunkText, type Chunk } from './runs';

export interface Gutter {
  x: number;
  /** The vertical band (top-down) where the page is split; chunks above are a full-width header. */
  top: number;
  bottom: number;
  /** Chunks inside the band. */
  count: number;
}

/**
 * Finds the vertical gap that splits a page into a sidebar and a main column. A gutter must hold
 * over most of the page's text, with real text on both sides; a column of dates or of right-aligned
 * labels (Europass style) is not a column to read on its own, since its rows belong to the text beside it.
 */
export function findGutter(chunks: Chunk[], pageWidth: number): Gutter | null {
  if (chunks.length < 8) return null;
  let best: (Gutter & { width: number }) | null = null;
  let run: { start: number; gutter: Gutter } | null = null;
  const step = 2;
  // Baselines in order, so a band's chunks are counted by two binary searches, not a pass over the page.
  const ys = chunks.map((chunk) => chunk.y).sort((a, b) => a - b);
  for (let x = pageWidth * 0.12; x <= pageWidth * 0.88 + step; x += step) {
    const gutter = x <= pageWidth * 0.88 ? gutterAt(chunks, ys, x) : null;
    const near = (a: number, b: number) => a === b || Math.abs(a - b) < 1;
    if (gutter && run && near(gutter.top, run.gutter.top) && near(gutter.bottom, run.gutter.bottom)) {
      continue;
    }
    if (run) {
      // The gutter that splits the most text wins; among equals, the widest.
      const width = x - step - run.start;
      const better = !best || run.gutter.count > best.count || (run.gutter.count === best.count && width > best.width);
      if (width >= 4 && better) best = { ...run.gutter, x: run.start + width / 2, width };
    }
    run = gutter ? { start: x, gutter } : null;
  }
  if (!best) return null;
  return isRealColumnSplit(chunks, best) ? { x: best.x, top: best.top, bottom: best.bottom, count: best.count } : null;
}

/** Index of the first of the sorted values above `value` (`orEqual`: at or above it). */
function firstAbove(sorted: number[], value: number, orEqual: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! > value || (orEqual && sorted[middle] === value)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function gutterAt(chunks: Chunk[], ys: number[], x: number): Gutter | null {
  const crossingYs = chunks
    .filter((chunk) => chunk.x0 < x - 1 && chunk.x1 > x + 1)
    .map((chunk) => chunk.y)
    .sort((a, b) => a - b);
  const bounds = [-Infinity, ...crossingYs, Infinity];
  let bestBand: Gutter | null = null;
  let bestCount = 0;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const top = bounds[i]!;
    const bottom = bounds[i + 1]!;
    // Chunks strictly between the two baselines.
    const count = firstAbove(ys, bottom, true) - firstAbove(ys, top, false);
    if (count > bestCount) {
      bestCount = count;
      bestBand = { x, top, bottom, count };
    }
  }
  if (!bestBand || bestCount < chunks.length * 0.6) return null;
  const inside = chunks.filter((chunk) => chunk.y > bestBand.top && chunk.y < bestBand.bottom);
  const left = inside.filter((chunk) => chunk.x1 <= x);
  const right = inside.filter((chunk) => chunk.x0 >= x);
  if (rowCount(left) < 4 || rowCount(right) < 4) return null;
  return bestBand;
}

function rowCount(chunks: Chunk[]) {
  return new Set(chunks.map((chunk) => Math.round(chunk.y / 3))).size;
}

function isRealColumnSplit(chunks: Chunk[], gutter: Gutter): boolean {
  const inside = chunks.filter((chunk) => chunk.y > gutter.top && chunk.y < gutter.bottom);
  const left = inside.filter((chunk) => chunk.x1 <= gutter.x);
  const right = inside.filter((chunk) => chunk.x0 >= gutter.x);
  for (const side of [left, right]) {
    const dates = side.filter((chunk) => isDateLike(chunkText(chunk))).length;
    if (dates / side.length >= 0.4) return false;
  }
  // Labels right-aligned against the gutter share their right edge but not their left one; unlike a
  // sidebar set flush right, they sit on the baselines of the rows they label, one per block, not
  // line under line.
  const sharedRight = mostCommonShare(left.map((chunk) => chunk.x1));
  const sharedLeft = mostCommonShare(left.map((chunk) => chunk.x0));
  if (sharedRight > 0.6 && sharedLeft < 0.4 && labelsBesideRows(left, right)) return false;
  // Dates and places pushed against the right margin share their right edge: they belong to the rows beside them.
  const rightAligned = mostCommonShare(right.map((chunk) => chunk.x1)) > 0.6 && mostCommonShare(right.map((chunk) => chunk.x0)) < 0.4;
  if (rightAligned && labelsBesideRows(right, left)) return false;
  // One side must run down most of the band and the other some way, or it is a short table, not a
  // layout; a sidebar may stop early (three contact lines beside the whole main column).
  const extent = (side: Chunk[]) => Math.max(...side.map((c) => c.y)) - Math.min(...side.map((c) => c.y));
  const bandExtent = extent(inside);
  const [shorter, longer] = [extent(left), extent(right)].sort((a, b) => a - b) as [number, number];
  return longer > bandExtent * 0.5 && shorter > bandExtent * 0.08;
}

/**
 * Most of a side's rows sit on the baseline of a row across the gutter, and few follow the row above
 * at a line's distance: labels or dates beside the rows they belong to, not a column of text.
 */
function labelsBesideRows(side: Chunk[], other: Chunk[]): boolean {
  const rows = [...new Map(side.map((chunk) => [Math.round(chunk.y), chunk.size])).entries()].sort((a, b) => a[0] - b[0]);
  const aligned = rows.filter(([y]) => other.some((chunk) => Math.abs(chunk.y - y) < Math.max(1.5, chunk.size * 0.3))).length;
  let flowing = 0;
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]![0] - rows[i - 1]![0] <= 2.2 * Math.max(rows[i]![1], rows[i - 1]![1])) flowing++;
  }
  return aligned / Math.max(1, rows.length) > 0.5 && flowing / Math.max(1, rows.length - 1) < 0.65;
}

function mostCommonShare(values: number[]) {
  const counts = new Map<number, number>();
  for (const value of values) {
    const key = Math.round(value / 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values()) / Math.max(1, values.length);
}
