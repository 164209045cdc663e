import { isDateLike } from '../fields/dates';
import { classifyHeading } from '../sections/headings';
import { readZipEntry, type ZipEntry } from './zip';

/**
 * Reads a DOCX's main part in reading order, as the small HTML that `linesFromHtml` understands.
 * Two things mammoth gets wrong for CVs: a two-column layout table is read row by row, interleaving
 * the sidebar with the main column, and text boxes (`w:txbxContent`, in `mc:AlternateContent` or VML)
 * are dropped or set inside the paragraph they are anchored to. Here a layout table is read column by
 * column, and a text box big enough to be a sidebar is set before the body's first section heading,
 * where its contact lines join the header and its own headings open their sections.
 */
interface Paragraph {
  kind: 'p';
  html: string;
  text: string;
  heading: boolean;
  list: boolean;
}
interface Table {
  kind: 'table';
  rows: Cell[][];
}
interface Cell {
  blocks: Block[];
  span: number;
}
/** A sidebar's blocks, read as a column of their own. */
interface Flow {
  kind: 'flow';
  blocks: Block[];
}
type Block = Paragraph | Table | Flow;

interface TextBox {
  blocks: Block[];
  /** Index of the body's top-level block it was anchored in. */
  anchor: number;
}

interface StyleInfo {
  heading: boolean;
  list: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (/^#x/i.test(code)) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code] ?? whole;
  });
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (attributes: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
/** `<w:b/>` is on; `<w:b w:val="0"/>` or "false" is off. */
const isOn = (attributes: string) => !/w:val="(?:0|false|off|none)"/.test(attributes);

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

function readStyles(xml: string): Map<string, StyleInfo> {
  const styles = new Map<string, StyleInfo>();
  for (const [, attributes = '', inner = ''] of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const id = attribute(attributes, 'w:styleId') ?? '';
    const name = /<w:name w:val="([^"]*)"/.exec(inner)?.[1] ?? '';
    styles.set(id, {
      heading: /^Heading\d?$/.test(id) || /^heading(?: [1-6])?$/i.test(name),
      list: /<w:numPr>[\s\S]*?<w:numId w:val="[1-9]/.test(inner),
    });
  }
  return styles;
}

interface Container {
  blocks: Block[];
  /** The cell being filled, when this container is a table's. */
  table?: Table;
}

interface OpenParagraph {
  parts: string[];
  text: string;
  heading: boolean;
  list: boolean;
}

