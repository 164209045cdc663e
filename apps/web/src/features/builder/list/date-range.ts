/**
 * Date ranges are stored as text (builder.md section 3: "Jan 2020 - Present"). The forms edit
 * them as months ('YYYY-MM'); these functions turn one into the other (section 4's rules).
 */

export const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface DateRange {
  /** 'YYYY-MM' or '' */
  start: string;
  /** 'YYYY-MM' or '' (always '' when current) */
  end: string;
  current: boolean;
}

export const emptyRange: DateRange = { start: '', end: '', current: false };

function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return '';
  const name = monthNames[Number(match[2]) - 1];
  return name ? `${name} ${match[1]}` : '';
}

/** Mon YYYY - Mon YYYY, Mon YYYY - Present, or the start month alone. */
export function formatDateRange(range: DateRange): string {
  const start = formatMonth(range.start);
  if (!start) return '';
  if (range.current) return `${start} - Present`;
  const end = formatMonth(range.end);
  return end ? `${start} - ${end}` : start;
}

const fullMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** One end of a range: "Jan 2020", "January 2020", "Sept 2020", "01/2020", "2020-01" or "2020" (January). */
function parseMonth(text: string): string {
  const value = text.trim().toLowerCase().replace(/\./g, '');
  let match = /^([a-z]+)\s+(\d{4})$/.exec(value);
  if (match?.[1] && match[2]) {
    const word = match[1];
    const index = fullMonths.findIndex((month) => month.startsWith(word.slice(0, 3)));
    return index >= 0 ? `${match[2]}-${String(index + 1).padStart(2, '0')}` : '';
  }
  match = /^(\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match?.[1] && match[2] && Number(match[1]) >= 1 && Number(match[1]) <= 12) return `${match[2]}-${match[1].padStart(2, '0')}`;
  match = /^(\d{4})-(\d{1,2})$/.exec(value);
  if (match?.[1] && match[2] && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${match[1]}-${match[2].padStart(2, '0')}`;
  match = /^(\d{4})$/.exec(value);
  return match?.[1] ? `${match[1]}-01` : '';
}

const presentWords = /^(present|current|now|today|ongoing)$/i;

/** The stored text back into start month, end month and the current flag. */
export function parseDateRange(text: string): DateRange {
  const value = text.trim();
  if (!value) return emptyRange;
  const [first = '', second] = value.split(/\s+(?:-|–|—|to)\s+|\s*[–—]\s*/i);
  const start = parseMonth(first);
  if (second === undefined) return { start, end: '', current: false };
  if (presentWords.test(second.trim())) return { start, end: '', current: true };
  return { start, end: parseMonth(second), current: false };
}

/** builder.md section 5: an end before the start is refused (same month is fine). */
export function endBeforeStart(range: DateRange): boolean {
  return !range.current && range.start !== '' && range.end !== '' && range.end < range.start;
}

export const endAfterStartMessage = 'End date must be after start date';
