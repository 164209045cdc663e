import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { ParsedCv } from '@folio/schema';
import { certain, emptyImportedCv, importedDate } from './imported-cv';

const wanted = ['profile', 'positions', 'education', 'skills', 'projects', 'certifications', 'languages', 'email addresses', 'phonenumbers', 'phone numbers'];
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export class LinkedInImportError extends Error {}

/** ZIP files start with PK\x03\x04. */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The ZIP from LinkedIn's "Get a copy of your data": one CSV per kind of data. Only the CSVs a
 * portfolio uses are inflated, and only when their declared size is sane (no zip bombs).
 */
export function importLinkedInExport(bytes: Uint8Array): ParsedCv {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => wanted.includes(baseName(file.name)) && file.originalSize <= MAX_FILE_BYTES,
    });
  } catch {
    throw new LinkedInImportError('This file is not a readable ZIP archive. Please upload the ZIP file LinkedIn sent you.');
  }
  const tables = new Map(Object.entries(files).map(([name, content]) => [baseName(name), readCsv(content)]));
  if (!tables.has('profile') && !tables.has('positions')) {
    throw new LinkedInImportError('This ZIP does not look like a LinkedIn data export: Profile.csv and Positions.csv are missing.');
  }
  const rows = (name: string) => tables.get(name) ?? [];
  const cv = emptyImportedCv('text');
  const profile = rows('profile')[0] ?? {};
  const name = [profile['First Name'], profile['Last Name']].filter(Boolean).join(' ');
  const email = rows('email addresses').find((row) => row.Primary === 'Yes')?.['Email Address'] ?? rows('email addresses')[0]?.['Email Address'] ?? '';
  const phone = (rows('phonenumbers')[0] ?? rows('phone numbers')[0])?.Number ?? '';
  const websites = (profile.Websites ?? '').split(/[,\s]+/).map((entry) => entry.replace(/^\[?[A-Z_]+:/, '').replace(/\]$/, '')).filter((entry) => /^https?:\/\//.test(entry));
  cv.personal_info = {
    name,
    title: profile.Headline ?? '',
    email,
    phone,
    location: profile['Geo Location'] ?? '',
    summary: profile.Summary ?? '',
    links: { linkedin: '', github: websites.find((url) => /github/i.test(url)) ?? '', website: websites.find((url) => !/github/i.test(url)) ?? '', other: [] },
    fields: Object.fromEntries(
      Object.entries({ name, title: profile.Headline, email, phone, location: profile['Geo Location'], summary: profile.Summary }).flatMap(([key, value]) => (value ? [[key, certain(value)]] : [])),
    ),
  };
  cv.experiences = rows('positions').map((row) => ({
    position: row.Title ?? '',
    company: row['Company Name'] ?? '',
    start_date: importedDate(row['Started On']),
    end_date: row['Finished On'] ? importedDate(row['Finished On']) : 'present',
    location: row.Location ?? '',
    description: row.Description ?? '',
    confidence: 1,
    fields: {},
  }));
  cv.educations = rows('education').map((row) => ({
    degree: row['Degree Name'] ?? '',
    institution: row['School Name'] ?? '',
    start_date: importedDate(row['Start Date']),
    end_date: importedDate(row['End Date']),
    location: '',
    gpa: '',
    description: [row.Notes, row.Activities].filter(Boolean).join('\n'),
    confidence: 1,
    fields: {},
  }));
  cv.skills = rows('skills').flatMap((row) => (row.Name ? [{ name: row.Name, confidence: 1, source: row.Name }] : []));
  cv.projects = rows('projects').map((row) => ({
    name: row.Title ?? '',
    description: row.Description ?? '',
    technologies: [],
    url: row.Url ?? '',
    start_date: importedDate(row['Started On']),
    end_date: importedDate(row['Finished On']),
    confidence: 1,
    fields: {},
  }));
  cv.trainings = rows('certifications').map((row) => ({ title: row.Name ?? '', institute: row.Authority ?? '', date: importedDate(row['Started On']), confidence: 1, fields: {} }));
  cv.languages = rows('languages').map((row) => ({ name: row.Name ?? '', level: row.Proficiency ?? '', confidence: 1, source: row.Name ?? '' }));
  return cv;
}

function baseName(path: string): string {
  return (path.split('/').pop() ?? '').replace(/\.csv$/i, '').toLowerCase();
}

/** LinkedIn CSVs sometimes open with a "Notes:" paragraph before the header row. */
function readCsv(content: Uint8Array): Array<Record<string, string>> {
  const text = Buffer.from(content).toString('utf8').replace(/^\uFEFF/, '');
  const records: string[][] = parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  const headerIndex = records.findIndex((record) => record.every((cell) => cell.length > 0 && cell.length < 60 && !cell.endsWith(':')));
  if (headerIndex < 0) return [];
  const header = records[headerIndex]!.map((cell) => cell.trim());
  return records.slice(headerIndex + 1).map((record) => Object.fromEntries(header.map((key, index) => [key, (record[index] ?? '').trim()])));
}
