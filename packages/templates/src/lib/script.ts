import type { WebsiteWithSections } from '@folio/schema';

/** The extra @fontsource subsets a page may need beside latin, and the scripts no self-hosted family covers. */
export type FontSubset = 'latin-ext' | 'vietnamese' | 'greek' | 'greek-ext' | 'cyrillic' | 'cyrillic-ext';
export type SystemScript = 'cjk' | 'arabic' | 'hebrew';

export interface TextProfile {
  /** The page's language, read from its text (the builder has no language setting): its script, and for Latin its words. */
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
 * Short words each Latin-script language uses in nearly every sentence and the others rarely do, and
 * the letters only it (of these) writes. A CV's prose is terse, but its descriptions still carry them:
 * "Desarrollo de APIs para clientes", "Entwicklung und Betrieb der Plattform".
 */
const latinLanguages: { lang: string; words: Set<string>; letters?: RegExp }[] = [
  { lang: 'en', words: new Set('the and of to with for on at from my is are was as by an which where our this that into'.split(' ')) },
  { lang: 'fr', words: new Set("le les des et du une pour dans avec sur au aux est je mes ses nous d' l' qu' j' par plus été chez".split(' ')), letters: /[èêëîïôûùœç]/u },
  { lang: 'de', words: new Set('und der die das mit für von im ich bei den dem ein eine einer auf sowie als zur zum wurde ist sind'.split(' ')), letters: /[ßäöü]/u },
  { lang: 'es', words: new Set('el los las y del con para por una que mi como la al sus desde'.split(' ')), letters: /[ñ¿¡]/u },
  { lang: 'pt', words: new Set('o os e do da dos das em com para um uma no na que meu como ao pela pelo nas nos'.split(' ')), letters: /[ãõ]/u },
  { lang: 'it', words: new Set('il lo gli e di del della delle dei con per un una che nel nella sono alla ho'.split(' ')), letters: /[ìò]/u },
  { lang: 'nl', words: new Set('het en van een met voor bij ik naar zijn werd ook heb wij'.split(' ')), letters: /ij/u },
  { lang: 'pl', words: new Set('w z na do się oraz dla od jako przy ze jest który'.split(' ')), letters: /[łąęśżźćń]/u },
];

/**
 * The language of Latin-script text: the one whose function words it uses most (two at least,
 * ahead of English), a letter of its own counting as one. English when nothing stands out.
 */
function latinLanguageOf(text: string): string {
  const lower = text.toLowerCase();
  const words = lower.replace(/['’]/gu, "' ").split(/[^\p{L}']+/u).filter(Boolean);
  const scores = latinLanguages.map(({ lang, words: own, letters }) => ({ lang, score: words.filter((word) => own.has(word)).length + (letters?.test(lower) ? 1 : 0) }));
  const best = scores.reduce((top, entry) => (entry.score > top.score ? entry : top));
  // scores[0] is English's.
  return best.score >= 2 && best.score > scores[0]!.score ? best.lang : 'en';
}

/**
 * The language tag a script implies, and for Latin script the language its words are in. Arabic
 * script is tagged 'ar' (it is also Persian's and Urdu's, which the builder cannot tell apart yet).
 */
function languageOf(fullText: string): string {
  // Addresses are Latin letters whatever the language around them.
  const text = fullText.replace(/https?:\/\/\S+|www\.\S+|\S+@\S+/gu, ' ');
  // A Han, kana or Hangul character is a syllable or a word, where a Latin letter is a sound: each counts twice.
  const cjk = count(text, /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu);
  const letters = count(text, LETTER) + cjk || 1;
  const share = (pattern: RegExp, weight = 1) => (count(text, pattern) * weight) / letters;
  if (share(/\p{Script=Arabic}/gu) > 0.5) return 'ar';
  if (share(/\p{Script=Hebrew}/gu) > 0.5) return 'he';
  const kana = share(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 2);
  const hangul = share(/\p{Script=Hangul}/gu, 2);
  const han = share(/\p{Script=Han}/gu, 2);
  if (kana + hangul + han > 0.5) return kana > 0.05 ? 'ja' : hangul > han ? 'ko' : 'zh';
  if (share(/\p{Script=Greek}/gu) > 0.5) return 'el';
  if (share(/\p{Script=Cyrillic}/gu) > 0.5) return /[іїєґІЇЄҐ]/u.test(text) ? 'uk' : 'ru';
  return latinLanguageOf(text);
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