function parseBody(xml: string, styles: Map<string, StyleInfo>): { body: Block[]; boxes: TextBox[] } {
  const body: Block[] = [];
  const boxes: TextBox[] = [];
  const containers: Container[] = [{ blocks: body }];
  const paragraphs: OpenParagraph[] = [];
  const tables: Table[] = [];
  // Per open text box: the container depth it started at.
  const boxStarts: number[] = [];
  let inText = false;
  let inRunProperties = false;
  let inParagraphProperties = false;
  let bold = false;
  let skipDepth = 0;
  // For each open mc:AlternateContent: whether its Choice gave text, so its Fallback (the same text box in VML) is skipped.
  const alternates: { before: number; chose: boolean }[] = [];
  let textSeen = 0;

  const container = () => containers.at(-1)!;
  for (const match of xml.matchAll(/<(\/?)([\w:.-]+)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>|([^<]+)/g)) {
    const [, closing, name = '', attributes = '', selfClosing, text] = match;
    if (skipDepth > 0) {
      if (name === 'mc:Fallback') skipDepth += closing ? -1 : selfClosing ? 0 : 1;
      continue;
    }
    if (text !== undefined) {
      const paragraph = paragraphs.at(-1);
      if (inText && paragraph) {
        const value = decode(text);
        paragraph.text += value;
        paragraph.parts.push(bold ? `<strong>${escape(value)}</strong>` : escape(value));
        textSeen += value.length;
      }
      continue;
    }
    const paragraph = paragraphs.at(-1);
    switch (name) {
      case 'w:p':
        if (closing) {
          const done = paragraphs.pop();
          if (done) container().blocks.push({ kind: 'p', html: done.parts.join(''), text: done.text, heading: done.heading, list: done.list });
        } else if (selfClosing) {
          continue;
        } else {
          paragraphs.push({ parts: [], text: '', heading: false, list: false });
        }
        break;
      case 'w:pPr':
        if (!selfClosing) inParagraphProperties = !closing;
        break;
      case 'w:pStyle': {
        const style = styles.get(attribute(attributes, 'w:val') ?? '');
        if (paragraph && inParagraphProperties && style) {
          paragraph.heading ||= style.heading;
          paragraph.list ||= style.list;
        }
        break;
      }
      case 'w:numId':
        if (paragraph && inParagraphProperties && !inRunProperties) paragraph.list = (attribute(attributes, 'w:val') ?? '0') !== '0';
        break;
      case 'w:r':
        if (!closing) bold = false;
        break;
      case 'w:rPr':
        if (!selfClosing) inRunProperties = !closing;
        break;
      case 'w:b':
        if (inRunProperties && !inParagraphProperties) bold = isOn(attributes);
        break;
      case 'w:rStyle':
        if (inRunProperties && attribute(attributes, 'w:val') === 'Strong') bold = true;
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:tab':
      case 'w:ptab':
        if (paragraph && !inParagraphProperties) {
          paragraph.text += '\t';
          paragraph.parts.push('\t');
        }
        break;
      case 'w:br':
      case 'w:cr':
        if (paragraph && !/w:type="page"/.test(attributes)) {
          paragraph.text += '\n';
          paragraph.parts.push('<br />');
        }
        break;
      case 'w:noBreakHyphen':
        if (paragraph) {
          paragraph.text += '-';
          paragraph.parts.push('-');
        }
        break;
      case 'w:tbl':
        if (!closing) {
          const table: Table = { kind: 'table', rows: [] };
          tables.push(table);
          container().blocks.push(table);
        } else {
          tables.pop();
        }
        break;
      case 'w:tr':
        if (!closing && tables.at(-1)) tables.at(-1)!.rows.push([]);
        break;
      case 'w:tc':
        if (!closing) {
          const cell: Cell = { blocks: [], span: 1 };
          tables.at(-1)?.rows.at(-1)?.push(cell);
          containers.push({ blocks: cell.blocks });
        } else if (containers.length > 1) {
          containers.pop();
        }
        break;
      case 'w:gridSpan': {
        const cell = tables.at(-1)?.rows.at(-1)?.at(-1);
        if (cell) cell.span = Math.max(1, Math.min(20, Number(attribute(attributes, 'w:val')) || 1));
        break;
      }
      case 'w:txbxContent':
        if (!closing) {
          boxStarts.push(containers.length);
          containers.push({ blocks: [] });
        } else if (boxStarts.length > 0) {
          const start = boxStarts.pop()!;
          const box = containers.splice(start);
          const blocks = box.flatMap((c) => c.blocks);
          // A text box inside a text box is part of the outer one.
          if (boxStarts.length > 0) container().blocks.push(...blocks);
          else boxes.push({ blocks, anchor: body.length });
        }
        break;
      case 'mc:AlternateContent':
        if (!closing) alternates.push({ before: textSeen + boxes.length, chose: false });
        else alternates.pop();
        break;
      case 'mc:Choice':
        if (closing && alternates.at(-1)) alternates.at(-1)!.chose = textSeen + boxes.length > alternates.at(-1)!.before;
        break;
      case 'mc:Fallback':
        if (!closing && !selfClosing && alternates.at(-1)?.chose) skipDepth = 1;
        break;
      default:
        break;
    }
  }
  return { body, boxes };
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
  // Each column is marked, so the sections step can start afresh at the top of the next one, as for a PDF's columns.
  const flushGroup = () => {
    columnsOf(group).forEach((column, index) => {
      const html = (column ?? []).map((cell) => toHtml(cell.blocks)).join('');
      if (html) parts.push(`<div data-column="${index === 0 ? 0 : 1}">${html}</div>`);
    });
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
