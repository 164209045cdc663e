import type { CvLine } from '../types';
import { cleanText, leadingBullet } from './text-lines';

interface Paragraph {
  text: string;
  bold: boolean;
  heading: boolean;
  bullet: boolean;
  /** From a `data-column` mark: 1 for the second column of a layout table. */
  column: number;
}

interface TableContext {
  rows: Paragraph[][][];
  row: Paragraph[][] | null;
  cell: Paragraph[] | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * Reads the small, well-formed HTML that mammoth writes for a DOCX into lines. Headings, bold runs
 * and list items become line hints; a table row of one-paragraph cells becomes one line of segments
 * (a dates | role row), while a row of multi-paragraph cells is a layout table and is read cell by cell.
 */
export function linesFromHtml(html: string): CvLine[] {
  const paragraphs: Paragraph[] = [];
  const tables: TableContext[] = [];
  let buffer = '';
  let boldChars = 0;
  let boldDepth = 0;
  let boldLead: boolean | null = null;
  let heading = false;
  let listItem = false;
  const columns: number[] = [];

  const emit = (paragraph: Paragraph) => {
    const table = tables.at(-1);
    if (table?.cell) table.cell.push(paragraph);
    else paragraphs.push(paragraph);
  };
  const flush = () => {
    // A soft line break (<br />) inside a paragraph starts a new visual line.
    const parts = buffer.split('\n');
    const total = buffer.replace(/\s/g, '').length || 1;
    for (const part of parts) {
      if (part.trim() === '') continue;
      emit({ text: part, bold: boldChars / total > 0.6 || (boldLead === true && boldChars / total >= 0.3), heading, bullet: listItem, column: columns.at(-1) ?? 0 });
    }
    buffer = '';
    boldChars = 0;
    boldLead = null;
  };

  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)[^>]*?(\/?)>$/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token);
      buffer += text;
      if (boldDepth > 0) boldChars += text.replace(/\s/g, '').length;
      if (boldLead === null && text.trim() !== '') boldLead = boldDepth > 0;
      continue;
    }
    const [, closing, rawName] = tag;
    const name = rawName!.toLowerCase();
    if (name === 'div') {
      flush();
      if (closing) columns.pop();
      else columns.push(Number(/data-column="(\d)"/.exec(token)?.[1] ?? columns.at(-1) ?? 0));
    } else if (name === 'br') {
      buffer += '\n';
    } else if (name === 'strong' || name === 'b') {
      boldDepth += closing ? -1 : 1;
    } else if (/^(p|h[1-6]|li)$/.test(name)) {
      flush();
      if (name.startsWith('h')) heading = !closing;
      if (name === 'li') listItem = !closing;
    } else if (name === 'table') {
      flush();
      if (!closing) tables.push({ rows: [], row: null, cell: null });
      else emitTable(tables.pop(), emit);
    } else if (name === 'tr') {
      flush();
      const table = tables.at(-1);
      if (table && !closing) table.row = [];
      if (table?.row && closing) table.rows.push(table.row);
    } else if (name === 'td' || name === 'th') {
      flush();
      const table = tables.at(-1);
      if (table?.row && !closing) {
        table.cell = [];
        table.row.push(table.cell);
      }
      if (table && closing) table.cell = null;
    }
  }
  flush();
  return paragraphs.flatMap(toLine);
}

function emitTable(table: TableContext | undefined, emit: (paragraph: Paragraph) => void) {
  if (!table) return;
  for (const row of table.rows) {
    const cells = row.filter((cell) => cell.some((p) => p.text.trim() !== ''));
    if (cells.length > 1 && cells.every((cell) => cell.length === 1)) {
      const first = cells[0]![0]!;
      emit({
        text: cells.map((cell) => cell[0]!.text.trim()).join('\t'),
        bold: first.bold,
        heading: first.heading,
        bullet: first.bullet,
        column: first.column,
      });
    } else {
      for (const cell of cells) for (const paragraph of cell) emit(paragraph);
    }
  }
}

function toLine(paragraph: Paragraph): CvLine[] {
  const segments = paragraph.text
    .split(/\t+|\s{3,}/)
    .map((segment) => segment.replace(/\s+/g, ' ').trim())
    .filter((segment) => segment !== '');
  if (segments.length === 0) return [];
  const bullet = leadingBullet(segments);
  const cleaned = segments.map(cleanText).filter((segment) => segment !== '');
  if (cleaned.length === 0) return [];
  return [
    {
      text: cleaned.join(' '),
      segments: cleaned,
      page: 0,
      column: paragraph.column,
      x: 0,
      x1: 0,
      columnRight: 0,
      size: paragraph.heading ? 1.3 : 1,
      bold: paragraph.bold,
      bullet: paragraph.bullet || bullet,
      headingHint: paragraph.heading,
      gapAbove: 0,
    },
  ];
}
