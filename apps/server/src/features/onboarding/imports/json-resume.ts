import type { ParsedCv } from '@folio/schema';
import { z } from 'zod';
import { certain, emptyImportedCv, importedDate } from './imported-cv';

const str = z.string().max(10_000).optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(200).optional().catch(undefined);

/** The parts of the JSON Resume schema (jsonresume.org) that a portfolio uses; unknown keys are ignored. */
const jsonResume = z.object({
  basics: z
    .object({
      name: str,
      label: str,
      email: str,
      phone: str,
      url: str,
      summary: str,
      location: z.object({ city: str, region: str, countryCode: str }).partial().optional().catch(undefined),
      profiles: list(z.object({ network: str, url: str })),
    })
    .optional(),
  work: list(z.object({ name: str, company: str, position: str, location: str, startDate: str, endDate: str, summary: str, highlights: list(z.string()) })),
  education: list(z.object({ institution: str, area: str, studyType: str, startDate: str, endDate: str, score: str, courses: list(z.string()) })),
  skills: list(z.object({ name: str, level: str, keywords: list(z.string()) })),
  projects: list(z.object({ name: str, description: str, highlights: list(z.string()), keywords: list(z.string()), startDate: str, endDate: str, url: str })),
  certificates: list(z.object({ name: str, date: str, issuer: str })),
  languages: list(z.object({ language: str, fluency: str })),
  publications: list(z.object({ name: str, releaseDate: str })),
});

/** True when the bytes are a JSON document that looks like a JSON Resume. */
/** A summary and its highlights as one description: the highlights as bullets, which the templates show as a list. */
const describeWithHighlights = (summary: string | undefined, highlights: string[] | undefined) =>
  [summary?.trim() ?? '', ...(highlights ?? []).map((line) => line.trim()).filter(Boolean).map((line) => `• ${line}`)].filter(Boolean).join('\n');

export function isJsonResume(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 2000)).toString('utf8').trimStart();
  return head.startsWith('{') && /"(basics|work|education)"\s*:/.test(head + Buffer.from(bytes.subarray(2000, 20000)).toString('utf8'));
}

export function importJsonResume(bytes: Uint8Array): ParsedCv {
  const resume = jsonResume.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
  const cv = emptyImportedCv('text');
  const basics = resume.basics ?? {};
  const location = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(Boolean).join(', ');
  const profile = (network: RegExp) => basics.profiles?.find((item) => network.test(item.network ?? item.url ?? ''))?.url ?? '';
  cv.personal_info = {
    name: basics.name ?? '',
    title: basics.label ?? '',
    email: basics.email ?? '',
    phone: basics.phone ?? '',
    location,
    summary: basics.summary ?? '',
    links: {
      linkedin: profile(/linkedin/i),
      github: profile(/github/i),
      website: basics.url ?? '',
      other: (basics.profiles ?? []).map((item) => item.url ?? '').filter((url) => url && !/linkedin|github/i.test(url)),
    },
    fields: Object.fromEntries(
      (['name', 'title', 'email', 'phone', 'location', 'summary'] as const).flatMap((key) => {
        const value = key === 'title' ? basics.label : key === 'location' ? location : basics[key];
        return value ? [[key, certain(value)]] : [];
      }),
    ),
  };
  cv.experiences = (resume.work ?? []).map((item) => ({
    position: item.position ?? '',
    company: item.name ?? item.company ?? '',
    start_date: importedDate(item.startDate),
    end_date: item.endDate ? importedDate(item.endDate) : item.startDate ? 'present' : '',
    location: item.location ?? '',
    description: describeWithHighlights(item.summary, item.highlights),
    confidence: 1,
    fields: {},
  }));
  cv.educations = (resume.education ?? []).map((item) => ({
    degree: [item.studyType, item.area].filter(Boolean).join(', '),
    institution: item.institution ?? '',
    start_date: importedDate(item.startDate),
    end_date: importedDate(item.endDate),
    location: '',
    gpa: item.score ?? '',
    description: (item.courses ?? []).join(', '),
    confidence: 1,
    fields: {},
  }));
  cv.skills = (resume.skills ?? []).flatMap((group) =>
    (group.keywords?.length ? group.keywords : [group.name ?? '']).filter(Boolean).map((name) => ({
      name,
      level: group.level,
      category: group.keywords?.length ? group.name : undefined,
      confidence: 1,
      source: name,
    })),
  );
  cv.projects = (resume.projects ?? []).map((item) => ({
    name: item.name ?? '',
    description: describeWithHighlights(item.description, item.highlights),
    technologies: item.keywords ?? [],
    url: item.url ?? '',
    start_date: importedDate(item.startDate),
    end_date: importedDate(item.endDate),
    confidence: 1,
    fields: {},
  }));
  cv.trainings = (resume.certificates ?? []).map((item) => ({ title: item.name ?? '', institute: item.issuer ?? '', date: importedDate(item.date), confidence: 1, fields: {} }));
  cv.languages = (resume.languages ?? []).map((item) => ({ name: item.language ?? '', level: item.fluency ?? '', confidence: 1, source: item.language ?? '' }));
  cv.publications = (resume.publications ?? []).map((item) => ({ title: item.name ?? '', date: importedDate(item.releaseDate), confidence: 1, source: item.name ?? '' }));
  return cv;
}
