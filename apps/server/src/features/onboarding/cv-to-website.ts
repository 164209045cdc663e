import { countryOfLocation, emptyContact, fieldLimits, fitCvToLimits, formatDateRange, shortenText, toInternationalPhone, type Contact, type ParsedCv, type WebsiteContent, type ParsedPersonalInfo, type SkillLevel } from '@folio/schema';

/** Levels as CVs write them ("Native", "C1", "Advanced", "4/5") to the builder's four. */
export function skillLevelOf(level: string | undefined): SkillLevel {
  const value = (level ?? '').toLowerCase();
  if (/native|mother|expert|fluent|c2|5\/5|bilingual|master/.test(value)) return 'expert';
  if (/advanced|proficient|c1|4\/5|professional|strong/.test(value)) return 'advanced';
  if (/beginner|basic|elementary|a1|a2|1\/5|notions|novice/.test(value)) return 'beginner';
  return 'intermediate';
}

const iconFor = (category: string) =>
  /language|idiom|sprach|langue|lingua/i.test(category) ? 'languages' : /tool|software|platform/i.test(category) ? 'wrench' : /design/i.test(category) ? 'palette' : 'code';

const withScheme = (url: string) => (url === '' || /^https?:\/\//i.test(url) ? url : `https://${url}`);

/**
 * A parsed CV as the sections of a new website: dates as builder ranges, skills grouped by category,
 * descriptions shortened to their limits at a sentence end (fitCvToLimits, which the review step
 * reports), never cut mid-word.
 */
export function contentFromCv(parsed: ParsedCv): WebsiteContent {
  const { cv } = fitCvToLimits(parsed);
  const groups = new Map<string, { title: string; info: Array<{ name: string; level: SkillLevel }> }>();
  for (const skill of cv.skills) {
    const title = skill.category?.trim() || 'Skills';
    const group = groups.get(title.toLowerCase()) ?? { title, info: [] };
    if (!group.info.some((item) => item.name.toLowerCase() === skill.name.toLowerCase())) {
      group.info.push({ name: skill.name.slice(0, 80), level: skillLevelOf(skill.level) });
    }
    groups.set(title.toLowerCase(), group);
  }
  if (cv.languages.length > 0) {
    groups.set('languages', { title: 'Languages', info: cv.languages.map((language) => ({ name: language.name.slice(0, 80), level: skillLevelOf(language.level) })) });
  }
  return {
    experiences: cv.experiences.map((item) => ({
      position: item.position,
      name: item.company,
      place: item.location,
      date: formatDateRange(item.start_date, item.end_date),
      description: item.description,
      skills: [],
    })),
    educations: cv.educations.map((item) => ({
      degree: item.degree,
      name: item.institution,
      place: item.location,
      date: formatDateRange(item.start_date, item.end_date),
      gpa: item.gpa,
      description: item.description,
      skills: [],
    })),
    skills: [...groups.values()].filter((group) => group.info.length > 0).map((group) => ({ ...group, info: group.info.slice(0, 60), icon: iconFor(group.title) })),
    projects: cv.projects.map((item) => ({
      title: item.name,
      category: 'Other',
      date: formatDateRange(item.start_date, item.end_date),
      description: item.description,
      technologies: item.technologies.slice(0, 50),
      pictures: [],
      code_url: /github|gitlab|bitbucket/i.test(item.url) ? withScheme(item.url) : '',
      implementation: item.url && !/github|gitlab|bitbucket/i.test(item.url) ? withScheme(item.url) : '',
    })),
    trainings: cv.trainings.map((item) => ({ title: item.title, institute: item.institute, description: '', date: formatDateRange(item.date, ''), skills: [], pictures: [] })),
  };
}

/**
 * The contact fields a CV fills: its job title as the headline, and its phone number in
 * international format when the number or the location says which country it is in (otherwise as
 * written, for the owner to complete in the builder rather than lose).
 */
export function contactFromCv(info: Pick<ParsedPersonalInfo, 'title' | 'email' | 'phone' | 'location'>): Contact {
  const phone = info.phone.trim();
  return {
    ...emptyContact,
    title: shortenText(info.title, fieldLimits.headline).text,
    email: info.email,
    location: info.location,
    phone: phone === '' ? '' : (toInternationalPhone(phone, countryOfLocation(info.location)) ?? phone.slice(0, 40)),
  };
}
