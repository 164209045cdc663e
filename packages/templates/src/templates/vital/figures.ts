import type { Experience, Project, WebsiteWithSections } from '@folio/schema';

/**
 * What Vital reads out of a clinician-researcher's CV: the years in practice from the roles'
 * dates, publications told apart from other projects, and research roles told apart from clinical ones.
 */

const yearPattern = /\b(19[5-9]\d|20\d\d)\b/g;
const ongoing = /\b(?:present|current|now|today|ongoing|heute|aktuell|actualidad|actuel|présent|presente|atual|hoy|oggi)\b|至今|现在|現在|الآن|حتى/iu;

function yearsIn(value: string): number[] {
  return [...value.matchAll(yearPattern)].map((match) => Number(match[1]));
}

/** Whether a role's dates say it is still held. */
export function isOngoing(date: string): boolean {
  return ongoing.test(date);
}

/**
 * The year "Present" stands for: the year of `now` when the page is rendered with one (the server
 * passes it), else the latest year the content mentions, so a page without a clock still counts
 * to where the CV ends and never beyond it.
 */
export function referenceYear(site: WebsiteWithSections, now?: string): number | null {
  const fromNow = now ? yearsIn(now.slice(0, 4))[0] : undefined;
  if (fromNow !== undefined) return fromNow;
  const dates = [
    ...site.experiences.map((item) => item.date),
    ...site.educations.map((item) => item.date),
    ...site.trainings.map((item) => item.date),
    ...site.projects.map((item) => item.date),
    ...site.blog_posts.map((post) => (post.published_at ?? '').slice(0, 4)),
  ];
  const years = dates.flatMap(yearsIn);
  return years.length > 0 ? Math.max(...years) : null;
}

/** Years from the first role's first year to the last role's end (a role still held ends at the reference year). */
export function yearsInPractice(experiences: Experience[], reference: number | null): number {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const item of experiences) {
    const years = yearsIn(item.date);
    if (years.length === 0) continue;
    starts.push(years[0]!);
    ends.push(isOngoing(item.date) && reference !== null ? Math.max(reference, years[years.length - 1]!) : years[years.length - 1]!);
  }
  if (starts.length === 0) return 0;
  return Math.max(0, Math.max(...ends) - Math.min(...starts));
}

const publicationWords = /research|publication|paper|journal|article|trial|study|review|preprint|letter|chapter|thesis|abstract/i;

/** A project that is a publication: in the Research category, or one whose category names a kind of paper. */
export function isPublication(project: Pick<Project, 'category'>): boolean {
  return publicationWords.test(project.category);
}

export function projectCounts(projects: Pick<Project, 'category'>[]): { publications: number; projects: number } {
  const publications = projects.filter(isPublication).length;
  return { publications, projects: projects.length - publications };
}

const researchRole = /research|professor|lecturer|investigator|scientist|postdoc|ph\.?\s?d|laborator|\blab\b|dozent|chercheu|investigador/i;
const researchPlace = /research|laborator|\blab\b|institut/i;
const clinicalPlace = /hospital|clinic|klinik|infirmary|medical cent|health|nhs|surgery|practice|hôpital|hospital/i;

/** A research or teaching role, by its title or a research institution's name (a university hospital stays clinical). */
export function isResearchRole(item: Pick<Experience, 'position' | 'name'>): boolean {
  if (researchRole.test(item.position)) return true;
  return researchPlace.test(item.name) && !clinicalPlace.test(item.name);
}
