import type { ParsedProject } from '@folio/schema';
import type { CvLine } from '../types';
import { findUrls, normaliseUrl } from './contact';
import { isHeaderLike, splitEntries, splitUndatedEntries, type EntryBlock } from './entries';
import { splitItems } from './lists';
import { headerPieces } from './pieces';
import { describe } from './roles';

const TECH_LINE = /^(?:technolog(?:y|ies)|tech(?:nologies)?(?: stack)?|stack|tools|built with|environment|technologien|technologies utilisées|tecnologías|tecnologias|tecnologie|umgebung|outils)\s*[:：]\s*(.+)$/i;

export function readProjects(lines: CvLine[]): { projects: ParsedProject[]; unplaced: CvLine[] } {
  const dated = splitEntries(lines);
  // Projects are often undated; then each "Name — what it is" or "Name, stack, …" line, or else each bold
  // or title-like line, starts one.
  const blocks = dated.blocks.length >= 2 || (dated.blocks.length === 1 && dated.leading.length === 0) ? dated.blocks : (splitLeadLines(lines) ?? namesOnly(lines) ?? splitUndatedEntries(lines));
  const unplaced = blocks === dated.blocks ? dated.leading : [];
  return { projects: blocks.map(readProject).filter((project) => project.name !== ''), unplaced };
}

function readProject(block: EntryBlock): ParsedProject {
  const fields: ParsedProject['fields'] = {};
  const technologies: string[] = [];
  let url = '';
  const body: CvLine[] = [];
  for (const line of [...block.header, ...block.body]) {
    const urls = findUrls(line.text);
    if (!url && urls[0]) {
      url = normaliseUrl(urls[0]);
      fields.url = { confidence: 0.9, source: line.text };
    }
    const tech = TECH_LINE.exec(line.text);
    if (tech) {
      technologies.push(...splitItems(tech[1]!));
      fields.technologies = { confidence: 0.9, source: line.text };
    } else if (block.body.includes(line)) body.push(line);
  }
  const pieces = headerPieces(block.header, block.date)
    .map((piece) => piece.text)
    .filter((text) => !findUrls(text).some((found) => found.length >= text.length - 2) && !TECH_LINE.test(text));
  // A name cut from its line already may be a bare domain ("Filmido.com").
  let name = block.header[0] && named.has(block.header[0]) ? block.header[0].segments[0]! : (pieces[0] ?? '');
  let description = describe(body);
  // "Name: what it is" or "Name — what it is" on one line.
  const inline = block.header[0] && named.has(block.header[0]) ? null : /^(.{2,60}?)\s*(?::|\s[–—-]\s)\s*(.{15,})$/.exec(name);
  if (inline) {
    name = inline[1]!.trim();
    description = [inline[2]!.trim(), description].filter(Boolean).join('\n');
  }
  // A trailing "React, Node.js" piece in the header is the stack.
  for (const piece of pieces.slice(1)) {
    const items = splitItems(piece);
    if (items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 3)) {
      technologies.push(...items);
      fields.technologies ??= { confidence: 0.75, source: piece };
    }
  }
  if (name) fields.name = { confidence: block.header[0]?.bold ? 0.9 : 0.75, source: block.header[0]?.text ?? name };
  if (description) fields.description = { confidence: 0.8, source: description };
  return {
    name,
    description,
    technologies: [...new Set(technologies)],
    url,
    start_date: block.date?.start ?? '',
    end_date: block.date?.end ?? '',
    confidence: name && description ? 0.8 : 0.6,
    fields,
  };
}

/** A list of names and nothing else ("SingMoji", "ScoreCloud API"): one project each. */
function namesOnly(lines: CvLine[]): EntryBlock[] | null {
  if (lines.length < 2 || !lines.every((line) => isHeaderLike(line) && line.segments.length === 1 && line.text.split(/\s+/).length <= 6)) return null;
  return lines.map((line) => ({ header: [line], body: [], date: null, dateLine: null }));
}

/** Header lines that hold a project's name alone, cut from its line already. */
const named = new WeakSet<CvLine>();

/** "Name — what it is", the description maybe starting on the next line. */
const DASH_LEAD = /^(.{2,90}?)\s+[–—](?:\s+(.+))?$/;
/** "Name, stack, stack, …": three or more items, the first a name. */
const COMMA_LEAD = /^([^,]{2,70}),\s+[^,]+,\s+\S/;

/**
 * Projects written one to a paragraph, as one-line designs print them. A line ending in a comma
 * wrapped; each line that opens with a name and a dash, or with a name and a list, starts a project.
 */
function splitLeadLines(lines: CvLine[]): EntryBlock[] | null {
  const joined: CvLine[] = [];
  for (const line of lines) {
    const last = joined.at(-1);
    const wrapped = last !== undefined && last.x1 > 0 && last.x1 >= (last.columnRight || 1) - 0.1;
    if (last && !line.bullet && line.gapAbove < 0.5 && (/,$/.test(last.text.trim()) || wrapped)) {
      const text = `${last.text.trim()} ${line.text.trim()}`;
      joined[joined.length - 1] = { ...last, text, segments: [text], x1: line.x1 };
    } else joined.push(line);
  }
  for (const lead of [DASH_LEAD, COMMA_LEAD]) {
    const starts = joined.filter((line) => !line.bullet && lead.test(line.text.trim()));
    if (starts.length < 2 || !lead.test(joined[0]!.text.trim())) continue;
    const blocks: EntryBlock[] = [];
    for (const line of joined) {
      const match = starts.includes(line) ? lead.exec(line.text.trim()) : null;
      if (!match) {
        blocks.at(-1)!.body.push(line);
        continue;
      }
      const name = match[1]!.trim();
      const rest = lead === DASH_LEAD ? (match[2] ?? '') : line.text.trim().slice(match[1]!.length).replace(/^,\s*/, '');
      const header = { ...line, text: name, segments: [name] };
      named.add(header);
      // The stack of a "Name, stack, …" line is the header's second piece, which readProject reads as technologies.
      if (lead === COMMA_LEAD) {
        const withStack = { ...header, text: `${name} | ${rest}`, segments: [name, rest] };
        named.add(withStack);
        blocks.push({ header: [withStack], body: [], date: null, dateLine: null });
      }
      else blocks.push({ header: [header], body: rest ? [{ ...line, text: rest, segments: [rest] }] : [], date: null, dateLine: null });
    }
    return blocks;
  }
  return null;
}
