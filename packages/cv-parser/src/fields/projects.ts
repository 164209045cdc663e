import type { ParsedProject } from '@folio/schema';
import type { CvLine } from '../types';
import { findUrls, normaliseUrl } from './contact';
import { splitEntries, splitUndatedEntries, type EntryBlock } from './entries';
import { splitItems } from './lists';
import { headerPieces } from './pieces';
import { describe } from './roles';

const TECH_LINE = /^(?:technolog(?:y|ies)|tech(?:nologies)?(?: stack)?|stack|tools|built with|environment|technologien|technologies utilisées|tecnologías|tecnologias|tecnologie|umgebung|outils)\s*[:：]\s*(.+)$/i;

export function readProjects(lines: CvLine[]): { projects: ParsedProject[]; unplaced: CvLine[] } {
  const dated = splitEntries(lines);
  // Projects are often undated; then each bold or title-like line starts one.
  const blocks = dated.blocks.length >= 2 || (dated.blocks.length === 1 && dated.leading.length === 0) ? dated.blocks : splitUndatedEntries(lines);
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
  let name = pieces[0] ?? '';
  let description = describe(body);
  // "Name: what it is" or "Name — what it is" on one line.
  const inline = /^(.{2,60}?)\s*(?::|\s[–—-]\s)\s*(.{15,})$/.exec(name);
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
