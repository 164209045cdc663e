import { linesFromPlainText } from '../layout/text-lines';
import type { CvLine } from '../types';
import { readZipEntry, type ZipEntry } from './zip';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The paragraphs of a WordprocessingML part as plain text (tabs and breaks kept). */
function paragraphsOf(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) =>
    paragraph
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<w:br\/>/g, '\n')
      .replace(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<[^>]+>/g, (_, text?: string) => text ?? '')
      .replace(/&(\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole),
  );
}

/**
 * Word templates often put the name and contact line in the page header, which DOCX-to-HTML
 * readers skip. Returns header lines (for the top) and footer lines (for the end) not already in the body.
 */
export function headerFooterLines(bytes: Uint8Array, entries: ZipEntry[], body: CvLine[]): { top: CvLine[]; bottom: CvLine[] } {
  const seen = new Set(body.map((line) => line.text.trim().toLowerCase()));
  const read = (pattern: RegExp) => {
    const lines: CvLine[] = [];
    for (const entry of entries.filter((e) => pattern.test(e.name) && e.uncompressedSize < 2 * 1024 * 1024).sort((a, b) => a.name.localeCompare(b.name))) {
      const data = readZipEntry(bytes, entry);
      if (!data || data === 'too_large') continue;
      for (const line of linesFromPlainText(paragraphsOf(new TextDecoder().decode(data)).join('\n'))) {
        const key = line.text.trim().toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        lines.push(line);
      }
    }
    return lines;
  };
  // Footers mostly repeat the name or a page number; only contact details there are worth keeping.
  const contact = (line: CvLine) => /@|https?:|www\.|linkedin|github|\d[\d\s().-]{6,}\d/i.test(line.text);
  return { top: read(/^word\/header\d*\.xml$/), bottom: read(/^word\/footer\d*\.xml$/).filter(contact) };
}
