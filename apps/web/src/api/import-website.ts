import type { WebsiteWithSections } from '@folio/schema';
import { api } from '@/lib/api-client';

interface Answer {
  success: true;
  message: string;
  website: WebsiteWithSections;
  template_fell_back: boolean;
}

/** Shared by /create-website and the onboarding's upload step, which both take a Folio export. */

/** Files larger than this are refused before upload (the server refuses them too, with 413). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** True when a chosen file may be a Folio export, by its name: worth reading before anything is sent. */
export const isJsonFile = (file: Pick<File, 'name'>) => file.name.toLowerCase().endsWith('.json');

/** True when a parsed JSON document has the shape of a Folio website export (rather than a JSON Resume or anything else). */
export const isFolioExport = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 'folio-website' && typeof (value as { website?: unknown }).website === 'object';

/**
 * Reads a chosen file as a Folio export: a message in plain words when it cannot be one, else the parsed document.
 * The server checks everything again (422 with the field that is wrong).
 */
export async function readFolioExport(file: File): Promise<{ document: unknown } | { problem: string }> {
  if (file.size > MAX_IMPORT_BYTES) return { problem: 'This file is larger than 8 MB, too large for a Folio website export.' };
  let document: unknown;
  try {
    document = JSON.parse(await file.text());
  } catch {
    return { problem: 'This file is not a JSON file. Choose the website-{id}.json file that Folio downloaded.' };
  }
  if (!isFolioExport(document)) return { problem: 'This JSON file is not a Folio website export. Choose the website-{id}.json file that Folio downloaded.' };
  return { document };
}

/** POST /api/websites/import: a new website from a Folio export; the plan limit applies (403 subscription_limit_exceeded). */
export function importWebsite(document: unknown): Promise<Answer> {
  return api.post<Answer>('/websites/import', document);
}
