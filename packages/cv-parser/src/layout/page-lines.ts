import type { CvLine } from '../types';
import { isRtlLine } from './bidi';
import { findGutter } from './columns';
import { buildChunks, chunkText, groupRows, type Chunk, type TextRun } from './runs';
import { cleanText, stripBullet } from './text-lines';

/** Gap (in font sizes) that separates a right-aligned date or a table cell from the text beside it. */
const SEGMENT_GAP_EM = 1.0;
/** Smaller gap used to find columns: a gutter is usually wider than a word space but may be narrow. */
const CHUNK_GAP_EM = 0.9;

interface PageGeometry {
  page: number;
  width: number;
  height: number;
}

/**
 * Turns a page's positioned runs into reading-order lines: header band, then left column, then right
 * column, then footer band. Each line keeps its segments, left edge, size, weight and the gap above it.
 */
export type PageLine = Omit<CvLine, 'size'> & { absSize: number; /** Baseline as a fraction of the page height. */ top: number };

export function layoutPage(runs: TextRun[], geometry: PageGeometry): PageLine[] {
  const chunks = buildChunks(runs, CHUNK_GAP_EM);
  const gutter = findGutter(chunks, geometry.width);
  const regions: { chunks: Chunk[]; column: number }[] = [];
  if (gutter) {
    const inBand = (chunk: Chunk) => chunk.y > gutter.top && chunk.y < gutter.bottom;
    regions.push({ chunks: chunks.filter((c) => c.y <= gutter.top), column: 0 });
    regions.push({ chunks: chunks.filter((c) => inBand(c) && c.x1 <= gutter.x), column: 0 });
    regions.push({ chunks: chunks.filter((c) => inBand(c) && c.x0 >= gutter.x), column: 1 });
    regions.push({ chunks: chunks.filter((c) => c.y >= gutter.bottom), column: 0 });
  } else {
    regions.push({ chunks, column: 0 });
  }
  const lines: PageLine[] = [];
  for (const region of regions) {
    const first = lines.length;
    let previous: { y: number; size: number } | null = null;
    for (const row of groupRows(region.chunks)) {
      const line = rowToLine(row, geometry, region.column);
      const first = row[0]!;
      line.gapAbove = previous ? Math.max(0, (first.y - previous.y) / (previous.size * 1.2) - 1) : 0;
      previous = { y: first.y, size: line.absSize };
      lines.push(line);
    }
    const right = Math.max(0, ...lines.slice(first).map((line) => line.x1));
    for (const line of lines.slice(first)) line.columnRight = right;
  }
  return lines;
}

function rowToLine(row: Chunk[], geometry: PageGeometry, column: number): PageLine {
  const segments: { text: string; x0: number; x1: number; size: number }[] = [];
  for (const chunk of row) {
    const text = chunkText(chunk);
    const last = segments.at(-1);
    if (last && chunk.x0 - last.x1 <= SEGMENT_GAP_EM * chunk.size) {
      last.text += ` ${text}`;
      last.x1 = chunk.x1;
    } else {
      segments.push({ text, x0: chunk.x0, x1: chunk.x1, size: chunk.size });
    }
  }
  // A right-to-left line starts at its right: "2019 – היום" set at the left edge is its last segment.
  if (segments.length > 1 && isRtlLine(segments.map((segment) => segment.text))) segments.reverse();
  const runs = row.flatMap((chunk) => chunk.runs);
  const chars = (run: TextRun) => run.text.replace(/\s/g, '').length;
  const total = runs.reduce((sum, run) => sum + chars(run), 0) || 1;
  const boldChars = runs.filter((run) => run.bold).reduce((sum, run) => sum + chars(run), 0);
  // The dominant size, weighted by characters, so a bullet glyph or an icon does not decide it.
  const sizeWeights = new Map<number, number>();
  for (const run of runs) sizeWeights.set(round(run.size), (sizeWeights.get(round(run.size)) ?? 0) + chars(run));
  const absSize = [...sizeWeights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const texts = segments.map((segment) => segment.text);
  const leadRuns: string[] = [];
  for (const run of runs) {
    if (!run.bold) break;
    leadRuns.push(run.text);
  }
  const lead = leadRuns.length > 0 && leadRuns.length < runs.length ? cleanText(leadRuns.join(' ')) : undefined;
  // A bullet glyph on its own, set apart from its text (or misread by OCR as "+", "«", "e").
  const loneBullet = texts.length > 1 && /^[•●○◦▪■►▸‣⁃∙·*+«»°oe✓✔➢➤-]$/u.test(texts[0]!.trim());
  if (loneBullet) texts.shift();
  const stripped = loneBullet ? { text: texts[0] ?? '', bullet: true } : stripBullet(texts[0] ?? '');
  if (stripped.bullet) texts[0] = stripped.text;
  const kept = texts.map((text, index) => ({ text: cleanText(text), x: segments[index + (loneBullet ? 1 : 0)]!.x0 / geometry.width })).filter((segment) => segment.text !== '');
  const cleaned = kept.map((segment) => segment.text);
  return {
    text: cleaned.join(' '),
    segments: cleaned,
    page: geometry.page,
    column,
    x: row[0]!.x0 / geometry.width,
    segmentX: kept.map((segment) => segment.x),
    ...(lead ? { lead } : {}),
    x1: Math.max(...row.map((chunk) => chunk.x1)) / geometry.width,
    columnRight: 0,
    // Mostly bold, or a bold lead-in ("Engineer, Acme" with the title in bold) as entry headers often are.
    bold: boldChars / total > 0.6 || (runs[0]!.bold && boldChars / total >= 0.3),
    bullet: stripped.bullet,
    headingHint: false,
    gapAbove: 0,
    absSize,
    top: row[0]!.y / geometry.height,
  };
}

function round(value: number) {
  return Math.round(value * 2) / 2;
}
