import type { SkillCategory, SkillLevel } from '@folio/schema';

/**
 * What Ward reads out of a clinician's CV: the languages they speak (a skill group named for them),
 * the unit or ward a role was on (written after the job title), and which roles are current.
 */

/** A skill group holding spoken languages, by its title in the languages a CV is likely written in. */
const languageTitle = /language|langue|idioma|sprach|lingu|\btalen\b|język|язык|语言|語言|言語|لغ/iu;

export function isLanguageGroup(group: Pick<SkillCategory, 'title'>): boolean {
  return languageTitle.test(group.title);
}

/** How a patient reads a language level: a skill meter means little for a language. */
export const spokenLevel: Record<SkillLevel, string> = {
  expert: 'Fluent',
  advanced: 'Advanced',
  intermediate: 'Conversational',
  beginner: 'Basic',
};

const spokenTitle = /spoken|speak|gesprochen|hablad|parlé|falad|parlat|mówion|разговор|口语|會話|会話/iu;
const programmingTitle = /program|coding|\bcode|framework|software|tech|computer|scripting|query/i;
/** Programming languages, which a "Languages" group of an engineer's CV holds; nobody speaks them to a patient. */
const programmingNames = new Set(
  'go golang java kotlin python sql javascript typescript c c++ c# rust ruby php swift r scala html css bash shell perl matlab dart elixir haskell lua objective-c julia sas stata spss vba fortran cobol groovy clojure f# solidity zig assembly nosql graphql'.split(' '),
);
const isProgramming = (name: string) => programmingNames.has(name.trim().toLowerCase());

/**
 * The groups that hold spoken languages: those whose title says spoken, when there are any; else the
 * groups titled languages whose items are mostly not programming languages.
 */
export function spokenGroups(groups: SkillCategory[]): SkillCategory[] {
  const filled = groups.filter((group) => group.info.length > 0);
  const spoken = filled.filter((group) => spokenTitle.test(group.title));
  if (spoken.length > 0) return spoken;
  return filled.filter((group) => isLanguageGroup(group) && !programmingTitle.test(group.title) && group.info.filter((item) => isProgramming(item.name)).length * 2 < group.info.length);
}

/** The skills split into specialties and the languages spoken (every spoken group's, in order, programming ones left out). */
export function splitSkills(groups: SkillCategory[]): { specialties: SkillCategory[]; languages: SkillCategory['info'] } {
  const filled = groups.filter((group) => group.info.length > 0);
  const spoken = new Set(spokenGroups(filled));
  const seen = new Set<string>();
  const languages = [...spoken]
    .flatMap((group) => group.info)
    .filter((item) => {
      const key = item.name.toLowerCase();
      if (seen.has(key) || isProgramming(item.name)) return false;
      seen.add(key);
      return true;
    });
  return { specialties: filled.filter((group) => !spoken.has(group)), languages };
}

/**
 * "Staff Nurse, Cardiac ICU" or "Registrar – Emergency Department": the role and the unit it was
 * on, split at the first comma or spaced dash; a title without one is the role alone.
 */
export function roleAndUnit(position: string): { role: string; unit: string; separator: string } {
  const match = /^(.+?)(\s*,\s*|\s+[-–—|]\s+)(.+)$/u.exec(position.trim());
  if (!match) return { role: position.trim(), unit: '', separator: '' };
  return { role: match[1]!.trim(), unit: match[3]!.trim(), separator: match[2]! };
}

const ongoing = /\b(?:present|current|now|today|ongoing|heute|aktuell|actualidad|actuel|présent|presente|atual|hoy|oggi)\b|至今|现在|現在|الآن|حتى/iu;

/** Whether a role's dates say it is still held ("2019 - Present", "since 2021 (ongoing)"). */
export function isCurrent(date: string): boolean {
  return ongoing.test(date);
}
