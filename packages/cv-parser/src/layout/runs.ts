import { directionOf, hasRtl, isRtlLine, logicalOrder, normaliseArabicForms } from './bidi';

/** A run of text on a page, top-down coordinates in points (PDF text item or OCR word). */
export interface TextRun {
  text: string;
  x0: number;
  x1: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  size: number;
  bold: boolean;
  /** A space glyph of its own stood right before this run (pdfjs gives it as a blank item). */
  spaced?: boolean;
}

/** Runs on one baseline, close enough to read as one phrase. */
export interface Chunk {
  runs: TextRun[];
  x0: number;
  x1: number;
  y: number;
  size: number;
}

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function chunkText(chunk: Chunk): string {
  const runs = chunk.runs;
  // pdfjs often leaves the space between words out of the items; restore it from the gap.
  const spaceBefore: boolean[] = [];
  let lastX1 = -Infinity;
  runs.forEach((run, index) => {
    // Chinese and Japanese set no spaces; a gap between their characters is spacing (justified text,
    // glyphs placed one by one), and only a wide one separates two fields.
    const cjk = index > 0 && CJK_END.test(runs[index - 1]!.text) && CJK_START.test(run.text);
    // A space the document set as a glyph of its own is a space in any script ("フルリモート バックエンド").
    spaceBefore[index] = index > 0 && (run.x0 - lastX1 > run.size * (cjk ? 0.6 : 0.12) || (cjk && run.spaced === true));
    lastX1 = Math.max(lastX1, run.x1);
  });
  const texts = runs.map((run) => run.text);
  const order = texts.some(hasRtl) ? logicalOrder(texts.map(directionOf), isRtlLine(texts)) : texts.map((_, index) => index);
  let text = '';
  let previous = -1;
  for (const index of order) {
    const run = runs[index]!;
    // Runs that were neighbours on the page keep the gap they had; a reordered stretch gets a space.
    const spaced = Math.abs(index - previous) === 1 ? spaceBefore[Math.max(index, previous)] : true;
    if (text !== '' && spaced && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
    text += run.text;
    previous = index;
  }
  return normaliseArabicForms(text.replace(/\s+/g, ' ').trim());
}

/** Groups runs into rows by baseline; a row's runs are sorted left to right. */
export function groupRows<T extends { y: number; size: number; x0: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: { y: number; size: number; items: T[] }[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(item.y - row.y) <= 0.45 * Math.min(item.size, row.size)) {
      row.items.push(item);
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  return rows.map((row) => row.items.sort((a, b) => a.x0 - b.x0));
}

/** Splits each row into chunks wherever the horizontal gap exceeds `gapEm` font sizes. */
export function buildChunks(runs: TextRun[], gapEm: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const row of groupRows(runs.filter((run) => run.text.trim() !== ''))) {
    let current: Chunk | null = null;
    for (const run of row) {
      if (current && run.x0 - current.x1 <= gapEm * Math.max(run.size, current.size)) {
        current.runs.push(run);
        current.x1 = Math.max(current.x1, run.x1);
        current.size = Math.max(current.size, run.size);
      } else {
        current = { runs: [run], x0: run.x0, x1: run.x1, y: run.y, size: run.size };
        chunks.push(current);
      }
    }
  }
  return chunks;
}
