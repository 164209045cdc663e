import { cvDate, type ParsedCv } from '@folio/schema';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const cleanLines = (text: string) =>
  text
    .split('\n')
    .map(clean)
    .filter(Boolean)
    .join('\n');
const validDate = (value: string) => (cvDate.safeParse(value).success ? value : '');

/** Tidies values, drops empty entries and duplicates, and scores the whole result. */
export function normaliseCv(cv: ParsedCv): ParsedCv {
  const info = cv.personal_info;
  info.name = clean(info.name);
  info.title = clean(info.title);
  info.location = clean(info.location).replace(/^[,\s]+|[,\s]+$/g, '');
  info.summary = cleanLines(info.summary);
  info.phone = clean(info.phone);
  for (const entry of cv.experiences) {
    entry.position = clean(entry.position);
    entry.company = clean(entry.company);
    entry.location = clean(entry.location);
    entry.description = cleanLines(entry.description);
    entry.start_date = validDate(entry.start_date);
    entry.end_date = validDate(entry.end_date);
  }
  cv.experiences = cv.experiences.filter((entry) => entry.position || entry.company);
  for (const entry of cv.educations) {
    entry.degree = clean(entry.degree);
    entry.institution = clean(entry.institution);
    entry.description = cleanLines(entry.description);
    entry.start_date = validDate(entry.start_date);
    entry.end_date = validDate(entry.end_date);
  }
  cv.educations = cv.educations.filter((entry) => entry.degree || entry.institution);
  const seenSkills = new Set<string>();
  cv.skills = cv.skills.filter((skill) => {
    skill.name = clean(skill.name);
    const key = skill.name.toLowerCase();
    if (!skill.name || seenSkills.has(key)) return false;
    seenSkills.add(key);
    return true;
  });
  const seenLanguages = new Set<string>();
  cv.languages = cv.languages.filter((language) => {
    const key = language.name.toLowerCase();
    if (seenLanguages.has(key)) return false;
    seenLanguages.add(key);
    return true;
  });
  for (const project of cv.projects) {
    project.start_date = validDate(project.start_date);
    project.end_date = validDate(project.end_date);
  }
  for (const training of cv.trainings) training.date = validDate(training.date);
  for (const publication of cv.publications) publication.date = validDate(publication.date);
  cv.confidence = overallConfidence(cv);
  return cv;
}

/**
 * How much to trust the result: the found fields' own confidence, discounted when the core of a CV
 * (a name, a way to reach the person, some history) is missing or many lines went unplaced.
 */
function overallConfidence(cv: ParsedCv): number {
  const scores: number[] = [];
  const info = cv.personal_info;
  scores.push(info.fields.name?.confidence ?? 0);
  scores.push(info.email || info.phone ? 1 : 0.3);
  for (const entry of [...cv.experiences, ...cv.educations]) scores.push(entry.confidence);
  if (cv.experiences.length === 0 && cv.educations.length === 0) scores.push(0, 0);
  if (cv.skills.length > 0) scores.push(0.85);
  const base = scores.reduce((a, b) => a + b, 0) / scores.length;
  const placed = cv.experiences.length * 3 + cv.educations.length * 2 + cv.skills.length + 5;
  const unplacedShare = cv.unplaced.length / (cv.unplaced.length + placed);
  return Math.round(Math.max(0, Math.min(1, base * (1 - unplacedShare * 0.6))) * 100) / 100;
}
