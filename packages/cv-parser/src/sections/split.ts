import type { CvSectionKind } from '@folio/schema';
import { findDateRange } from '../fields/dates';
import { isSpokenLanguage, splitItems, splitLevel } from '../fields/lists';
import type { CvLine } from '../types';
import { classifyHeading, collapseLetterSpacing } from './headings';

/** 'header' holds what comes before the first heading: name, title, contact, often a summary. */
export type SectionKind = CvSectionKind | 'header';

export interface CvSection {
  kind: SectionKind;
  heading: string;
  lines: CvLine[];
}

interface HeadingStyle {
  bold: boolean;
  caps: boolean;
  size: number;
  spaced: boolean;
}

function styleOf(line: CvLine): HeadingStyle {
  const letters = (line.segments[0] ?? line.text).replace(/[^\p{L}]/gu, '');
  return {
    bold: line.bold,
    caps: letters.length > 1 && letters === letters.toUpperCase(),
    size: Math.round(line.size * 10) / 10,
    spaced: collapseLetterSpacing(line.segments[0] ?? line.text) !== (line.segments[0] ?? line.text).trim(),
  };
}

const sameStyle = (a: HeadingStyle, b: HeadingStyle) =>
  a.bold === b.bold && a.caps === b.caps && Math.abs(a.size - b.size) < 0.06 && a.spaced === b.spaced;

