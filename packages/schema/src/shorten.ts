/**
 * Shortening text to a field's limit without cutting a word: what onboarding does when a CV's
 * description is longer than the builder allows (builder.md section 9: experience 1000, education
 * 500, project 800), so "…through comprehensive do" never reaches a website.
 */

export interface Shortened {
  text: string;
  shortened: boolean;
}

/** Words whose full stop ends no sentence ("e.g. Kafka", "Acme Inc. and", "Dr. Smith"). */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'inc', 'ltd', 'co', 'corp', 'dr', 'mr', 'mrs', 'ms', 'prof', 'vs', 'no', 'nr', 'approx', 'jr', 'sr', 'st', 'dept', 'ca', 'cf', 'al', 'bzw', 'usw', 'z.b', 'd.h']);

/**
 * Where the text may end, as indexes just past the end: after a sentence's closing punctuation
 * (and any closing quote or bracket), and at the end of a line, since a CV's lines are its bullets.
 */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  // CJK full stops need no space after them; Latin ones do, so "3.5" or "node.js" is no end.
  const pattern = /[。！？]+["'”’」』)）\]]*|[.!?…]+["'”’)\]]*(?=\s|$)|\n/gu;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (match[0] === '\n') {
      ends.push(index);
      continue;
    }
    if (match[0].startsWith('.')) {
      const word = /([\p{L}.]+)$/u.exec(text.slice(0, index))?.[1] ?? '';
      // An initial ("J. Smith") or a known abbreviation.
      if (/^\p{L}$/u.test(word) || ABBREVIATIONS.has(word.toLowerCase())) continue;
    }
    ends.push(index + match[0].length);
  }
  return ends;
}

/**
 * The text in at most `max` characters: unchanged when it fits; otherwise up to the last sentence
 * end (or line end) in the last 40% of the room, or, when none is there, up to the last whole word
 * with an ellipsis. Text without spaces (Chinese, Japanese) is cut between characters, with an ellipsis.
 */
export function shortenText(value: string, max: number): Shortened {
  const text = value.trim();
  if (text.length <= max) return { text, shortened: false };
  const floor = Math.floor(max * 0.6);
  const end = sentenceEnds(text)
    .filter((index) => index <= max && index >= floor)
    .at(-1);
  if (end !== undefined) return { text: text.slice(0, end).trimEnd(), shortened: true };
  // The last space within the room leaves whole words before it and room for the ellipsis.
  const space = text.slice(0, max).search(/\s\S*$/u);
  let cut = space >= floor ? text.slice(0, space) : text.slice(0, max - 1);
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: `${cut.replace(/[\s,;:–—-]+$/u, '')}…`, shortened: true };
}
