import type { Education, Experience, SkillCategory } from '@folio/schema';

/**
 * The places of a career in the order it went through them: roles and studies are listed newest
 * first, so the route reads them backwards. Studies come before the work of the same years, and
 * a city met again stays at its first visit.
 */
export function routeOf(experiences: Experience[], educations: Education[]): string[] {
  const stops = [...[...educations].reverse(), ...[...experiences].reverse()].map((item) => item.place.trim()).filter(Boolean);
  const seen = new Set<string>();
  return stops.filter((place) => {
    const key = place.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Skill groups that are spoken languages, by the titles people give them in the languages Folio renders. */
const languageTitles = /^(?:(?:spoken|foreign|human)\s+)?languages?(?:\s+skills)?$|^idiomas?$|^langues?$|^sprachen$|^lingue$|^línguas$|^talen$|^języki$|^语言$|^語言$|^言語$|^اللغات$|^שפות$/iu;

export function isLanguageGroup(group: SkillCategory): boolean {
  return languageTitles.test(group.title.trim());
}
