import { linesFromHtml } from '../layout/html-lines';
import type { CvLine } from '../types';
import { partHtml } from './docx-body';
import { readZipEntry, type ZipEntry } from './zip';

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
      // Through the body's reader: a header's name or contact line often sits in a text box.
      for (const line of linesFromHtml(partHtml(new TextDecoder().decode(data)))) {
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
