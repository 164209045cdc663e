/**
 * WordprocessingML as blocks: paragraphs (text as small HTML, heading and list marks), tables of cells,
 * and the text boxes found on the way (`w:txbxContent`, once per `mc:AlternateContent`). Reading order
 * is decided by the caller (docx-body.ts).
 */
export interface Paragraph {
  kind: 'p';
  html: string;
  text: string;
  heading: boolean;
  list: boolean;
}
export interface Table {
  kind: 'table';
  rows: Cell[][];
}
export interface Cell {
  blocks: Block[];
  span: number;
}
/** A sidebar's blocks, read as a column of their own. */
export interface Flow {
  kind: 'flow';
  blocks: Block[];
}
export type Block = Paragraph | Table | Flow;

export interface TextBox {
  blocks: Block[];
  /** Index of the body's top-level block it was anchored in. */
  anchor: number;
}

export interface StyleInfo {
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
export const attribute = (attributes: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
/** `<w:b/>` is on; `<w:b w:val="0"/>` or "false" is off. */
const isOn = (attributes: string) => !/w:val="(?:0|false|off|none)"/.test(attributes);

export function readStyles(xml: string): Map<string, StyleInfo> {
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

export function parseBody(xml: string, styles: Map<string, StyleInfo>): { body: Block[]; boxes: TextBox[] } {
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
  // Inside an element whose text is not the document's: a Fallback already read as its Choice, or
  // text moved away (w:moveFrom, whose copy is at w:moveTo).
  let skipping = '';
  let skipDepth = 0;
  // For each open mc:AlternateContent: whether its Choice gave text, so its Fallback (the same text box in VML) is skipped.
  const alternates: { before: number; chose: boolean }[] = [];
  let textSeen = 0;

  const container = () => containers.at(-1)!;
  for (const match of xml.matchAll(/<(\/?)([\w:.-]+)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>|([^<]+)/g)) {
    const [, closing, name = '', attributes = '', selfClosing, text] = match;
    if (skipDepth > 0) {
      if (name === skipping) skipDepth += closing ? -1 : selfClosing ? 0 : 1;
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
        if (!closing && !selfClosing && alternates.at(-1)?.chose) {
          skipping = name;
          skipDepth = 1;
        }
        break;
      case 'w:moveFrom':
        if (!closing && !selfClosing) {
          skipping = name;
          skipDepth = 1;
        }
        break;
      default:
        break;
    }
  }
  return { body, boxes };
}
