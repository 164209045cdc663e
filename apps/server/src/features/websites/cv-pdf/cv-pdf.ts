import fs from 'node:fs';
import zlib from 'node:zlib';
import type { CvPdfDesign, PaperSize, WebsiteWithSections } from '@folio/schema';
import { textProfileOf } from '@folio/templates';
import PDFDocument from 'pdfkit';

/**
 * A résumé PDF of a website's content, drawn with pdfkit (no browser): selectable text in IBM Plex
 * (Latin, Greek and Cyrillic), real links, document metadata and page numbers. Three designs that match
 * the template families: `classic` (one column, serif), `sidebar` (contact and skills in a coloured
 * column) and `compact` (dense, sans). Lines are shaped as CVs are (title, then company · place, dates
 * beside them) so that a CV parser, Folio's own included, reads the file back.
 */
export interface CvPdfOptions {
  design: CvPdfDesign;
  paper: PaperSize;
  /** The published site's address, printed with the contact details. */
  siteUrl?: string | null;
  /** The public "Download CV" copy leaves the phone out unless the site shows it. */
  includePhone: boolean;
}

type FontName = 'sans' | 'sans-italic' | 'sans-semibold' | 'sans-bold' | 'serif' | 'serif-italic' | 'serif-semibold' | 'serif-bold';
const fontFiles: Record<FontName, string> = {
  sans: 'IBMPlexSans-Regular.woff',
  'sans-italic': 'IBMPlexSans-Italic.woff',
  'sans-semibold': 'IBMPlexSans-SemiBold.woff',
  'sans-bold': 'IBMPlexSans-Bold.woff',
  serif: 'IBMPlexSerif-Regular.woff',
  'serif-italic': 'IBMPlexSerif-Italic.woff',
  'serif-semibold': 'IBMPlexSerif-SemiBold.woff',
  'serif-bold': 'IBMPlexSerif-Bold.woff',
};
/**
 * A WOFF 1.0 font as the TrueType file it wraps: fontkit reads WOFF tables through a JavaScript inflate at every
 * access (over a second a document); inflated once here with zlib, a document takes a few tens of milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressed < length ? zlib.inflateSync(stored) : stored };
  });
  const directoryEnd = 12 + count * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(directoryEnd + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const searchRange = 2 ** Math.floor(Math.log2(count)) * 16;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(Math.floor(Math.log2(count)), 8);
  sfnt.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

let fontBytes: Map<FontName, Buffer> | undefined;
/** Read and unwrapped once per process: about 1.5 MB. */
const fonts = () =>
  (fontBytes ??= new Map(Object.entries(fontFiles).map(([name, file]) => [name as FontName, woffToSfnt(fs.readFileSync(new URL(`./fonts/${file}`, import.meta.url)))])));

interface Style {
  body: FontName;
  italic: FontName;
  strong: FontName;
  heading: FontName;
  name: FontName;
  nameSize: number;
  size: number;
  /** Extra space between entries and around headings. */
  gap: number;
  accent: string;
  text: string;
  muted: string;
  margin: number;
}
const styles: Record<CvPdfDesign, Style> = {
  classic: { body: 'serif', italic: 'serif-italic', strong: 'serif-semibold', heading: 'serif-bold', name: 'serif-bold', nameSize: 24, size: 10.5, gap: 8, accent: '#1f3a5f', text: '#1a1a1a', muted: '#555555', margin: 54 },
  sidebar: { body: 'sans', italic: 'sans-italic', strong: 'sans-semibold', heading: 'sans-bold', name: 'sans-bold', nameSize: 22, size: 10, gap: 7, accent: '#0f766e', text: '#1a1a1a', muted: '#52525b', margin: 40 },
  compact: { body: 'sans', italic: 'sans-italic', strong: 'sans-semibold', heading: 'sans-bold', name: 'sans-bold', nameSize: 18, size: 9, gap: 4, accent: '#3730a3', text: '#18181b', muted: '#52525b', margin: 36 },
};
const SIDEBAR_WIDTH = 170;
const SIDEBAR_BACKGROUND = '#f0f5f4';

/** A builder date ("Mar 2020 - Present") with an en dash, as typeset CVs print it. */
const dates = (value: string) => value.trim().replace(/\s+[-–—]\s+/, ' – ');
const joined = (parts: (string | undefined)[], separator = ' · ') => parts.map((part) => part?.trim()).filter(Boolean).join(separator);
const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());
const shortUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** Markdown-ish text as paragraphs and bullets; emphasis marks and link syntax dropped, link text kept. */
export function blocksOf(text: string): { bullet: boolean; text: string }[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bullet = /^([-*•·]|\d+[.)])\s+/.test(line);
      const clean = line
        .replace(/^([-*•·]|\d+[.)])\s+/, '')
        .replace(/^#+\s*/, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|`)/g, '')
        .replace(/(^|\s)[*_]([^*_\s][^*_]*)[*_](?=\s|$|[.,;:])/g, '$1$2');
      return { bullet, text: clean };
    });
}

