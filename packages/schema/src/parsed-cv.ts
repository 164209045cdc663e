import { z } from 'zod';

/**
 * What the CV parser hands the onboarding flow (onboarding.md section 3, "Parsed CV data"), extended
 * with provenance: every entry carries, per field, how sure the parser is and the CV text it read,
 * so the review screen can flag weak fields and show the lines it could not place.
 * Missing strings are '' (not null) so forms can bind to them directly.
 */

/** `YYYY-MM`, `YYYY`, `present` or '' when the CV gives no date. */
export const cvDate = z.string().regex(/^(\d{4}(-(0[1-9]|1[0-2]))?|present|)$/);
export type CvDate = z.infer<typeof cvDate>;

export const fieldProvenance = z.object({
  confidence: z.number().min(0).max(1),
  /** The CV text this value was read from (one line or a joined span). */
  source: z.string(),
});
export type FieldProvenance = z.infer<typeof fieldProvenance>;

const provenanceOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.partialRecord(z.enum(keys), fieldProvenance);

export const parsedLinks = z.object({
  linkedin: z.string(),
  github: z.string(),
  website: z.string(),
  other: z.array(z.string()),
});
export type ParsedLinks = z.infer<typeof parsedLinks>;

export const parsedPersonalInfo = z.object({
  name: z.string(),
  /** The headline under the name ("Senior Data Engineer"). */
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  summary: z.string(),
  links: parsedLinks,
  fields: provenanceOf(['name', 'title', 'email', 'phone', 'location', 'summary', 'links']),
});
export type ParsedPersonalInfo = z.infer<typeof parsedPersonalInfo>;

export const parsedExperience = z.object({
  position: z.string(),
  company: z.string(),
  start_date: cvDate,
  end_date: cvDate,
  location: z.string(),
  /** Bullets and paragraphs, one per line; a bullet starts with "• " whatever glyph the CV used. */
  description: z.string(),
  confidence: z.number().min(0).max(1),
  fields: provenanceOf(['position', 'company', 'start_date', 'end_date', 'location', 'description']),
});
export type ParsedExperience = z.infer<typeof parsedExperience>;

export const parsedEducation = z.object({
  degree: z.string(),
  institution: z.string(),
  start_date: cvDate,
  end_date: cvDate,
  location: z.string(),
  gpa: z.string(),
  description: z.string(),
  confidence: z.number().min(0).max(1),
  fields: provenanceOf(['degree', 'institution', 'start_date', 'end_date', 'location', 'gpa', 'description']),
});
export type ParsedEducation = z.infer<typeof parsedEducation>;

export const parsedSkill = z.object({
  name: z.string(),
  level: z.string().optional(),
  /** The group the CV put it in ("Languages", "Tools"). */
  category: z.string().optional(),
  confidence: z.number().min(0).max(1),
  source: z.string(),
});
export type ParsedSkill = z.infer<typeof parsedSkill>;

export const parsedProject = z.object({
  name: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  url: z.string(),
  start_date: cvDate,
  end_date: cvDate,
  confidence: z.number().min(0).max(1),
  fields: provenanceOf(['name', 'description', 'technologies', 'url', 'start_date', 'end_date']),
});
export type ParsedProject = z.infer<typeof parsedProject>;

/** Trainings & certifications. */
export const parsedTraining = z.object({
  title: z.string(),
  institute: z.string(),
  date: cvDate,
  confidence: z.number().min(0).max(1),
  fields: provenanceOf(['title', 'institute', 'date']),
});
export type ParsedTraining = z.infer<typeof parsedTraining>;

/** Spoken languages, not programming ones (those are skills). */
export const parsedLanguage = z.object({
  name: z.string(),
  level: z.string(),
  confidence: z.number().min(0).max(1),
  source: z.string(),
});
export type ParsedLanguage = z.infer<typeof parsedLanguage>;

export const parsedPublication = z.object({
  title: z.string(),
  date: cvDate,
  confidence: z.number().min(0).max(1),
  source: z.string(),
});
export type ParsedPublication = z.infer<typeof parsedPublication>;

export const cvSectionKinds = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'trainings',
  'languages',
  'publications',
  'awards',
  'interests',
  'volunteering',
  'references',
  'contact',
  'other',
] as const;
export const cvSectionKind = z.enum(cvSectionKinds);
export type CvSectionKind = z.infer<typeof cvSectionKind>;

/** A section the CV has but ParsedCv has no field for (awards, interests...), kept as lines. */
export const parsedExtraSection = z.object({
  kind: cvSectionKind,
  heading: z.string(),
  lines: z.array(z.string()),
});
export type ParsedExtraSection = z.infer<typeof parsedExtraSection>;

export const unplacedLine = z.object({
  text: z.string(),
  /** The heading of the section it sat in, or '' for the top of the CV. */
  section: z.string(),
});
export type UnplacedLine = z.infer<typeof unplacedLine>;

export const cvSourceFormats = ['pdf', 'docx', 'doc', 'text'] as const;
export const cvSourceFormat = z.enum(cvSourceFormats);
export type CvSourceFormat = z.infer<typeof cvSourceFormat>;

export const parsedCv = z.object({
  personal_info: parsedPersonalInfo,
  experiences: z.array(parsedExperience),
  educations: z.array(parsedEducation),
  skills: z.array(parsedSkill),
  projects: z.array(parsedProject),
  trainings: z.array(parsedTraining),
  languages: z.array(parsedLanguage),
  publications: z.array(parsedPublication),
  extra_sections: z.array(parsedExtraSection),
  /** Lines the parser could not assign to any field, for the review screen. */
  unplaced: z.array(unplacedLine),
  /** Overall confidence, 0..1 (onboarding.md: high from 0.8, medium from 0.6). */
  confidence: z.number().min(0).max(1),
  meta: z.object({
    format: cvSourceFormat,
    pages: z.number().int().min(0),
    /** The spec's use_vision_parsing: the PDF had no text layer and was read by OCR. */
    used_ocr: z.boolean(),
    /** Whether an AI model refined the result (only ever with values quoted from the CV). */
    refined: z.boolean(),
    /** Main language of the section headings, e.g. 'en', 'fr'. */
    language: z.string(),
    duration_ms: z.number().min(0),
  }),
});
export type ParsedCv = z.infer<typeof parsedCv>;
