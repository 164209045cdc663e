import { z } from 'zod';
import type { ParsedCv } from './parsed-cv';
import { shortenText } from './shorten';

/**
 * The limits of the fields a CV fills (builder.md section 9 for the descriptions; the website's own
 * fields for summary and headline). The input schemas use the same numbers.
 */
export const fieldLimits = {
  experienceDescription: 1000,
  educationDescription: 500,
  projectDescription: 800,
  trainingDescription: 1000,
  websiteDescription: 5000,
  headline: 200,
} as const;

/** One field of a CV that was too long for its place on the website, with both texts. */
export const shortenedField = z.object({
  section: z.enum(['personal_info', 'experiences', 'educations', 'projects']),
  /** The entry's position in its section; null for personal_info. */
  index: z.number().int().nullable(),
  field: z.enum(['summary', 'title', 'description']),
  /** What it belongs to, as the review shows it ("Senior Engineer · Acme"). */
  label: z.string(),
  limit: z.number().int(),
  /** What the website gets. */
  text: z.string(),
  /** The CV's text, to paste back in part. */
  full_text: z.string(),
});
export type ShortenedField = z.infer<typeof shortenedField>;

const labelOf = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · ');

/**
 * The CV with every field at most its limit (shortened at a sentence end, never mid-word) and the
 * list of what was shortened, for the review step. Onboarding builds the website from this CV, so
 * what the review reports is what the website gets.
 */
export function fitCvToLimits(cv: ParsedCv): { cv: ParsedCv; shortened: ShortenedField[] } {
  const shortened: ShortenedField[] = [];
  const fit = (value: string, limit: number, where: Omit<ShortenedField, 'limit' | 'text' | 'full_text'>): string => {
    const result = shortenText(value, limit);
    if (result.shortened) shortened.push({ ...where, limit, text: result.text, full_text: value.trim() });
    return result.text;
  };
  const info = cv.personal_info;
  const fitted: ParsedCv = {
    ...cv,
    personal_info: {
      ...info,
      title: fit(info.title, fieldLimits.headline, { section: 'personal_info', index: null, field: 'title', label: 'Headline' }),
      summary: fit(info.summary, fieldLimits.websiteDescription, { section: 'personal_info', index: null, field: 'summary', label: 'Summary' }),
    },
    experiences: cv.experiences.map((item, index) => ({
      ...item,
      description: fit(item.description, fieldLimits.experienceDescription, { section: 'experiences', index, field: 'description', label: labelOf(item.position, item.company) || `Experience ${index + 1}` }),
    })),
    educations: cv.educations.map((item, index) => ({
      ...item,
      description: fit(item.description, fieldLimits.educationDescription, { section: 'educations', index, field: 'description', label: labelOf(item.degree, item.institution) || `Education ${index + 1}` }),
    })),
    projects: cv.projects.map((item, index) => ({
      ...item,
      description: fit(item.description, fieldLimits.projectDescription, { section: 'projects', index, field: 'description', label: item.name || `Project ${index + 1}` }),
    })),
  };
  return { cv: fitted, shortened };
}
