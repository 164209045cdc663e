import { cvDate, type ParsedCv } from '@folio/schema';
import { z } from 'zod';

/** What the model is asked to return: the CV's values, without provenance. */
export const refinementAnswer = z.object({
  personal_info: z.object({
    name: z.string(), title: z.string(), email: z.string(), phone: z.string(), location: z.string(), summary: z.string(),
  }),
  experiences: z.array(z.object({
    position: z.string(), company: z.string(), start_date: z.string(), end_date: z.string(), location: z.string(), description: z.string(),
  })),
  educations: z.array(z.object({
    degree: z.string(), institution: z.string(), start_date: z.string(), end_date: z.string(), gpa: z.string(),
  })),
  skills: z.array(z.object({ name: z.string(), category: z.string() })),
  languages: z.array(z.object({ name: z.string(), level: z.string() })),
});
export type RefinementAnswer = z.infer<typeof refinementAnswer>;

const squash = (text: string) => text.normalize('NFC').toLowerCase().replace(/[•●▪◦\u2022]/g, ' ').replace(/\s+/g, ' ').trim();

/** A checker that answers whether a value is quoted from the CV text. */
function quoteChecker(cvText: string) {
  const haystack = squash(cvText);
  const isQuoted = (value: string) => value.trim() === '' || haystack.includes(squash(value));
  const keep = (value: string) => (isQuoted(value) ? value.trim() : '');
  // Dates are normalised, so check that their year (and the present word, if any) is in the text.
  const keepDate = (value: string) => {
    if (!cvDate.safeParse(value).success || value === '') return '';
    if (value === 'present') return /present|current|now|today|heute|aktuell|actuel|aujourd|actualidad|presente|atual|oggi|corso|en cours/i.test(cvText) ? value : '';
    return haystack.includes(value.slice(0, 4)) ? value : '';
  };
  // A description may be rewrapped: keep the lines that are quoted.
  const keepLines = (value: string) => value.split('\n').filter((line) => line.trim() && isQuoted(line)).join('\n');
  return { keep, keepDate, keepLines };
}

/**
 * Merges a model's answer into the offline result, keeping only values that occur in the CV text:
 * the model may choose and split what the parser read, never invent. Fields it leaves out or makes up
 * fall back to the parser's value.
 */
export function keepQuotedValues(parsed: ParsedCv, answer: unknown, cvText: string): ParsedCv {
  const result = refinementAnswer.safeParse(answer);
  if (!result.success) return parsed;
  const model = result.data;
  const { keep, keepDate, keepLines } = quoteChecker(cvText);
  const refinedSource = (value: string) => ({ confidence: 0.9, source: value });

  const info = { ...parsed.personal_info, fields: { ...parsed.personal_info.fields } };
  for (const key of ['name', 'title', 'email', 'phone', 'location', 'summary'] as const) {
    const value = key === 'summary' ? keepLines(model.personal_info[key]) : keep(model.personal_info[key]);
    if (value && value !== info[key]) {
      info[key] = value;
      info.fields[key] = refinedSource(value);
    }
  }

  const experiences = model.experiences
    .map((entry) => ({
      position: keep(entry.position),
      company: keep(entry.company),
      start_date: keepDate(entry.start_date),
      end_date: keepDate(entry.end_date),
      location: keep(entry.location),
      description: keepLines(entry.description),
      confidence: 0.85,
      fields: { position: refinedSource(entry.position), company: refinedSource(entry.company) },
    }))
    .filter((entry) => entry.position || entry.company);

  const educations = model.educations
    .map((entry) => ({
      degree: keep(entry.degree),
      institution: keep(entry.institution),
      start_date: keepDate(entry.start_date),
      end_date: keepDate(entry.end_date),
      location: '',
      gpa: keep(entry.gpa),
      description: '',
      confidence: 0.85,
      fields: { degree: refinedSource(entry.degree), institution: refinedSource(entry.institution) },
    }))
    .filter((entry) => entry.degree || entry.institution);

  const skills = model.skills
    .filter((skill) => skill.name.trim() && keep(skill.name))
    .map((skill) => ({ name: skill.name.trim(), ...(keep(skill.category) ? { category: skill.category.trim() } : {}), confidence: 0.85, source: skill.name }));
  const languages = model.languages
    .filter((language) => language.name.trim() && keep(language.name))
    .map((language) => ({ name: language.name.trim(), level: keep(language.level), confidence: 0.85, source: language.name }));

  return {
    ...parsed,
    personal_info: info,
    // An answer that lost whole sections is worse than the parser's; keep the parser's then.
    experiences: experiences.length >= parsed.experiences.length * 0.5 ? experiences : parsed.experiences,
    educations: educations.length >= parsed.educations.length * 0.5 ? educations : parsed.educations,
    skills: skills.length >= parsed.skills.length * 0.5 ? skills : parsed.skills,
    languages: languages.length >= parsed.languages.length * 0.5 ? languages : parsed.languages,
    meta: { ...parsed.meta, refined: true },
  };
}
