import type { CvLine } from '../types';
import type { PageLine } from './page-lines';

/**
 * Bullet glyphs seen in real CVs, including Word's Symbol-font private-use bullets (U+F0B7...) that
 * DOC and some PDF extractors return, and the "o" Word uses for second-level lists.
 */
const BULLET = /^\s*(?:[•●○◦▪▫■□►▸▹‣⁃∙·*✓✔✗➢➤➔→⇒»◆◇❖⦿⚫⬤«»°¢©\u2022\uF0B7\uF0A7\uF0D8\uF076\uF0FC\uF0A8]|[-–—](?=\s)|o(?=\s{1,3}[A-Z]))\s*/u;

/**
 * The bullet of a line's first segment: a glyph before its text ("• Led the team"), or a glyph alone in
 * the first segment, set apart from the text by a tab ("•\tLed the team"), which is dropped.
 */
export function leadingBullet(segments: string[]): boolean {
  if (segments.length > 1 && BULLET.test(segments[0]!) && BULLET.exec(segments[0]!)![0].length === segments[0]!.length) {
    segments.shift();
    return true;
  }
  const stripped = stripBullet(segments[0] ?? '');
  if (stripped.bullet) segments[0] = stripped.text;
  return stripped.bullet;
}

export function stripBullet(text: string): { text: string; bullet: boolean } {
  const match = BULLET.exec(text);
  if (!match || match[0].length === text.length) return { text: cleanText(text), bullet: false };
  return { text: cleanText(text.slice(match[0].length)), bullet: true };
}

/** Icon-font glyphs (private use area) and zero-width characters are decoration, not text. */
export function cleanText(text: string): string {
  return text.replace(/[\uE000-\uF8FF\u200B-\u200D\uFEFF\u00AD]/g, '').replace(/\s+/g, ' ').trim();
}

/** Page furniture that is never CV content. */
const PAGE_FURNITURE = /^(?:page|seite|página|pagina|p\.)?\s*\d{1,2}\s*(?:\/|of|von|de|di|sur|\|)\s*\d{1,2}$|^-?\s*\d{1,2}\s*-?$/i;

/** Plain text as pasted or extracted from DOC: tabs and runs of spaces separate segments. */
export function linesFromPlainText(text: string): CvLine[] {
  const lines: CvLine[] = [];
  let blank = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n')) {
    if (raw.trim() === '') {
      blank++;
      continue;
    }
    const segments = raw
      .split(/\t+|\s{3,}/)
      .map((segment) => segment.trim())
      .filter((segment) => segment !== '');
    const bullet = leadingBullet(segments);
    const cleaned = segments.map(cleanText).filter((segment) => segment !== '');
    if (cleaned.length === 0) continue;
    lines.push({
      text: cleaned.join(' '),
      segments: cleaned,
      page: 0,
      column: 0,
      x: (raw.length - raw.trimStart().length) / 80,
      x1: 0,
      columnRight: 0,
      size: 1,
      bold: false,
      bullet,
      headingHint: false,
      gapAbove: blank,
    });
    blank = 0;
  }
  return dropFurniture(lines);
}

/** Turns absolute font sizes into sizes relative to the body text (the most common size by characters). */
export function normaliseSizes(pageLines: PageLine[]): CvLine[] {
  const lines = dropRunningHeaders(pageLines);
  const weights = new Map<number, number>();
  for (const line of lines) weights.set(line.absSize, (weights.get(line.absSize) ?? 0) + line.text.length);
  const body = [...weights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  return dropFurniture(lines.map(({ absSize, top: _top, ...line }) => ({ ...line, size: absSize / body })));
}

function dropFurniture(lines: CvLine[]): CvLine[] {
  return lines.filter((line) => !PAGE_FURNITURE.test(line.text.trim()));
}

/** Joins a wrapped line to the one before: with a space, except between two Han, kana or Hangul characters. */
export function joinWrapped(before: string, after: string): string {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}。，、]$/u.test(before) && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(after);
  return cjk ? `${before}${after}` : `${before} ${after}`;
}

export function documentText(lines: CvLine[]): string {
  return lines.map((line) => (line.bullet ? `• ${line.segments.join('  ')}` : line.segments.join('   '))).join('\n');
}

/**
 * Running headers and footers ("Jane Doe · CV", "Page 2") repeat in the page margins; they are dropped
 * from every page but the first page's top, where the same text is the CV's own heading.
 */
function dropRunningHeaders(lines: PageLine[]): PageLine[] {
  const inMargin = (line: PageLine) => line.top < 0.09 || line.top > 0.91;
  const key = (line: PageLine) => line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const pages = new Map<string, Set<number>>();
  for (const line of lines.filter(inMargin)) {
    const seen = pages.get(key(line)) ?? new Set<number>();
    seen.add(line.page);
    pages.set(key(line), seen);
  }
  return lines.filter((line) => {
    if (!inMargin(line) || (pages.get(key(line))?.size ?? 0) < 2) return true;
    return line.page === 1 && line.top < 0.09;
  });
}
