/**
 * Dates as CVs write them in English, French, German, Spanish, Portuguese, Italian, Dutch, Polish,
 * Russian (month names in either case: "март 2019", "marca 2019") and Chinese, Japanese and Korean
 * ("2019年3月", "2019년 3월", "2019.03"), normalised to `YYYY-MM`, `YYYY` or `present`.
 */

const MONTH_NAMES: [number, string[]][] = [
  [1, ['january', 'jan', 'janvier', 'janv', 'januar', 'jänner', 'jaenner', 'enero', 'ene', 'janeiro', 'gennaio', 'genn', 'gen', 'januari', 'styczeń', 'stycznia', 'styczen', 'sty', 'январь', 'января', 'янв']],
  [2, ['february', 'feb', 'febr', 'février', 'fevrier', 'févr', 'fevr', 'fév', 'fev', 'februar', 'febrero', 'fevereiro', 'febbraio', 'februari', 'luty', 'lutego', 'lut', 'февраль', 'февраля', 'фев', 'февр']],
  [3, ['march', 'mar', 'mars', 'märz', 'maerz', 'mär', 'marzo', 'março', 'marco', 'mrz', 'maart', 'mrt', 'marzec', 'marca', 'март', 'марта', 'мар']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecień', 'kwietnia', 'kwiecien', 'kwi', 'апрель', 'апреля', 'апр']],
  [5, ['may', 'mai', 'mayo', 'maio', 'maggio', 'magg', 'mag', 'mei', 'maj', 'maja', 'май', 'мая']],
  [6, ['june', 'jun', 'juin', 'juni', 'junio', 'junho', 'giugno', 'giu', 'czerwiec', 'czerwca', 'cze', 'июнь', 'июня', 'июн']],
  [7, ['july', 'jul', 'juillet', 'juil', 'juli', 'julio', 'julho', 'luglio', 'lug', 'lipiec', 'lipca', 'lip', 'июль', 'июля', 'июл']],
  [8, ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus', 'sierpień', 'sierpnia', 'sierpien', 'sie', 'август', 'августа', 'авг']],
  [9, ['september', 'sept', 'sep', 'septembre', 'septiembre', 'setiembre', 'setembro', 'settembre', 'set', 'sett', 'wrzesień', 'września', 'wrzesien', 'wrzesnia', 'wrz', 'сентябрь', 'сентября', 'сен', 'сент']],
  [10, ['october', 'oct', 'octobre', 'oktober', 'okt', 'octubre', 'outubro', 'out', 'ottobre', 'ott', 'październik', 'października', 'pazdziernik', 'pazdziernika', 'paź', 'paz', 'октябрь', 'октября', 'окт']],
  [11, ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada', 'lis', 'ноябрь', 'ноября', 'ноя', 'нояб']],
  [12, ['december', 'dec', 'décembre', 'decembre', 'déc', 'dezember', 'dez', 'diciembre', 'dic', 'dezembro', 'dicembre', 'grudzień', 'grudnia', 'grudzien', 'gru', 'декабрь', 'декабря', 'дек']],
];
const MONTHS = new Map<string, number>(MONTH_NAMES.flatMap(([month, names]) => names.map((name) => [name, month] as const)));
const MONTH_ALT = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

const PRESENT_WORDS = [
  'present', 'current', 'currently', 'now', 'today', 'ongoing', 'till date', 'to date',
  'heute', 'bis heute', 'aktuell', 'jetzt', 'gegenwart', 'laufend',
  "aujourd'hui", 'aujourd’hui', 'présent', 'present', 'actuel', 'actuellement', 'en cours', 'ce jour',
  'actualidad', 'presente', 'actual', 'actualmente', 'hoy', 'la fecha',
  'atual', 'atualmente', 'o momento', 'hoje',
  'oggi', 'in corso', 'attuale', 'ad oggi', 'corrente',
  'heden', 'nu', 'huidig', 'obecnie', 'teraz', 'nadal', 'chwili obecnej',
  'по настоящее время', 'настоящее время', 'наст. время', 'н.в.', 'н. в.', 'сейчас', 'по сей день', 'текущее время',
  '至今', '现在', '目前', '今', '現在', '現職', '在職中', '현재', '재직중', '재직 중',
  'היום', 'הווה', 'כיום', 'حتى الآن', 'الآن', 'حاليا', 'حاليًا', 'الحاضر',
];
const PRESENT_ALT = [...new Set(PRESENT_WORDS)].sort((a, b) => b.length - a.length).map(escape).join('|');

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
/** One date: "Sept. 2018", "01/2020", "2020-01", "1.2020", "März 2019", "2019", "Jan '19". */
/** Full dates: "30/06/2021", "06.30.2021", "2021-06-30". */
const FULL_DATE = String.raw`(?:\d{1,2}[/.\-]\d{1,2}[/.\-]${YEAR}|${YEAR}-\d{2}-\d{2})`;
/** "2019年3月", "2019년 3월", "2019年": the year and month markers of Chinese, Japanese and Korean. */
const CJK_DATE = String.raw`(?:${YEAR}\s*[年년]\s*(?:(?:0?[1-9]|1[0-2])\s*[月월])?)`;
/** The year's abbreviation Russian and Polish CVs put after it: "2019 г.", "2019 r.". */
const YEAR_MARK = String.raw`(?:\s?(?:г|r)\.)?`;
const DATE = String.raw`(?:${CJK_DATE}|${FULL_DATE}|(?:(?:${MONTH_ALT})\.?,?\s*(?:de\s+|del\s+)?(?:${YEAR}${YEAR_MARK}|['’]\d{2}))|(?:(?:0?[1-9]|1[0-2])\s*[/.\-]\s*${YEAR}${YEAR_MARK})|(?:${YEAR}\s*[/.\-]\s*(?:0?[1-9]|1[0-2])(?![\d]))|${YEAR}${YEAR_MARK})`;
const PRESENT = String.raw`(?:${PRESENT_ALT})`;
const WORD_SEPARATORS = ['to', 'until', 'till', 'à', 'au', "jusqu'à", 'jusqu’à', "jusqu'au", 'bis', 'a', 'al', 'hasta', 'até', 'ate', 'fino a', 'fino al', 'às', 'tot', 'do', 'по']
  .map(escape)
  .join('|');
/** Unicode-aware word edges: \b does not treat "à" or "até" as words. */
const SEPARATOR = String.raw`(?:\s*(?:[-–—‒―~～〜→>]+|至|(?<!\p{L})(?:${WORD_SEPARATORS})(?!\p{L}))\s*)`;
const SINCE = String.raw`(?:since|seit|depuis|desde|dal|dès|from|ab|de|du|von|dall['’]|sinds|od|с)`;
/** Unicode-aware edges: \b sees only ASCII word characters, so none sits before "с" or after "至今". */
const END = String.raw`(?![\p{L}\p{N}])`;
const START = String.raw`(?<![\p{L}\p{N}])`;

/** A date range, or "since 2020", or a lone date; day numbers before a month are tolerated. */
export const DATE_RANGE_RE = new RegExp(
  String.raw`(?:\b\d{1,2}\.?\s+)?(${DATE})(?:${SEPARATOR}(?:\b\d{1,2}\.?\s+)?(${DATE}|${PRESENT})${END})?|${START}${SINCE}\s+(${DATE})(?!${SEPARATOR}(?:${DATE}|${PRESENT}))`,
  'iu',
);
const DATE_RANGE_GLOBAL = new RegExp(DATE_RANGE_RE.source, 'giu');
const MONTH_RANGE_RE = new RegExp(String.raw`\b(${MONTH_ALT})\.?\s*${SEPARATOR}(${MONTH_ALT})\.?\s+(${YEAR})\b`, 'iu');

const HAS_YEAR_RE = new RegExp(String.raw`${YEAR}|['’]\d{2}`);
const YEAR_PAIR_RE = new RegExp(String.raw`(?<![\d/.\-])(${YEAR})\s{1,3}(${YEAR})(?![\d/.\-])`);

export interface DateRange {
  start: string;
  end: string;
  /** The text the range was read from. */
  source: string;
  index: number;
}

const PRESENT_ONLY_RE = new RegExp(`^${PRESENT}$`, 'iu');
const CJK_ONLY_RE = new RegExp(String.raw`^(${YEAR})\s*[年년]\s*(?:(0?[1-9]|1[0-2])\s*[月월])?$`);
const MONTH_YEAR_RE = new RegExp(String.raw`^(${MONTH_ALT})\.?,?\s*(?:de |del )?(${YEAR}|['’]\d{2})$`, 'iu');
const DAY_MONTH_YEAR_RE = new RegExp(String.raw`^(\d{1,2})[/.\-](\d{1,2})[/.\-](${YEAR})$`);
const ISO_DAY_RE = new RegExp(String.raw`^(${YEAR})-(\d{2})-\d{2}$`);
const MONTH_NUMBER_YEAR_RE = new RegExp(String.raw`^(0?[1-9]|1[0-2])\s*[/.\-]\s*(${YEAR})$`);
const YEAR_MONTH_NUMBER_RE = new RegExp(String.raw`^(${YEAR})\s*[/.\-]\s*(0?[1-9]|1[0-2])$`);
const YEAR_ONLY_RE = new RegExp(String.raw`^(${YEAR})$`);

/** Normalises one date expression; '' when it is not a date. */
export function normaliseDate(raw: string): string {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(\d)\s?(?:г|r)\.$/u, '$1');
  if (PRESENT_ONLY_RE.test(text)) return 'present';
  let match = CJK_ONLY_RE.exec(text);
  if (match) return match[2] ? `${match[1]}-${pad(Number(match[2]))}` : match[1]!;
  match = MONTH_YEAR_RE.exec(text);
  if (match) {
    const year = match[2]!.startsWith("'") || match[2]!.startsWith('’') ? `20${match[2]!.slice(1)}` : match[2]!;
    return `${year}-${pad(MONTHS.get(match[1]!) ?? 1)}`;
  }
  match = DAY_MONTH_YEAR_RE.exec(text);
  if (match) {
    // Day first unless the middle number cannot be a month (US "06/30/2021").
    const month = Number(match[2]) <= 12 ? Number(match[2]) : Number(match[1]);
    return month >= 1 && month <= 12 ? `${match[3]}-${pad(month)}` : match[3]!;
  }
  match = ISO_DAY_RE.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${match[1]}-${match[2]}`;
  match = MONTH_NUMBER_YEAR_RE.exec(text);
  if (match) return `${match[2]}-${pad(Number(match[1]))}`;
  match = YEAR_MONTH_NUMBER_RE.exec(text);
  if (match) return `${match[1]}-${pad(Number(match[2]))}`;
  match = YEAR_ONLY_RE.exec(text);
  return match ? match[1]! : '';
}

function pad(month: number) {
  return String(month).padStart(2, '0');
}

/**
 * Lines are asked for their dates many times over (anchoring entries, telling headers from details,
 * joining wrapped lines), and the range pattern is the parser's costliest: answers are kept per text,
 * frozen, a few thousand at a time.
 */
const rangeCache = new Map<string, Readonly<DateRange> | null>();
const RANGE_CACHE_SIZE = 4096;

/** Finds the first date range in a line. */
export function findDateRange(text: string): Readonly<DateRange> | null {
  let range = rangeCache.get(text);
  if (range !== undefined) return range;
  range = readDateRange(text);
  if (range) Object.freeze(range);
  if (rangeCache.size >= RANGE_CACHE_SIZE) rangeCache.clear();
  rangeCache.set(text, range);
  return range;
}

function readDateRange(text: string): DateRange | null {
  // Every date holds a year (or a two-digit year after an apostrophe): most lines have none, and
  // the range pattern below is far too costly to run on them.
  if (!HAS_YEAR_RE.test(text)) return null;
  // Two bare years side by side lost their dash (OCR, table cells): "2008 2012".
  const years = YEAR_PAIR_RE.exec(text);
  if (years && Number(years[2]) >= Number(years[1])) {
    return { start: years[1]!, end: years[2]!, source: years[0], index: years.index };
  }
  const months = MONTH_RANGE_RE.exec(text);
  if (months) {
    return {
      start: normaliseDate(`${months[1]} ${months[3]}`),
      end: normaliseDate(`${months[2]} ${months[3]}`),
      source: months[0],
      index: months.index,
    };
  }
  for (const match of text.matchAll(DATE_RANGE_GLOBAL)) {
    if (isInsideNumber(text, match.index, match[0].length)) continue;
    if (match[3]) {
      return { start: normaliseDate(match[3]), end: 'present', source: match[0].trim(), index: match.index };
    }
    const start = normaliseDate(match[1] ?? '');
    if (!start) continue;
    // "septembre 2021 –" with nothing after the dash: still running.
    const open = !match[2] && /^\s*[-–—‒―~～]+\s*$/.test(text.slice(match.index + match[0].length));
    const end = match[2] ? normaliseDate(match[2]) : open ? 'present' : '';
    return { start, end, source: open ? text.slice(match.index).trim() : match[0].trim(), index: match.index };
  }
  return null;
}

/** A phone number or a long figure is not a year. */
function isInsideNumber(text: string, index: number, length: number) {
  const before = text.slice(Math.max(0, index - 2), index);
  const after = text.slice(index + length, index + length + 2);
  // A letter of a spaced script glued to the year makes it part of a word; Chinese or Japanese text runs into dates.
  // A plus glued to the figure dials a number ("+2019…"); "C++ март 2019" has a space after it.
  return /\d\s?$|\+$/.test(before) || /^\s?\d/.test(after) || /^[.,]\d/.test(after) || /[A-Za-z\u00C0-\u024F\u0400-\u04FF]$/.test(before);
}

/** True when the text is mostly a date or a date range (a dates column, a "2019 - 2021" line). */
export function isDateLike(text: string): boolean {
  const range = findDateRange(text);
  if (!range) return false;
  const rest = text.replace(range.source, '').replace(/[\s|,·•()\-–—]+/g, '');
  return rest.length <= 3;
}

/** Removes a date range (and the separators left dangling around it) from a piece of text. */
export function removeDate(text: string, range: DateRange): string {
  return text
    .replace(range.source, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|,·•:;\-–—]+|[\s|,·•:;\-–—(]+$/g, '')
    .trim();
}
