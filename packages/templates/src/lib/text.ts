export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; ordered: boolean; start: number; items: string[] };

/** A bullet as CVs and people type them: •, -, *, ·, ▪ and their kin, then a space (so "-5%" is none). */
const BULLET = /^\s*(?:[•●○◦▪▫■□‣⁃∙·►▸➢➤✓✔]|[-*–—](?=\s))\s*/u;
/** "1. ", "2) ": an ordered item; up to three digits, so a year ("2019. Moved") is none. */
const NUMBERED = /^\s*(\d{1,3})[.)]\s+/u;

/**
 * Free text as blocks: blank lines separate paragraphs; lines that start with a bullet glyph or a
 * number become the items of a list (glyph or number stripped); other lines keep their line breaks.
 * A line in lower case right after an item continues it (a bullet wrapped by hand).
 */
export function textBlocks(value: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const group of value.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: TextBlock | null = null;
    for (const raw of group.split('\n')) {
      const line = raw.trim();
      if (line === '' || BULLET.exec(line)?.[0].length === line.length) continue;
      const number = NUMBERED.exec(line);
      const marker = number ?? BULLET.exec(line);
      if (marker) {
        const ordered = number !== null;
        const text = line.slice(marker[0].length).trim();
        // Some extractions put several bullets on one line: "• One • Two • Three".
        const items = ordered ? [text] : text.split(/\s+[•●▪◦]\s+/u).filter(Boolean);
        if (current?.kind === 'list' && current.ordered === ordered) current.items.push(...items);
        else {
          if (current) blocks.push(current);
          current = { kind: 'list', ordered, start: number ? Number(number[1]) : 1, items };
        }
      } else if (current?.kind === 'list' && /^\p{Ll}/u.test(line)) {
        current.items[current.items.length - 1] = `${current.items.at(-1) ?? ''} ${line}`;
      } else if (current?.kind === 'paragraph') {
        current.lines.push(line);
      } else {
        if (current) blocks.push(current);
        current = { kind: 'paragraph', lines: [line] };
      }
    }
    if (current) blocks.push(current);
  }
  return blocks;
}

/** Free text on one line (meta descriptions, excerpts): list items lose their glyph and read "first · second". */
export function oneLine(value: string): string {
  return textBlocks(value)
    .flatMap((block) => (block.kind === 'list' ? block.items : block.lines))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .reduce((text, line) => (text === '' ? line : `${text}${/[.!?:;。！？]$/u.test(text) ? ' ' : ' · '}${line}`), '');
}

export function truncate(value: string, max: number): string {
  const clean = oneLine(value);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Strip tags for plain-text fallbacks; the result is rendered as text (React escapes it). */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function formatPostDate(iso: string | null): string {
  if (iso == null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
