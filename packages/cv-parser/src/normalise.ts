import { cvDate, type ParsedCv } from '@folio/schema';
import { overallConfidence } from './confidence/calibrate';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const cleanLines = (text: string) =>
  text
    .split('\n')
    .map(clean)
    .filter(Boolean)
    .join('\n');
const validDate = (value: string) => (cvDate.safeParse(value).success ? value : '');

/** Tidies values, drops empty entries and duplicates, and scores the whole result (from the rules' raw scores; calibrateCv rescores it). */
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