function couldBeHeading(line: CvLine): boolean {
  // A heading may share its row with content in the next cell (Europass: "PROFILE | text"), never with
  // a date; such a label must be in capitals, since "Languages | Go, Rust" is a skill row.
  const text = (line.segments[0] ?? line.text).trim();
  if (line.bullet || text.length > 60 || /[.;,]$/.test(text) || findDateRange(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return line.segments.length <= 1 || line.headingHint || letters === letters.toUpperCase();
}

/** Splits the lines into sections at known headings, and at unknown ones styled exactly like them. */
export function splitSections(lines: CvLine[]): CvSection[] {
  const kinds = lines.map((line) => (couldBeHeading(line) ? classifyHeading(line.segments[0] ?? line.text) : null));
  // Where the document marks its headings (Word heading styles), a keyword line without the mark
  // ("Langages | TypeScript, SQL" as a skills row) is content.
  if (lines.filter((line, index) => kinds[index] && line.headingHint).length >= 3) {
    lines.forEach((line, index) => {
      if (kinds[index] && !line.headingHint && !styleOf(line).caps) kinds[index] = null;
    });
  }
  const headingStyles = lines.filter((_, index) => kinds[index]).map(styleOf);
  const distinctive = headingStyles.filter((style) => style.caps || style.size >= 1.12 || style.spaced);
  // Learn the heading look only when the known headings agree on one that body text does not have.
  const learned = distinctive.length >= 2 && distinctive.length >= headingStyles.length * 0.6 ? mostCommon(distinctive) : null;
  // When headings are set in capitals or letter-spaced, a keyword line in body size and lower case
  // ("Languages" as a bold skill group in a sidebar) is a sub-heading, not a section; so is one that
  // starts with a small letter whatever its size ("formation" among an entry's keywords, where the
  // headings are small capitals set below body size).
  if (learned && (learned.caps || learned.spaced) && headingStyles.filter((style) => sameStyle(style, learned)).length >= 3) {
    lines.forEach((line, index) => {
      const style = styleOf(line);
      const lowerInitial = /^\p{Ll}/u.test((line.segments[0] ?? line.text).trim());
      const weaker = !style.caps && !style.spaced && (style.size < learned.size + 0.1 || lowerInitial);
      if (kinds[index] && !line.headingHint && weaker) kinds[index] = null;
    });
  }
  // A heading word on the line right under a dated title, with no space between, is the title's last
  // word ("Pregrado, Ingeniería en Ejecución | 2011 – 2013" over "Informática").
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    // The first line of a page, or of a column (a sidebar's first heading after the main column's last
    // dated title), has no gap above it to tell.
    if (kinds[index] && !line.headingHint && above && above.page === line.page && above.column === line.column && line.x1 > 0 && line.gapAbove < 0.15 && above.segments.length > 1 && findDateRange(above.segments.at(-1)!) && !kinds[index - 1]) {
      kinds[index] = null;
    }
  });
  const firstHeading = kinds.findIndex((kind) => kind !== null);
  const headingGaps = lines.filter((_, index) => kinds[index]).map((line) => line.gapAbove).sort((a, b) => a - b);
  const headingGap = headingGaps[Math.floor(headingGaps.length / 2)] ?? 0;
  const sections: CvSection[] = [{ kind: 'header', heading: '', lines: [] }];
  let current = sections[0]!;
  const open = (section: CvSection) => {
    sections.push(section);
    current = section;
  };
  // Where each column of each page left off, so text flowing onto the next page rejoins its own column.
  const columnEnds = new Map<string, { x: number; page: number; section: CvSection }>();
  let previous: CvLine | null = null;
  lines.forEach((line, index) => {
    if (previous && line.page !== previous.page) {
      const before = [...columnEnds.values()].filter((end) => end.page === previous!.page);
      const nearest = before.sort((a, b) => Math.abs(a.x - line.x) - Math.abs(b.x - line.x))[0];
      if (nearest) current = nearest.section;
    }
    let kind = kinds[index] ?? null;
    if (!kind && learned && index > firstHeading && firstHeading >= 0 && couldBeHeading(line)) {
      const words = line.text.trim().split(/\s+/).length;
      // Acronyms in capitals ("SEO", "MBA") share the look of capital headings but are content, and a
      // heading keeps the space the known ones have above them.
      const acronym = /^[\p{Lu}\d+#./&-]{2,6}$/u.test(line.text.trim());
      const spaced = headingGap === 0 || line.gapAbove >= headingGap * 0.5;
      // Right under a known heading, a line in the same style is that section's first entry ("学士, コンピュータサイエンス").
      const firstInSection = current.kind !== 'header' && current.kind !== 'other' && current.lines.length === 0;
      if (words <= 4 && !acronym && spaced && !firstInSection && !/[@\d]/.test(line.text) && sameStyle(styleOf(line), learned)) kind = 'other';
    }
    if (kind) {
      open({ kind, heading: collapseLetterSpacing(line.segments[0] ?? line.text), lines: [] });
      // A heading sharing its row with text ("Skills: Python, SQL") keeps that text as content, unless
      // the rest is the heading's own second word set apart by letter spacing ("WORK  EXPERIENCE").
      const rest = line.segments.length > 1 && classifyHeading(line.text) === kind ? [] : line.segments.slice(1);
      if (rest.length > 0) current.lines.push({ ...line, text: rest.join(' '), segments: rest });
    } else {
      // The top of a new column on the same page does not continue the other column's last section.
      const newColumn = previous && line.page === previous.page && line.column !== previous.column;
      if (newColumn) open({ kind: 'header', heading: '', lines: [] });
      const inline = splitInlineHeading(line);
      if (inline) {
        open({ kind: inline.kind, heading: inline.heading, lines: [] });
        current.lines.push(inline.rest);
      } else {
        current.lines.push(line);
      }
    }
    const key = `${line.page}:${line.column}`;
    const end = columnEnds.get(key);
    columnEnds.set(key, { x: Math.min(end?.x ?? line.x, line.x), page: line.page, section: current });
    previous = line;
  });
  return sections.filter((section) => section.lines.length > 0 || section.kind !== 'header');
}

/**
 * "SKILLS: Python, SQL" or "Languages: English (native), French (C1)" as one line in plain text CVs:
 * a known heading before a colon that starts a new block. Only main sections, since "Tools: ..." inside
 * a skills section is a skill group, not a new section.
 */
function splitInlineHeading(line: CvLine): { kind: CvSectionKind; heading: string; rest: CvLine } | null {
  const match = /^([^:：]{2,30})(?::\s+|：\s*)(.+)$/.exec(line.text);
  if (!match || line.bullet) return null;
  const kind = classifyHeading(match[1]!);
  const letters = match[1]!.replace(/[^\p{L}]/gu, '');
  if (!kind || kind === 'other' || letters !== letters.toUpperCase()) return null;
  const text = match[2]!;
  // "언어: Kotlin, Java, Go", "言語: TypeScript": scripts without capitals give no cue, and a skill group named
  // "languages" lists programming languages; only spoken ones make it the languages section.
  if (kind === 'languages' && !splitItems(text).some((item) => isSpokenLanguage(splitLevel(item).name))) return null;
  return { kind, heading: match[1]!, rest: { ...line, text, segments: [text] } };
}

function mostCommon(styles: HeadingStyle[]): HeadingStyle | null {
  let best: HeadingStyle | null = null;
  let bestCount = 0;
  for (const style of styles) {
    const count = styles.filter((other) => sameStyle(style, other)).length;
    if (count > bestCount) {
      best = style;
      bestCount = count;
    }
  }
  return best;
}
