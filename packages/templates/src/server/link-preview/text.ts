import type { Glyph } from 'fontkit';
import type { Face } from './fonts';

/**
 * Text drawn as SVG paths from the template's own font files, so the picture looks the same on
 * every machine and needs no installed fonts: the SVG renderer only fills shapes.
 */
interface Run {
  face: Face;
  text: string;
}

/** Consecutive characters that the same face draws; characters no face has are dropped. */
function runsOf(text: string, stack: Face[]): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Spaces and joiners go with the run they sit in: every face has a space.
    const face = /\s|\u200d/.test(char) ? (runs.at(-1)?.face ?? stack[0]) : stack.find((candidate) => candidate.hasGlyphForCodePoint(code));
    if (!face) continue;
    const last = runs.at(-1);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

export interface ShapedLine {
  text: string;
  width: number;
  /** The outline of the line with its baseline's start at (x, y). */
  path(x: number, y: number): string;
}

export function shapeLine(text: string, stack: Face[], size: number, tracking = 0): ShapedLine {
  const glyphs: { face: Face; glyph: Glyph; x: number; dy: number }[] = [];
  let cursor = 0;
  for (const run of runsOf(text, stack)) {
    const scale = size / run.face.unitsPerEm;
    const laid = run.face.layout(run.text);
    laid.glyphs.forEach((glyph, index) => {
      const position = laid.positions[index]!;
      glyphs.push({ face: run.face, glyph, x: cursor + position.xOffset * scale, dy: position.yOffset * scale });
      cursor += position.xAdvance * scale + tracking;
    });
  }
  const width = Math.max(0, cursor - (glyphs.length > 0 ? tracking : 0));
  return {
    text,
    width,
    path: (x, y) =>
      glyphs
        .map(({ face, glyph, x: gx, dy }) => {
          const scale = size / face.unitsPerEm;
          return glyph.path.scale(scale, -scale).translate(x + gx, y - dy).toSVG();
        })
        .join(''),
  };
}

/** Where a line may break: between words, and anywhere in text written without spaces (CJK). */
function breakUnits(text: string): string[] {
  return text.split(/(?<=[\s\-\u2010])/).flatMap((word) => (/[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/.test(word) ? Array.from(word) : [word]));
}

export interface Block {
  lines: ShapedLine[];
  size: number;
  lineHeight: number;
}

/**
 * The text at the largest size from `sizes` that fits `maxLines` lines of `width`; at the smallest,
 * the last line ends with an ellipsis. Long words that fit no line are cut to it.
 */
export function fitText(text: string, stack: Face[], options: { width: number; maxLines: number; sizes: number[]; lineHeight: number; tracking?: number }): Block {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sizes = [...options.sizes].sort((a, b) => b - a);
  for (const [index, size] of sizes.entries()) {
    const tracking = (options.tracking ?? 0) * size;
    const lines = wrap(clean, stack, size, options.width, tracking);
    const last = index === sizes.length - 1;
    if (lines.length <= options.maxLines || last) {
      const kept = lines.slice(0, options.maxLines);
      if (lines.length > options.maxLines) kept[kept.length - 1] = ellipsize(`${kept.at(-1)!.text} ${lines.slice(options.maxLines).map((line) => line.text).join(' ')}`, stack, size, options.width, tracking);
      return { lines: kept, size, lineHeight: size * options.lineHeight };
    }
  }
  return { lines: [], size: sizes[0] ?? 16, lineHeight: 0 };
}

function wrap(text: string, stack: Face[], size: number, width: number, tracking: number): ShapedLine[] {
  const lines: ShapedLine[] = [];
  let current = '';
  for (const unit of breakUnits(text)) {
    const candidate = current + unit;
    if (current === '' || shapeLine(candidate.trimEnd(), stack, size, tracking).width <= width) {
      current = candidate;
      continue;
    }
    lines.push(shapeLine(current.trimEnd(), stack, size, tracking));
    current = unit;
  }
  if (current.trim() !== '') lines.push(shapeLine(current.trimEnd(), stack, size, tracking));
  // A single word wider than the line (a long URL, a compound name) is cut to fit.
  return lines.map((line) => (line.width > width ? ellipsize(line.text, stack, size, width, tracking) : line));
}

/** The longest start of `text` that fits `width` with an ellipsis (found by halving, so long words stay cheap). */
function ellipsize(text: string, stack: Face[], size: number, width: number, tracking: number): ShapedLine {
  const chars = Array.from(text.trim());
  const cut = (length: number) => shapeLine(`${chars.slice(0, length).join('').replace(/[\s,.;:·–—-]+$/, '')}…`, stack, size, tracking);
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cut(middle).width <= width) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}
