import type { FieldProvenance, ParsedCv } from '@folio/schema';
import { bestMatch, norm, similar, type ExpectedCv } from '../score';

/** One field the parser returned, with the confidence it stated and whether its value is right. */
export interface LabelledField {
  family: string;
  confidence: number;
  correct: boolean;
  /** Read by OCR: its own calibration, OCR misreads being a risk the rules' scores do not see. */
  ocr: boolean;
}

const bareUrl = (url: string) => url.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, '');

/**
 * Judges each returned field against the expected CV with score.ts's rules (same normalisation, same
 * matching of entries). A returned entry that matches no expected one has every field wrong. Fields
 * the expected results do not record (descriptions, project URLs...) are left out.
 */
export function labelFields(parsed: ParsedCv, expected: ExpectedCv): LabelledField[] {
  const out: LabelledField[] = [];
  const add = (family: string, field: { confidence: number } | undefined, correct: boolean) => {
    if (field) out.push({ family, confidence: field.confidence, correct, ocr: parsed.meta.used_ocr });
  };
  const info = parsed.personal_info;
  const want = expected.personal_info;
  const f = info.fields;
  add('name', f.name, norm(info.name) === norm(want.name));
  add('title', f.title, norm(info.title) === norm(want.title));
  add('email', f.email, info.email.toLowerCase() === want.email.toLowerCase());
  add('phone', f.phone, info.phone.replace(/\D/g, '') === want.phone.replace(/\D/g, ''));
  add('location', f.location, norm(info.location) === norm(want.location));
  add('summary', f.summary, similar(info.summary, want.summary) >= 0.9);
  const wantLinks = new Set(Object.values(want.links).filter(Boolean).map(bareUrl));
  const gotLinks = [info.links.linkedin, info.links.github, info.links.website, ...info.links.other].filter(Boolean).map(bareUrl);
  add('links', f.links, gotLinks.length > 0 && gotLinks.every((url) => wantLinks.has(url)));

  const experienceMatch = matchEntries(
    parsed.experiences.map((x) => `${x.position} ${x.company} ${x.start_date}`),
    expected.experiences.map((x) => `${x.position} ${x.company} ${x.start_date}`),
  );
  parsed.experiences.forEach((entry, index) => {
    const role = expected.experiences[experienceMatch.get(index) ?? -1];
    const same = (key: 'position' | 'company' | 'location') => role !== undefined && norm(entry[key]) === norm(role[key]);
    labelEntry(add, 'experience.', entry.fields, {
      position: same('position'),
      company: same('company'),
      location: same('location'),
      start_date: role?.start_date === entry.start_date,
      end_date: role?.end_date === entry.end_date,
    });
  });

  const educationMatch = matchEntries(
    parsed.educations.map((x) => `${x.degree} ${x.institution}`),
    expected.educations.map((x) => `${x.degree} ${x.institution}`),
  );
  parsed.educations.forEach((entry, index) => {
    const degree = expected.educations[educationMatch.get(index) ?? -1];
    const same = (key: 'degree' | 'institution' | 'gpa') => degree !== undefined && norm(entry[key]) === norm(degree[key]);
    labelEntry(add, 'education.', entry.fields, {
      degree: same('degree'),
      institution: same('institution'),
      gpa: same('gpa'),
      start_date: degree?.start_date === entry.start_date,
      end_date: degree?.end_date === entry.end_date,
    });
  });

  const inList = (list: string[]) => {
    const set = new Set(list.map(norm));
    return (name: string) => set.has(norm(name));
  };
  const isSkill = inList(expected.skills);
  for (const skill of parsed.skills) add('skill', skill, isSkill(skill.name));
  const isLanguage = inList(expected.languages.map((language) => language.name));
  for (const language of parsed.languages) add('language', language, isLanguage(language.name));
  // Fixtures without projects or trainings do not record them (score.ts skips them too).
  if (expected.projects.length > 0) {
    const isProject = inList(expected.projects);
    for (const project of parsed.projects) add('project.name', project.fields.name, isProject(project.name));
  }
  if (expected.trainings.length > 0) {
    const isTraining = inList(expected.trainings);
    for (const training of parsed.trainings) add('training.title', training.fields.title, isTraining(training.title));
  }
  parsed.publications.forEach((publication, index) => add('publication', publication, index < expected.publications));
  return out;
}

function labelEntry(
  add: (family: string, field: FieldProvenance | undefined, correct: boolean) => void,
  prefix: string,
  fields: Partial<Record<string, FieldProvenance>>,
  verdicts: Record<string, boolean>,
) {
  for (const [key, correct] of Object.entries(verdicts)) add(`${prefix}${key}`, fields[key], correct);
}

/** Parsed index -> expected index, matched greedily in the expected order as score.ts does. */
function matchEntries(parsed: string[], expected: string[]): Map<number, number> {
  const used = new Set<number>();
  const match = new Map<number, number>();
  expected.forEach((target, expectedIndex) => {
    const index = bestMatch(parsed, target, used);
    if (index >= 0) match.set(index, expectedIndex);
  });
  return match;
}
