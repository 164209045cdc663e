/**
 * Right-to-left text (Hebrew, Arabic) from a PDF: pdfjs gives each run in logical order but the runs
 * sit where they are drawn, left to right, so a line read by x comes out word-reversed. This puts the
 * runs of a line back in logical order as the Unicode bidi algorithm would for one paragraph level:
 * in a right-to-left line the runs are reversed, except sequences of left-to-right runs (Latin words,
 * numbers, an e-mail), which keep their order; in a left-to-right line only right-to-left sequences
 * are reversed.
 */

const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
const STRONG_RTL_GLOBAL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/gu;
const LTR_OR_NUMBER_GLOBAL = /[\p{L}\p{N}]/gu;

export type Direction = 'rtl' | 'ltr' | 'number' | 'neutral';

export function directionOf(text: string): Direction {
  if (STRONG_RTL.test(text)) return 'rtl';
  if (/\p{L}/u.test(text)) return 'ltr';
  return /\p{N}/u.test(text) ? 'number' : 'neutral';
}

export function hasRtl(text: string): boolean {
  return STRONG_RTL.test(text);
}

/** A line whose right-to-left letters outnumber the others is read right to left. */
export function isRtlLine(texts: string[]): boolean {
  const text = texts.join(' ');
  const rtl = text.match(STRONG_RTL_GLOBAL)?.length ?? 0;
  if (rtl === 0) return false;
  const all = text.match(LTR_OR_NUMBER_GLOBAL)?.length ?? 0;
  return rtl >= all - rtl;
}

/**
 * The logical order of items laid out left to right (indices into `directions`). In a right-to-left
 * line the order is reversed, then each left-to-right stretch is turned back: Latin words with the
 * neutrals between them ("Acme Ltd"), or one number. As in the bidi algorithm, a number after a Latin
 * word belongs to it ("Windows 11"), while numbers in right-to-left text stand alone, so "2012 – 2016"
 * drawn as "2016 – 2012" reads back in order. In a left-to-right line only right-to-left stretches turn.
 */
export function logicalOrder(directions: Direction[], rtlLine: boolean): number[] {
  const resolved = directions.map((direction, index) => {
    if (direction !== 'number' || !rtlLine) return direction;
    for (let before = index - 1; before >= 0; before--) {
      const previous = directions[before]!;
      if (previous === 'neutral') continue;
      return previous === 'ltr' ? 'ltr' : 'number';
    }
    return 'number';
  });
  const visual = directions.map((_, index) => index);
  const order = rtlLine ? [...visual].reverse() : visual;
  const keeps = (direction: Direction | undefined) => (rtlLine ? direction === 'ltr' || direction === 'number' : direction === 'rtl');
  // Only strong letters pull the neutrals between them into their stretch.
  const joins = (direction: Direction | undefined) => (rtlLine ? direction === 'ltr' : direction === 'rtl');
  const result: number[] = [];
  let index = 0;
  while (index < order.length) {
    const direction = resolved[order[index]!];
    if (!keeps(direction)) {
      result.push(order[index]!);
      index++;
      continue;
    }
    let end = index;
    if (joins(direction)) {
      for (let next = index + 1; next < order.length; next++) {
        const following = resolved[order[next]!];
        if (joins(following)) end = next;
        else if (following !== 'neutral') break;
      }
    }
    result.push(...order.slice(index, end + 1).reverse());
    index = end + 1;
  }
  return result;
}

/** Arabic presentation forms (what a PDF's glyphs map to) back to the letters people type. */
export function normaliseArabicForms(text: string): string {
  return text.replace(/[\uFB50-\uFDFF\uFE70-\uFEFC]+/gu, (forms) => forms.normalize('NFKC'));
}