/** The design that matches a template family: a sidebar for modern and creative ones, dense for technical ones, else one column. */
export function cvPdfDesignFor(category: string | undefined): CvPdfDesign {
  if (category === 'Modern' || category === 'Creative' || category === 'Premium') return 'sidebar';
  if (category === 'Technology' || category === 'Engineering') return 'compact';
  return 'classic';
}

const isLanguages = (title: string) => /^(languages?|spoken languages?)$/i.test(title.trim());

export function renderCvPdf(website: WebsiteWithSections, options: CvPdfOptions): Promise<Buffer> {
  const style = styles[options.design];
  const sidebar = options.design === 'sidebar';
  const margin = style.margin;
  const doc = new PDFDocument({
    size: options.paper === 'letter' ? 'LETTER' : 'A4',
    margins: { top: margin, bottom: margin + 14, left: sidebar ? SIDEBAR_WIDTH + 28 : margin, right: margin },
    bufferPages: true,
    pdfVersion: '1.7',
    // The document's language as the site's pages give it: read from the CV's own text.
    lang: textProfileOf(website).lang,
    displayTitle: true,
    info: {
      Title: `${website.name} — CV`,
      Author: website.name,
      Subject: joined([website.contact.title, 'Curriculum vitae'], ' — '),
      Keywords: website.skills.flatMap((group) => group.info.map((item) => item.name)).slice(0, 30).join(', '),
      Creator: 'Folio',
      Producer: 'Folio',
      CreationDate: new Date(),
    },
  });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = () => doc.page.margins.left;
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const paintSidebar = () => {
    if (sidebar) doc.save().rect(0, 0, SIDEBAR_WIDTH, doc.page.height).fill(SIDEBAR_BACKGROUND).restore();
  };
  paintSidebar();
  doc.on('pageAdded', paintSidebar);

  const font = (name: FontName, size = style.size, color = style.text) => doc.font(name).fontSize(size).fillColor(color);
  /** Starts a new page when `height` would not fit, so a heading never sits alone at a page's foot. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const lineHeight = (size = style.size) => doc.font(style.body).fontSize(size).currentLineHeight(true);

  /** One line with text on the left and, on the same baseline, the dates on the right. */
  const lineWithDates = (text: string, fontName: FontName, when: string, size = style.size) => {
    const y = doc.y;
    const date = dates(when);
    font(style.body, size, style.muted);
    const dateWidth = date ? doc.widthOfString(date) + 12 : 0;
    font(fontName, size);
    doc.text(text, left(), y, { width: width() - dateWidth });
    const after = doc.y;
    if (date) font(style.body, size, style.muted).text(date, left() + width() - dateWidth, y, { width: dateWidth, align: 'right', lineBreak: false });
    doc.x = left();
    doc.y = after;
  };

  const paragraphs = (text: string) => {
    for (const block of blocksOf(text)) {
      font(style.body);
      if (block.bullet) doc.text(`•  ${block.text}`, left() + 8, doc.y, { width: width() - 8, indent: -8, paragraphGap: 1.5 });
      else doc.text(block.text, left(), doc.y, { width: width(), paragraphGap: 2.5 });
    }
    doc.x = left();
  };

  const heading = (title: string) => {
    keep(lineHeight() * 5);
    doc.moveDown(options.design === 'compact' ? 0.5 : 0.8);
    const size = options.design === 'compact' ? style.size + 1.5 : style.size + 2.5;
    font(style.heading, size, style.accent).text(title.toUpperCase(), left(), doc.y, { width: width(), characterSpacing: 0.8 });
    const y = doc.y + 1.5;
    doc.save().moveTo(left(), y).lineTo(left() + width(), y).lineWidth(0.6).strokeColor(style.accent).stroke().restore();
    doc.y = y + style.gap / 1.5;
  };

  const contactParts = (): { text: string; link?: string }[] => {
    const { contact } = website;
    const parts: { text: string; link?: string }[] = [];
    if (contact.email) parts.push({ text: contact.email, link: `mailto:${contact.email}` });
    if (contact.phone && options.includePhone) parts.push({ text: contact.phone, link: `tel:${contact.phone.replace(/[^\d+]/g, '')}` });
    if (contact.location) parts.push({ text: contact.location });
    if (options.siteUrl) parts.push({ text: shortUrl(options.siteUrl), link: options.siteUrl });
    return parts;
  };

  // The head: name, headline, contact details (in the sidebar for that design).
  font(style.name, style.nameSize, style.text).text(website.name, left(), doc.y, { width: width() });
  if (website.contact.title) font(style.body, style.size + 2.5, style.accent).text(website.contact.title, { width: width() });
  if (!sidebar) {
    doc.moveDown(0.3);
    const parts = contactParts();
    font(style.body, style.size - 0.5, style.muted);
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      doc.text(part.text, { continued: !last, link: part.link ?? null, underline: false });
      if (!last) doc.text('  ·  ', { continued: true, link: null });
    });
    doc.x = left();
  }

  const skillGroups = website.skills.filter((group) => group.info.length > 0 && !isLanguages(group.title));
  const languageGroups = website.skills.filter((group) => group.info.length > 0 && isLanguages(group.title));

  if (sidebar) {
    // The sidebar on the first page: contact, skills, languages. Written at fixed positions, outside the main flow.
    const mainY = doc.y;
    const x = 22;
    const inner = SIDEBAR_WIDTH - 40;
    let y = margin + 4;
    const side = (text: string, fontName: FontName, size: number, color: string, link?: string) => {
      font(fontName, size, color);
      const height = doc.heightOfString(text, { width: inner });
      if (y + height > doc.page.height - margin) return;
      doc.text(text, x, y, { width: inner, link: link ?? null });
      y += height + 2;
    };
    const sideHeading = (title: string) => {
      y += 10;
      side(title.toUpperCase(), style.heading, style.size, style.accent);
      y += 2;
    };
    sideHeading('Contact');
    for (const part of contactParts()) side(part.text, style.body, style.size - 1, style.text, part.link);
    if (skillGroups.length > 0) {
      sideHeading('Skills');
      for (const group of skillGroups) {
        if (skillGroups.length > 1 || group.title) side(group.title, style.strong, style.size - 1, style.text);
        // No line breaks inside a skill's name ("User research"): the narrow column would split it in two.
        side(group.info.map((item) => item.name.replaceAll(' ', '\u00a0')).join(', '), style.body, style.size - 1, style.muted);
        y += 3;
      }
    }
    if (languageGroups.length > 0) {
      sideHeading('Languages');
      for (const item of languageGroups.flatMap((group) => group.info)) side(joined([item.name, item.level], ' — '), style.body, style.size - 1, style.text);
    }
    doc.x = left();
    doc.y = mainY;
  }

  if (website.description.trim()) {
    heading('Summary');
    paragraphs(website.description);
  }

  if (website.experiences.length > 0) {
    heading('Experience');
    for (const [index, item] of website.experiences.entries()) {
      keep(lineHeight() * 4);
      if (index > 0) doc.moveDown(style.gap / 10);
      if (options.design === 'compact') {
        lineWithDates(joined([joined([item.position, item.name], ', '), item.place]), style.strong, item.date);
      } else {
        lineWithDates(item.position || item.name, style.strong, item.date, style.size + 0.5);
        const at = joined([item.position ? item.name : '', item.place]);
        if (at) font(style.italic, style.size, style.muted).text(at, left(), doc.y, { width: width() });
      }
      doc.moveDown(0.15);
      paragraphs(item.description);
    }
  }

  if (website.educations.length > 0) {
    heading('Education');
    for (const [index, item] of website.educations.entries()) {
      keep(lineHeight() * 3);
      if (index > 0) doc.moveDown(style.gap / 10);
      lineWithDates(item.degree || item.name, style.strong, item.date, options.design === 'compact' ? style.size : style.size + 0.5);
      const at = joined([item.degree ? item.name : '', item.place]);
      if (at) font(style.italic, style.size, style.muted).text(at, left(), doc.y, { width: width() });
      if (item.gpa) font(style.body).text(`GPA: ${item.gpa}`, left(), doc.y, { width: width() });
      paragraphs(item.description);
    }
  }

  if (!sidebar && (skillGroups.length > 0 || languageGroups.length > 0)) {
    heading('Skills');
    for (const group of skillGroups) {
      font(style.strong).text(group.title ? `${group.title}: ` : '', left(), doc.y, { width: width(), continued: Boolean(group.title) });
      font(style.body).text(group.info.map((item) => item.name).join(', '));
      doc.x = left();
    }
    if (languageGroups.length > 0) {
      heading('Languages');
      font(style.body).text(
        languageGroups
          .flatMap((group) => group.info)
          .map((item) => joined([item.name, item.level ? `(${item.level})` : ''], ' '))
          .join(', '),
        left(),
        doc.y,
        { width: width() },
      );
    }
  }

  if (website.projects.length > 0) {
    heading('Projects');
    for (const [index, item] of website.projects.entries()) {
      keep(lineHeight() * 3);
      if (index > 0) doc.moveDown(style.gap / 10);
      lineWithDates(item.title, style.strong, item.date);
      const url = [item.implementation, item.code_url].find(isUrl);
      if (url) font(style.body, style.size - 0.5, style.accent).text(shortUrl(url), left(), doc.y, { width: width(), link: url, underline: false });
      paragraphs(item.description);
      if (item.technologies.length > 0) font(style.body, style.size - 1, style.muted).text(`Built with ${item.technologies.join(', ')}`, left(), doc.y, { width: width() });
    }
  }

  if (website.trainings.length > 0) {
    heading('Certifications');
    for (const item of website.trainings) {
      keep(lineHeight() * 2);
      lineWithDates(joined([item.title, item.institute], ' — '), style.body, item.date);
    }
  }

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  if (range.count > 1) {
    for (let page = range.start; page < range.start + range.count; page += 1) {
      doc.switchToPage(page);
      const marginBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      font(style.body, 8, style.muted).text(`${website.name} — ${page + 1} / ${range.count}`, left(), doc.page.height - margin + 6, { width: width(), align: 'right', lineBreak: false });
      doc.page.margins.bottom = marginBottom;
    }
  }
  doc.end();
  return done;
}
