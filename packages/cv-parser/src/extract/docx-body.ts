import { isDateLike } from '../fields/dates';
import { classifyHeading } from '../sections/headings';
import { attribute, parseBody, readStyles, type Block, type Cell, type Flow, type Paragraph, type StyleInfo, type Table, type TextBox } from './docx-xml';
import { readZipEntry, type ZipEntry } from './zip';

/**
 * Reads a DOCX's main part in reading order, as the small HTML that `linesFromHtml` understands.
 * Two things mammoth gets wrong for CVs: a two-column layout table is read row by row, interleaving
 * the sidebar with the main column, and text boxes (`w:txbxContent`, in `mc:AlternateContent` or VML)
 * are dropped or set inside the paragraph they are anchored to. Here a layout table is read column by
 * column, and a text box big enough to be a sidebar is set before the body's first section heading,
 * where its contact lines join the header and its own headings open their sections.
 */

/** A text box this size is a sidebar or a block of its own, not a drawn heading. */
const SIDEBAR_PARAGRAPHS = 4;

export function readDocxBody(bytes: Uint8Array, entries: ZipEntry[]): string | null {
  const part = mainPartName(bytes, entries);
  const xml = readText(bytes, entries, part);
  if (xml === null) return null;
  const styles = readStyles(readText(bytes, entries, 'word/styles.xml') ?? '');
  return partHtml(xml, styles);
}

/** Any WordprocessingML part (the body, a page header) as HTML, its text boxes placed. */
export function partHtml(xml: string, styles = new Map<string, StyleInfo>()): string {
  const { body, boxes } = parseBody(xml, styles);
  return toHtml(placeTextBoxes(body, boxes));
}

function readText(bytes: Uint8Array, entries: ZipEntry[], name: string): string | null {
  const entry = entries.find((e) => e.name === name);
  if (!entry) return null;
  const data = readZipEntry(bytes, entry);
  return data && data !== 'too_large' ? new TextDecoder().decode(data) : null;
}

function mainPartName(bytes: Uint8Array, entries: ZipEntry[]): string {
  const rels = readText(bytes, entries, '_rels/.rels') ?? '';
  for (const [relationship] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    if (!/\/officeDocument"/.test(relationship)) continue;
    const target = attribute(relationship, 'Target');
    if (target) return target.replace(/^\//, '');
  }
  return 'word/document.xml';
}


const paragraphCount = (blocks: Block[]): number =>
  blocks.reduce((sum, block) => {
    switch (block.kind) {
      case 'p':
        return sum + (block.text.trim() ? 1 : 0);
      case 'table':
        return sum + block.rows.flat().reduce((s, cell) => s + paragraphCount(cell.blocks), 0);
      case 'flow':
        return sum + paragraphCount(block.blocks);
    }
  }, 0);

/**
 * Small text boxes (a drawn heading, a name banner) stay where they are anchored; sidebars go before
 * the body's first section heading.
 */
function placeTextBoxes(body: Block[], boxes: TextBox[]): Block[] {
  const firstHeading = body.findIndex((block) => block.kind === 'p' && block.text.trim().length < 60 && classifyHeading(block.text.trim()) !== null);
  const sidebars = boxes.filter((box) => paragraphCount(box.blocks) >= SIDEBAR_PARAGRAPHS);
  const result: Block[] = [];
  body.forEach((block, index) => {
    if (index === firstHeading) result.push(...sidebars.map((box): Flow => ({ kind: 'flow', blocks: box.blocks })));
    result.push(...boxes.filter((box) => box.anchor === index && !sidebars.includes(box)).flatMap((box) => box.blocks));
    result.push(block);
  });
  result.push(...boxes.filter((box) => box.anchor >= body.length && !sidebars.includes(box)).flatMap((box) => box.blocks));
  if (firstHeading < 0) result.push(...sidebars.map((box): Flow => ({ kind: 'flow', blocks: box.blocks })));
  return result;
}

/**
 * A layout table sets independent flows side by side: every column has a cell of several paragraphs,
 * and its cells do not start with dates (a table of dated rows is read row by row, each row an entry).
 */
function isLayoutTable(table: Table): boolean {
  const columns = columnsOf(table.rows);
  const filled = columns.filter((cells) => cells.some((cell) => paragraphCount(cell.blocks) > 0));
  if (filled.length < 2) return false;
  return filled.every((cells) => {
    const nonEmpty = cells.filter((cell) => paragraphCount(cell.blocks) > 0);
    const dated = nonEmpty.filter((cell) => {
      const first = cell.blocks.find((block): block is Paragraph => block.kind === 'p' && block.text.trim() !== '');
      return first !== undefined && isDateLike(first.text.trim());
    });
    return nonEmpty.some((cell) => paragraphCount(cell.blocks) >= 3) && (nonEmpty.length < 3 || dated.length / nonEmpty.length < 0.4);
  });
}

/** Cells by grid column (a cell spanning columns belongs to the first). */
function columnsOf(rows: Cell[][]): Cell[][] {
  const columns: Cell[][] = [];
  for (const row of rows) {
    let at = 0;
    for (const cell of row) {
      (columns[at] ??= []).push(cell);
      at += cell.span;
    }
  }
  return columns;
}

function toHtml(blocks: Block[]): string {
  return blocks.map(blockHtml).join('');
}

function blockHtml(block: Block): string {
  if (block.kind === 'flow') return `<div data-column="1">${toHtml(block.blocks)}</div>`;
  if (block.kind === 'p') {
    if (block.heading) return `<h2>${block.html}</h2>`;
    return block.list ? `<ul><li>${block.html}</li></ul>` : `<p>${block.html}</p>`;
  }
  if (!isLayoutTable(block)) {
    return `<table>${block.rows.map((row) => `<tr>${row.map((cell) => `<td>${toHtml(cell.blocks)}</td>`).join('')}</tr>`).join('')}</table>`;
  }
  // Column by column; a row with one cell across the whole table (a banner) interrupts the columns.
  const width = Math.max(...block.rows.map((row) => row.reduce((sum, cell) => sum + cell.span, 0)));
  const parts: string[] = [];
  let group: Cell[][] = [];
  // Columns are marked in turn (0, 1, 0...), so the sections step starts afresh at the top of each, as for a PDF's.
  const flushGroup = () => {
    let emitted = 0;
    for (const column of columnsOf(group)) {
      const html = (column ?? []).map((cell) => toHtml(cell.blocks)).join('');
      if (html) parts.push(`<div data-column="${emitted++ % 2}">${html}</div>`);
    }
    group = [];
  };
  for (const row of block.rows) {
    const filled = row.filter((cell) => paragraphCount(cell.blocks) > 0);
    if (filled.length === 1 && filled[0]!.span >= width) {
      flushGroup();
      parts.push(toHtml(filled[0]!.blocks));
    } else {
      group.push(row);
    }
  }
  flushGroup();
  return parts.join('');
}
