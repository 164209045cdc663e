import type { ParsedCv } from '@folio/schema';

/** A ParsedCv for data that came structured (an export, not a document): every value is certain. */
export function emptyImportedCv(format: 'text'): ParsedCv {
  return {
    personal_info: { name: '', title: '', email: '', phone: '', location: '', summary: '', links: { linkedin: '', github: '', website: '', other: [] }, fields: {} },
    experiences: [],
    educations: [],
    skills: [],
    projects: [],
    trainings: [],
    languages: [],
    publications: [],
    extra_sections: [],
    unplaced: [],
    confidence: 1,
    meta: { format, pages: 0, used_ocr: false, refined: false, language: 'en', duration_ms: 0 },
  };
}

/** Provenance for a field read from a named column: full confidence, the raw value as its source. */
export const certain = (source: string) => ({ confidence: 1, source });

const monthNames: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

/** `2020-03-15`, `2020-03`, `Mar 2020`, `2020` -> `YYYY-MM` or `YYYY`; anything else -> ''. */
export function importedDate(value: string | undefined): string {
  const text = (value ?? '').trim();
  let match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  match = /^([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(text);
  if (match && monthNames[match[1]!.toLowerCase()]) return `${match[2]}-${monthNames[match[1]!.toLowerCase()]}`;
  match = /^(\d{4})$/.exec(text);
  return match ? match[1]! : '';
}
