import type { ParsedCv } from '@folio/schema';

/**
 * Scores a parse against an expected result field by field. Used by the bench (and its numbers are
 * what the targets refer to), so it lives in the package where it can be unit-tested.
 */
export interface ExpectedCv {
  personal_info: { name: string; title: string; email: string; phone: string; location: string; summary: string; links: Record<string, string> };
  experiences: { position: string; company: string; location: string; start_date: string; end_date: string }[];
  educations: { degree: string; institution: string; start_date: string; end_date: string; gpa: string }[];
  skills: string[];
  languages: { name: string; level: string }[];
  projects: string[];
  trainings: string[];
  publications: number;
}

export type FieldScores = Map<string, { correct: number; total: number }>;

export const norm = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'").replace(/[^\p{L}\d@.+/' -]/gu, ' ').replace(/\s+/g, ' ').trim();
const bareUrl = (url: string) => url.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, '');
const words = (text: string) => new Set(norm(text).split(' ').filter(Boolean));

export function similar(a: string, b: string) {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 && y.size === 0) return 1;
  const shared = [...x].filter((w) => y.has(w)).length;
  return (2 * shared) / (x.size + y.size);
}

export function scoreCv(parsed: ParsedCv, expected: ExpectedCv): FieldScores {
  const scores: FieldScores = new Map();
  const add = (field: string, ok: boolean | number, weight = 1) => {
    const entry = scores.get(field) ?? { correct: 0, total: 0 };
    entry.correct += typeof ok === 'number' ? ok * weight : ok ? weight : 0;
    entry.total += weight;
    scores.set(field, entry);
  };
  // A value the CV does not show is not scored (real CVs omit a phone, a title, a role's city): an
  // empty answer would otherwise earn credit for extracting nothing.
  const addShown = (field: string, want: string, ok: () => boolean) => {
    if (want) add(field, ok());
  };
  const info = parsed.personal_info;
  const want = expected.personal_info;
  addShown('name', want.name, () => norm(info.name) === norm(want.name));
  addShown('title', want.title, () => norm(info.title) === norm(want.title));
  addShown('email', want.email, () => info.email.toLowerCase() === want.email.toLowerCase());
  addShown('phone', want.phone, () => info.phone.replace(/\D/g, '') === want.phone.replace(/\D/g, ''));
  addShown('location', want.location, () => norm(info.location) === norm(want.location));
  addShown('summary', want.summary, () => similar(info.summary, want.summary) >= 0.9);
  for (const url of Object.values(want.links)) {
    if (!url) continue;
    const got = [info.links.linkedin, info.links.github, info.links.website, ...info.links.other].map(bareUrl);
    add('links', got.includes(bareUrl(url)));
  }

  const used = new Set<number>();
  for (const role of expected.experiences) {
    const index = bestMatch(parsed.experiences.map((x) => `${x.position} ${x.company} ${x.start_date}`), `${role.position} ${role.company} ${role.start_date}`, used);
    const got = index >= 0 ? parsed.experiences[index] : undefined;
    addShown('experience.position', role.position, () => norm(got?.position ?? '') === norm(role.position));
    addShown('experience.company', role.company, () => norm(got?.company ?? '') === norm(role.company));
    addShown('experience.location', role.location, () => norm(got?.location ?? '') === norm(role.location));
    addShown('experience.start_date', role.start_date, () => got?.start_date === role.start_date);
    add('experience.end_date', got?.end_date === role.end_date);
  }
  add('experience.count', parsed.experiences.length === expected.experiences.length);

  used.clear();
  for (const degree of expected.educations) {
    const index = bestMatch(parsed.educations.map((x) => `${x.degree} ${x.institution}`), `${degree.degree} ${degree.institution}`, used);
    const got = index >= 0 ? parsed.educations[index] : undefined;
    addShown('education.degree', degree.degree, () => norm(got?.degree ?? '') === norm(degree.degree));
    addShown('education.institution', degree.institution, () => norm(got?.institution ?? '') === norm(degree.institution));
    addShown('education.start_date', degree.start_date, () => got?.start_date === degree.start_date);
    addShown('education.end_date', degree.end_date, () => got?.end_date === degree.end_date);
    if (degree.gpa) add('education.gpa', norm(got?.gpa ?? '') === norm(degree.gpa));
  }
  add('education.count', parsed.educations.length === expected.educations.length);

  addSet(add, 'skills', parsed.skills.map((skill) => skill.name), expected.skills);
  addSet(add, 'languages', parsed.languages.map((l) => l.name), expected.languages.map((l) => l.name));
  for (const language of expected.languages) {
    const got = parsed.languages.find((l) => norm(l.name) === norm(language.name));
    add('languages.level', norm(got?.level ?? '') === norm(language.level));
  }
  if (expected.projects.length > 0) addSet(add, 'projects', parsed.projects.map((p) => p.name), expected.projects);
  if (expected.trainings.length > 0) addSet(add, 'trainings', parsed.trainings.map((t) => t.title), expected.trainings);
  if (expected.publications > 0) add('publications', parsed.publications.length === expected.publications);
  return scores;
}

/** F1 of two name lists, weighted by the expected count so long lists weigh more. */
function addSet(add: (field: string, ok: number, weight: number) => void, field: string, got: string[], want: string[]) {
  const a = new Set(got.map(norm));
  const b = new Set(want.map(norm));
  const hits = [...b].filter((item) => a.has(item)).length;
  const f1 = a.size + b.size === 0 ? 1 : (2 * hits) / (a.size + b.size);
  add(field, f1, b.size);
}

export function bestMatch(candidates: string[], target: string, used: Set<number>): number {
  let best = -1;
  let bestScore = 0.2;
  candidates.forEach((candidate, index) => {
    const score = similar(candidate, target);
    if (!used.has(index) && score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  if (best >= 0) used.add(best);
  return best;
}
