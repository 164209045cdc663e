import transliterate from '@sindresorhus/transliterate';

/**
 * Greek by ELOT 743 / ISO 843 (the romanisation Greek passports use): the library's table reads
 * letter by letter, which makes "Ουρανός" "Oyranos" and "Ψυχάρης" "Psyxaris"; people write
 * "Ouranos" and "Psycharis". Digraphs first.
 */
const greekPairs: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
  [/ηυ/g, 'iv'],
  [/γγ/g, 'ng'],
  [/γξ/g, 'nx'],
  [/γχ/g, 'nch'],
];
const greekLetters: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

function romaniseGreek(text: string): string {
  return text.replace(/[\p{Script=Greek}\p{M}]+/gu, (run) => {
    // Accents and diaeresis off first (ά -> α, ϊ -> ι), then the pairs, then the letters.
    let word = run.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const [pair, latin] of greekPairs) word = word.replace(pair, latin);
    return Array.from(word, (letter) => greekLetters[letter] ?? letter).join('');
  });
}

/**
 * Scripts with a settled letter-by-letter romanisation. Others are left out rather than guessed:
 * Arabic and Hebrew do not write most vowels ("محمد" would read "mhmd"), and Han, kana and Hangul
 * need a dictionary; callers fall back (the subdomain's "site-…", a template's path to the subdomain).
 */
const romanisable = /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Common}\p{Script=Inherited}]/gu;

/**
 * Text to a slug: lowercase ASCII letters, digits and hyphens, spaces becoming hyphens (builder.md
 * section 5). Accented Latin letters lose their accents ("Andrés Beltrán" -> "andres-beltran"), other
 * Latin letters, Cyrillic and Greek are transliterated ("Łukasz" -> "lukasz", "Иван" -> "ivan"); what
 * cannot be romanised is dropped, so an all-Chinese name gives "" and the caller's fallback applies.
 * One function for subdomains, blog slugs and every path a template derives from a name, so the same
 * name gives the same slug everywhere.
 */
export function slugify(text: string): string {
  const latin = romaniseGreek(text.normalize('NFC'))
    .replace(romanisable, ' ')
    // Accents off Latin letters before the table, which would write German "ü" as "ue" in every language.
    .replace(/\p{Script=Latin}\p{M}*/gu, (letter) => letter.normalize('NFKD').replace(/\p{M}/gu, ''));
  return transliterate(latin)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-|-$/g, '');
}
