import type { WebsiteWithSections } from '@folio/schema';

/** The extra @fontsource subsets a page may need beside latin, and the scripts no self-hosted family covers. */
export type FontSubset = 'latin-ext' | 'vietnamese' | 'greek' | 'greek-ext' | 'cyrillic' | 'cyrillic-ext';
export type SystemScript = 'cjk' | 'arabic' | 'hebrew';

export interface TextProfile {
  /** The page's language as far as its script tells it ('en' for Latin text: the builder has no language setting). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Subsets whose characters occur somewhere on the site. */
  subsets: Set<FontSubset>;
  /** Scripts shown with the visitor's system fonts. */
  system: Set<SystemScript>;
}

/** Characters of each @fontsource subset outside basic latin (the ranges of its CSS, simplified to letters). */
const subsetTests: [FontSubset, RegExp][] = [
  ['latin-ext', /[\u0100-\u024f\u1e00-\u1e9f\u1ef2-\u1eff\u2c60-\u2c7f\ua720-\ua7ff]/u],
  ['vietnamese', /[\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/u],
  ['greek', /[\u0370-\u03ff]/u],
  ['greek-ext', /[\u1f00-\u1fff]/u],
  ['cyrillic', /[\u0400-\u045f\u0490\u0491\u04b0\u04b1]/u],
  ['cyrillic-ext', /[\u0460-\u052f\u1c80-\u1c8a\ua640-\ua69f]/u],
];
const systemTests: [SystemScript, RegExp][] = [
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
];

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;
const LETTER = /\p{L}/gu;

/** The text a visitor reads: what decides the page's direction and language. */
function mainText(site: WebsiteWithSections): string {
  return [
    site.name,
    site.intro,
    site.description,
    site.contact.title,
    site.contact.description,
    ...site.experiences.flatMap((item) => [item.position, item.description]),
    ...site.educations.flatMap((item) => [item.degree, item.description]),
    ...site.projects.flatMap((item) => [item.title, item.description]),
    ...site.trainings.flatMap((item) => [item.title, item.description]),
  ].join('\n');
}

/** Every string on the site, template data and posts included: what decides which font files the page may need. */
function allText(site: WebsiteWithSections): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([site.name, site.intro, site.description, site.contact, site.experiences, site.educations, site.skills, site.projects, site.trainings, site.template_data]);
  for (const post of site.blog_posts) strings.push(post.title, post.excerpt, post.content, post.meta_description, ...post.tags);
  return strings.join('\n');
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * The language tag a script implies. Latin stays 'en', as before: the script does not tell English
 * from Spanish. Arabic script is tagged 'ar' (it is also Persian's and Urdu's, which the builder cannot tell apart yet).
 */
function languageOf(text: string): string {
  const letters = count(text, LETTER) || 1;
  const share = (pattern: RegExp) => count(text, pattern) / letters;
  if (share(/\p{Script=Arabic}/gu) > 0.5) return 'ar';
  if (share(/\p{Script=Hebrew}/gu) > 0.5) return 'he';
  const kana = share(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const hangul = share(/\p{Script=Hangul}/gu);
  const han = share(/\p{Script=Han}/gu);
  if (kana + hangul + han > 0.5) return kana > 0.05 ? 'ja' : hangul > han ? 'ko' : 'zh';
  if (share(/\p{Script=Greek}/gu) > 0.5) return 'el';
  if (share(/\p{Script=Cyrillic}/gu) > 0.5) return /[іїєґІЇЄҐ]/u.test(text) ? 'uk' : 'ru';
  return 'en';
}

/** What the page's text needs: its direction and language from the dominant script, and its fonts. */
export function textProfileOf(site: WebsiteWithSections): TextProfile {
  const main = mainText(site);
  const all = allText(site);
  const rtl = count(main, RTL_LETTER);
  const letters = count(main, LETTER);
  return {
    lang: languageOf(main),
    dir: rtl > letters - rtl ? 'rtl' : 'ltr',
    subsets: new Set(subsetTests.filter(([, test]) => test.test(all)).map(([subset]) => subset)),
    system: new Set(systemTests.filter(([, test]) => test.test(all)).map(([script]) => script)),
  };
}
