import type { ParsedCv } from '@folio/schema';

export const roleFamilies = ['engineering', 'academic', 'business', 'creative', 'healthcare', 'technology'] as const;
export type RoleFamily = (typeof roleFamilies)[number];
export type Seniority = 'entry' | 'mid' | 'senior' | 'executive';

const FAMILY_WORDS: Record<RoleFamily, RegExp> = {
  technology: /\b(software|developer|programmer|devops|sre|frontend|front-end|backend|back-end|full[- ]?stack|data (?:engineer|scientist)|machine learning|ml|cloud|web|mobile|ios|android|it|cyber|security engineer|javascript|typescript|python|react|kubernetes|entwickler|developpeur|desarrollador|sviluppatore|informatique|informatik)\b/i,
  engineering: /\b(mechanical|civil|electrical|chemical|structural|aerospace|manufacturing|process|industrial|hardware|embedded|automotive|cad|solidworks|autocad|catia|plc|maschinenbau|genie|ingenieur|ingeniero|ingegnere|engenheiro|engineer(?:ing)?)\b/i,
  academic: /\b(professor|lecturer|researcher|postdoc|post-doctoral|phd|doctoral|research (?:assistant|fellow|scientist)|faculty|teaching assistant|publications?|thesis|dissertation|chercheur|forscher|investigador|ricercatore|pesquisador)\b/i,
  business: /\b(manager|director|head of|vp|vice president|chief|ceo|cfo|coo|consultant|strategy|sales|account|finance|financial|analyst|marketing|operations|business|mba|product owner|controller|banking|investment|procurement|hr|human resources|gerente|responsable|leiter|direttore|analista|analyste|consultor|consultant[e]?|conseill\w*|directeur|directrice|directora?|vertrieb|finanz\w*|comptab\w*|contab\w*|marketing)\b/i,
  creative: /\b(designer|design|ux|ui|illustrat\w*|artist|photograph\w*|video|motion|animator|art director|creative|copywriter|writer|editor|brand|figma|adobe|photoshop|illustrator|graphiste|grafik|disenador|fotograf\w*)\b/i,
  healthcare: /\b(nurse|nursing|physician|doctor|clinical|clinic|hospital\w*|patient|medical|medicine|pharmac\w*|therap\w*|surgeon|dentist|midwife|paramedic|health|healthcare|infirmi\w*|krankenpfleg\w*|arzt|arztin|enfermer\w*|enfermeir\w*|enfermagem|infermier\w*|medic[oa]|medecin|pflege\w*|saude|sante|salud|salute|cuidados|intensiv\w*)\b/i,
};

export interface CvFeatures {
  family: RoleFamily;
  familyScores: Record<RoleFamily, number>;
  seniority: Seniority;
  yearsOfExperience: number;
  counts: { experiences: number; educations: number; skills: number; projects: number; publications: number; trainings: number };
}

/** Reads what kind of professional the CV describes, from titles first, then the rest of its text. */
export function readFeatures(cv: ParsedCv): CvFeatures {
  const familyScores = Object.fromEntries(roleFamilies.map((family) => [family, 0])) as Record<RoleFamily, number>;
  // Accents folded so "Médico" and "Saúde" match as "medico" and "saude".
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const titles = [cv.personal_info.title, ...cv.experiences.slice(0, 3).map((entry) => entry.position)].map(fold);
  const other = fold(
    [cv.personal_info.summary, ...cv.experiences.map((entry) => entry.company), ...cv.educations.map((entry) => entry.degree), ...cv.skills.map((skill) => skill.name)].join(' \n '),
  );
  for (const family of roleFamilies) {
    const pattern = new RegExp(FAMILY_WORDS[family].source, 'gi');
    titles.forEach((title, index) => {
      familyScores[family] += (title.match(pattern)?.length ?? 0) * (index === 0 ? 3 : 2);
    });
    familyScores[family] += Math.min(4, (other.match(pattern)?.length ?? 0) * 0.5);
  }
  // "Software engineer" is technology, not engineering in the mechanical sense.
  if (familyScores.technology > 0) familyScores.engineering *= 0.5;
  familyScores.academic += Math.min(6, cv.publications.length * 1.5);
  const family = [...roleFamilies].sort((a, b) => familyScores[b] - familyScores[a])[0]!;
  const yearsOfExperience = estimateYears(cv);
  return {
    family,
    familyScores,
    seniority: seniorityOf(cv, yearsOfExperience),
    yearsOfExperience,
    counts: {
      experiences: cv.experiences.length,
      educations: cv.educations.length,
      skills: cv.skills.length,
      projects: cv.projects.length,
      publications: cv.publications.length,
      trainings: cv.trainings.length,
    },
  };
}

function toMonths(date: string, now: Date): number | null {
  if (date === 'present') return now.getFullYear() * 12 + now.getMonth();
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  return match ? Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0) : null;
}

/** Years from the earliest start to the latest end, so overlapping roles are not counted twice. */
function estimateYears(cv: ParsedCv, now = new Date()): number {
  const starts = cv.experiences.map((entry) => toMonths(entry.start_date, now)).filter((value) => value !== null);
  const ends = cv.experiences.map((entry) => toMonths(entry.end_date || entry.start_date, now)).filter((value) => value !== null);
  if (starts.length === 0 || ends.length === 0) return 0;
  return Math.max(0, Math.round((Math.max(...ends) - Math.min(...starts)) / 12));
}

function seniorityOf(cv: ParsedCv, years: number): Seniority {
  const title = `${cv.personal_info.title} ${cv.experiences[0]?.position ?? ''}`;
  if (/\b(chief|ceo|cto|cfo|coo|vp|vice president|director|head of|partner|founder|directeur|direktor|director[a]?)\b/i.test(title)) return 'executive';
  if (/\b(senior|sr\.?|lead|principal|staff|manager|professor|consultant senior|leiter)\b/i.test(title) || years >= 8) return 'senior';
  if (/\b(intern|junior|jr\.?|trainee|student|graduate|apprentice|stagiaire|praktikant|becario)\b/i.test(title) || years < 2) return 'entry';
  return 'mid';
}
