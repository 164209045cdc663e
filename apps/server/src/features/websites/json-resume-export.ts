import type { WebsiteWithSections } from '@folio/schema';

const monthNumbers: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

/** `Mar 2020` -> `2020-03`, `2020` -> `2020`, `2020-03(-01)` as it is; anything else (Present, free text) -> undefined. */
export function isoDateOf(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (/^[1-2]\d{3}(-[0-1]\d(-[0-3]\d)?)?$/.test(text)) return text;
  const match = /^([A-Za-z]{3})[a-z]*\.? ([1-2]\d{3})$/.exec(text);
  const month = match ? monthNumbers[match[1]!.toLowerCase()] : undefined;
  return match && month ? `${match[2]}-${month}` : undefined;
}

/** A builder date range (`Mar 2020 - Present`, `2019 - 2021`, `Mar 2020`) as JSON Resume's startDate and endDate. */
export function dateRangeOf(value: string): { startDate?: string; endDate?: string } {
  const [start, end] = value.split(/\s+[-–—]\s+/);
  const startDate = isoDateOf(start);
  const endDate = isoDateOf(end);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);
/** JSON Resume leaves out what is unknown rather than writing empty strings. */
const given = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))) as Partial<T>;
const isLanguages = (title: string) => /^(languages?|spoken languages?)$/i.test(title.trim());

/**
 * A website as a JSON Resume (jsonresume.org, schema draft-07): what the schema can hold, in its
 * field names (a website has no publications or profiles to give); the onboarding's JSON Resume import reads every one of them back.
 */
export function toJsonResume(website: WebsiteWithSections, siteUrl: string | null): Record<string, unknown> {
  const { contact } = website;
  const languageGroups = website.skills.filter((group) => isLanguages(group.title));
  const skillGroups = website.skills.filter((group) => !isLanguages(group.title));
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: given({
      name: website.name,
      label: contact.title,
      email: emailPattern.test(contact.email) ? contact.email : undefined,
      phone: contact.phone,
      url: siteUrl ?? undefined,
      summary: website.description,
      location: contact.location ? { city: contact.location } : undefined,
    }),
    work: website.experiences.map((item) => given({ name: item.name, position: item.position, location: item.place, ...dateRangeOf(item.date), summary: item.description, highlights: item.skills })),
    education: website.educations.map((item) => given({ institution: item.name, studyType: item.degree, ...dateRangeOf(item.date), score: item.gpa, courses: item.description ? [item.description] : [] })),
    // One entry per category and level, so each skill keeps its level.
    skills: skillGroups.flatMap((group) =>
      [...new Set(group.info.map((item) => item.level))].map((level) => ({ name: group.title, level, keywords: group.info.filter((item) => item.level === level).map((item) => item.name) })),
    ),
    languages: languageGroups.flatMap((group) => group.info.map((item) => ({ language: item.name, fluency: item.level }))),
    projects: website.projects.map((item) => {
      const url = [item.implementation, item.code_url].find(isUrl);
      return given({ name: item.title, description: item.description, keywords: item.technologies, ...dateRangeOf(item.date), url, type: item.category });
    }),
    certificates: website.trainings.map((item) => given({ name: item.title, issuer: item.institute, date: dateRangeOf(item.date).startDate })),
    meta: { version: 'v1.0.0', lastModified: website.updated_at.slice(0, 19) },
  };
}
