import { joinWrapped } from '../layout/text-lines';
import type { CvLine } from '../types';
import { findDateRange, isDateLike, type DateRange } from './dates';
import { hasCompanyWord, hasInstitutionWord, hasTitleWord, isDegree, isGrade, isLocation } from './vocabulary';

/** One dated block of a section: its header lines (title, organisation, dates) and its body. */
export interface EntryBlock {
  header: CvLine[];
  body: CvLine[];
  date: DateRange | null;
  dateLine: CvLine | null;
}

/** Words, counting two Han, kana or Hangul characters as one, since those scripts need no spaces. */
const wordCount = (text: string) => {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const rest = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu, ' ').trim();
  // A comma or bracket left standing between those characters is no word.
  return Math.max(1, (rest ? rest.split(/\s+/).filter((token) => /[\p{L}\d]/u.test(token)).length : 0) + Math.ceil(cjk / 2));
};

/** The same, with a run of katakana (loanwords: "プロジェクトマネージャー" is two) as one word per five characters. */
const headerWords = (text: string) => {
  // Runs set apart by a space alone count as one: the space changes no count ("フルリモート バックエンドエンジニア").
  const runs = /[\p{Script=Katakana}ー・]+(?:\s+[\p{Script=Katakana}ー・]+)*/gu;
  const katakana = (text.match(runs) ?? []).reduce((sum, run) => sum + Math.ceil(run.replace(/\s+/g, '').length / 5), 0);
  return wordCount(text.replace(runs, ' ')) + katakana;
};

/** A date that heads an entry, not one mentioned in a sentence ("migrated in 2019"). */
export function anchorDate(line: CvLine): DateRange | null {
  if (line.bullet && !line.segments.some((segment) => findDateRange(segment) && wordCount(segment) <= 6)) return null;
  const range = findDateRange(line.text);
  if (!range) return null;
  // A date alone in a cell, or between separators ("Politecnico di Milano | 2013 - 2015 | GPA 110/110").
  const parts = line.segments.flatMap((segment) => segment.split(/\s+[|•·]\s+/));
  const alone = parts.some((part) => findDateRange(part) && wordCount(part.replace(findDateRange(part)!.source, '')) <= 3);
  const rest = line.text.replace(range.source, '').trim();
  // A one-line entry may close with a short piece after its dates ("…, 2004 – 2012, 1,6", "…, 2019 – 2021, Berlin").
  const after = line.text.slice(range.index + range.source.length);
  const shortTail = /^\s*[,;|·•]\s*\S/.test(after) && ((after.trim().length <= 16 && wordCount(after) <= 3) || isGrade(after.replace(/^\s*[,;|·•]\s*/, '')));
  const atEdge = range.index <= 3 || line.text.trim().endsWith(range.source) || /[)\]]\s*$/.test(line.text) || shortTail;
  // A sentence, in any script, ends with a full stop, or has one before the date ("…低減。2016年9月、…として独立。").
  const sentence = /[.。．]$/.test(rest) || /[。．!?！？]\s*$/.test(line.text.slice(0, range.index));
  // A date set inside a Japanese or Korean sentence, a particle right after it ("私は2016年6月に参加し").
  const inProse = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u.test(line.text.slice(0, range.index)) &&
    /^[\p{Script=Hiragana}\p{Script=Hangul}]/u.test(after);
  if (inProse) return null;
  if (alone || (atEdge && headerWords(rest) <= 14 && !sentence)) return range;
  return null;
}

/** Legal forms written in lower case with full stops ("Sp. z o.o.", "s.r.l.", "inc."). */
const LEGAL_FORM_END = /(?:sp\.\s*z\s*o\.\s*o|sp\.\s*k|s\.a|s\.r\.l|s\.p\.a|s\.l|b\.v|n\.v|inc|ltd|co|corp|s\.a\.s|e\.v|e\.k)\.$/i;

/** Short, not a bullet, not a sentence: a line that can name a role, an organisation or a place. */
export function isHeaderLike(line: CvLine): boolean {
  const text = line.text.trim();
  // A closing full stop marks a sentence, unless it ends an abbreviation ("Acme, Inc.", "S.A.").
  const sentenceEnd = /[;；。]$/.test(text) || (/\.$/.test(text) && !/(?:^|\s)(?:\p{Lu}\p{L}{0,3}\.)+$/u.test(text) && !LEGAL_FORM_END.test(text));
  // A lower-case start marks a sentence, unless the line is a brand's short name ("defi SOLUTIONS Inc", "eBay").
  // "dgBirds (Groupe Air France KLM) · Paris, France": the brand is the part before the separator.
  const name = text.split(/\s+[|•·–—]\s+|\s*[|•·,]\s*/)[0]!;
  // "node.energy", "kiwi.ai": a brand written as its domain.
  const brand = wordCount(name) <= 5 && (hasCompanyWord(name) || /^\p{Ll}+\p{Lu}/u.test(name) || /^[\p{Ll}\d-]+\.[\p{Ll}]{2,}$/u.test(name.trim()));
  return !line.bullet && wordCount(text) <= 12 && text.length <= 90 && !sentenceEnd && (!/^\p{Ll}/u.test(text) || brand);
}

/**
 * Merges wrapped lines back into their bullet or sentence: a line that starts in lower case, or that
 * follows a long line with no closing punctuation, continues it.
 */
export function mergeContinuations(lines: CvLine[], options: { listItems?: boolean; datedItems?: boolean } = {}): CvLine[] {
  const out: CvLine[] = [];
  const longest = Math.max(40, ...lines.map((line) => line.text.length));
  const physical = new Map<CvLine, number>();
  const right = Math.max(0, ...lines.map((line) => line.x1));
  // With positions, a line was wrapped when the next line's first word would not have fitted after it.
  const wrapsInto = (last: CvLine, next: CvLine) => {
    // Without positions, judge by the length of the last physical line, not of the merged text.
    if (last.x1 <= 0) return (physical.get(last) ?? last.text.length) >= longest * 0.75;
    // A merged line spans from its first line's left edge to its last line's right edge: measure that last line.
    const charWidth = (last.x1 - last.x) / Math.max(1, physical.get(last) ?? last.text.length);
    // Chinese and Japanese break a line between any two characters, so their first "word" is one character.
    const firstWord = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(next.text)
      ? next.text[0]!
      : (next.text.split(/[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u)[0] ?? '');
    return last.x1 + charWidth * (firstWord.length + 1) >= (last.columnRight || right) - charWidth;
  };
  lines.forEach((line, index) => {
    const following = lines[index + 1];
    const last = out.at(-1);
    // "Curso avanzado de AWS, Universidad Pontificia   2022-05" over "de Salamanca": an item closed by its date
    // in a cell of its own wrapped before that cell; the rest of its name goes back in front of the date.
    // "iOS 研发工程师" over ", 滴滴出行(…), 2018年3月 – 2019年4月": no line starts with a comma unless it was wrapped.
    if (last && !last.bullet && /^[,，、]\s*\S/.test(line.text) && line.column === last.column) {
      const text = `${last.text.trim()}${line.text.trim()}`;
      out[out.length - 1] = { ...last, text, segments: [...last.segments.slice(0, -1), `${last.segments.at(-1) ?? ''}${line.segments[0] ?? ''}`.trim(), ...line.segments.slice(1)], x1: line.x1 };
      return;
    }
    if (options.datedItems && last && wrapsBeforeDate(last, line, lines)) {
      const [name, date] = [last.segments.slice(0, -1).join(' '), last.segments.at(-1)!];
      const joined = joinWrapped(name, line.text);
      out[out.length - 1] = { ...last, text: `${joined} ${date}`, segments: [joined, date] };
      return;
    }
    // A short line over a more deeply indented one heads it ("OSS project foo" over "npm, security, …").
    const indentedUnder = last !== undefined && last.x > 0 && line.x > last.x + 0.01 && !last.bullet && isHeaderLike(last);
    const continues =
      last &&
      !line.bullet &&
      !indentedUnder &&
      // In entry sections a dated line starts a new entry; in lists of certificates the date ends one.
      (options.datedItems ? !endsWithDate(last.text) : !anchorDate(line) && !anchorDate(last)) &&
      // "**Frontend:** HTML, CSS" over "React": in a list, after a bold group name the items are plain.
      (line.bold === last.bold || (options.listItems === true && last.lead !== undefined && !line.bold)) &&
      line.gapAbove < 0.6 &&
      line.segments.length === 1 &&
      last.segments.length === 1 &&
      // A short line over a dated one starts an entry, except in lists whose items end with their date.
      !(!options.datedItems && isHeaderLike(line) && following && anchorDate(following) && !anchorDate(last)) &&
      ((!options.listItems && /^[\p{Ll}(&]/u.test(line.text)) ||
        /[,&/+|-]$|\b(?:and|und|et|y|e)$/.test(last.text) ||
        // A list set apart by commas that ran to the column's edge without one goes on ("…, Secure Remote" over "Access, …").
        (options.listItems && wrapsInto(last, line) && /[,，、]/.test(last.text) && !/[,;:，、]$/.test(last.text) && !/^[^:：,，]{2,40}[:：]/.test(line.text)) ||
        // "…, HTML" over "/ CSS / PostCSS": no item starts with a separator unless it was wrapped.
        /^[/|]\s*\S/.test(line.text) ||
        // In lists (skills) each line is an item unless it plainly continues the previous one.
        // A full stop after initials ("…им. Р.Е.") ends no sentence.
        (!options.listItems && wrapsInto(last, line) && (!/[.!?:]$/.test(last.text) || /(?:^|\s)(?:\p{Lu}\.){1,3}$/u.test(last.text)) && (last.bullet || !isHeaderLike(last) || last.x1 > 0)));
    if (continues) {
      const text = joinWrapped(last.text, line.text).replace(/(\p{L})- (\p{Ll})/gu, '$1$2');
      // The merged line ends where the appended one ends, which decides whether it wraps again.
      const merged = { ...last, text, segments: [text], x1: line.x1 };
      physical.set(merged, line.text.length);
      out[out.length - 1] = merged;
    } else {
      out.push(line);
    }
  });
  return out;
}

/**
 * Splits a section into entries around its dated lines. Entries in one CV are laid out alike, so the
 * number of header lines the first entry has above its date is reused for the next ones, and a line
 * only joins a header if it looks like the first entry's header lines (weight, indent).
 */
export function splitEntries(input: CvLine[]): { blocks: EntryBlock[]; leading: CvLine[] } {
  const lines = mergeContinuations(joinWrappedDates(input));
  const anchors = lines.map(anchorDate);
  const first = anchors.findIndex((range) => range !== null);
  if (first < 0) return { blocks: [], leading: lines };
  let before = 0;
  while (before < 2 && first - before - 1 >= 0 && isHeaderLike(lines[first - before - 1]!)) before++;
  const profile = lines.slice(first - before, first);
  const matchesProfile = (line: CvLine, slot: number) => {
    const model = profile[slot];
    if (!model) return false;
    return isHeaderLike(line) && line.bold === model.bold && (line.x === 0 || Math.abs(line.x - model.x) < 0.03);
  };

  const starts: number[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!anchors[index]) continue;
    let start = index;
    for (let slot = before - 1; slot >= 0 && start - 1 > (starts.at(-1) ?? -1); slot--) {
      const candidate = lines[start - 1]!;
      if (anchors[start - 1] || !matchesProfile(candidate, slot)) break;
      start--;
    }
    // When the first entry's model does not fit (no model, or a title set in another weight), a date alone
    // on its line still takes the header lines just above it.
    if (start === index) {
      const dateOnly = isDateLike(lines[index]!.text);
      if (dateOnly) start = headerAbove(lines, anchors, index, starts.at(-1) ?? -1, before === 0 ? 3 : before, 'header');
      else if (before === 0) start = headerAbove(lines, anchors, index, starts.at(-1) ?? -1, 1, 'employer');
    }
    // Two dated lines in a row (a role's dates, then its location/dates line) belong together
    // unless the previous one already started an entry with a body.
    if (starts.length > 0 && start === index && index - 1 >= 0 && anchors[index - 1] && index - 1 === starts.at(-1) && sameEntryDates(lines, index)) {
      continue;
    }
    starts.push(start);
  }

  const blocks: EntryBlock[] = [];
  starts.forEach((start, n) => {
    const end = starts[n + 1] ?? lines.length;
    const slice = lines.slice(start, end);
    const dateIndex = slice.findIndex((line) => anchorDate(line));
    const date = dateIndex >= 0 ? anchorDate(slice[dateIndex]!) : null;
    // Header: everything up to the dated line, then short lines after it until the body starts.
    let headerEnd = dateIndex + 1;
    const dateLine = slice[dateIndex];
    // Text indented past the entry's own left edge is body (list items), from an indent of two spaces
    // (1.2 % of the page). When the date sits in a cell of its own (Europass), the entry's edge is where
    // the text beside the date starts.
    const dateFirst = dateLine && dateLine.segments.length > 1 && findDateRange(dateLine.segments[0]!) ? dateLine.segmentX?.[1] : undefined;
    const edge = dateFirst ?? dateLine?.x ?? 0;
    const indented = (line: CvLine) => Boolean(dateLine && edge > 0 && line.x > edge + 0.012 && line.column === dateLine.column);
    while (
      headerEnd < slice.length &&
      headerEnd - dateIndex <= 2 &&
      isHeaderLike(slice[headerEnd]!) &&
      (namesSomething(slice[headerEnd]!) || employerUnder(slice, dateIndex, headerEnd)) &&
      !indented(slice[headerEnd]!) &&
      !looksLikeBody(slice, headerEnd)
    ) {
      headerEnd++;
    }
    blocks.push({ header: slice.slice(0, headerEnd), body: slice.slice(headerEnd), date, dateLine: slice[dateIndex] ?? null });
  });
  return { blocks, leading: lines.slice(0, starts[0] ?? 0) };
}

/** Up to three header lines above `index` that name a role, an employer or a place, set off from what precedes them. */
function headerAbove(lines: CvLine[], anchors: (DateRange | null)[], index: number, previousStart: number, most: number, kind: 'header' | 'employer'): number {
  let start = index;
  while (start - 1 > previousStart && index - start < most && !anchors[start - 1] && isHeaderLike(lines[start - 1]!) && namesSomething(lines[start - 1]!)) start--;
  if (start === index) return index;
  const before = lines[start - 1];
  // After the previous entry's body (a bullet, a sentence, a blank line), never right under its dates.
  const indented = before !== undefined && before.x > 0 && before.x > lines[start]!.x + 0.02;
  const setOff = !before || (!anchors[start - 1] && (before.bullet || indented || !isHeaderLike(before) || lines[start]!.gapAbove >= 0.5));
  const above = lines.slice(start, index);
  // Over a dated title line ("Lead Developer  2012 – 2014") only an employer's line: a company word or capitals.
  const employer = (line: CvLine) => hasCompanyWord(line.text) || (line.text === line.text.toUpperCase() && /\p{Lu}{3}/u.test(line.text));
  const named = kind === 'header' ? above.some((line) => hasTitleWord(line.text) || hasCompanyWord(line.text)) : above.every((line) => employer(line) && !hasTitleWord(line.text));
  return setOff && named ? start : index;
}

/**
 * A header wrapped in a narrow column takes its right-hand date with it: "Engineer — Acme, | Mar 2020 –"
 * over "Poznań | Present". The two rows are one header and one date range.
 */
function joinWrappedDates(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    // "Développeuse et chargée de mission | août 2022 – février 2024" over "logiciels libres": the title
    // wrapped inside its cell, beside the date.
    const title = line.segments[0] ?? '';
    // A bold title line over a short bold line over the plain organisation line: the title wrapped
    // ("Pregrado, Ingeniería en Ejecución" over "Informática" over "Universidad de Santiago de Chile").
    const after = lines[index + 2];
    const boldWrap = Boolean(next && line.bold && next.bold && wordCount(next.text) <= 4 && !hasCompanyWord(next.text) && !hasInstitutionWord(next.text) &&
      after && !after.bold && !after.bullet && isHeaderLike(after) && namesSomething(after));
    // "dgBirds (…) · Paris, France" is the employer's line, a place after its separator, not the title going on.
    const employerLine = /\s[|•·–—]\s+\S/.test(next?.text ?? '') && isLocation((next?.text ?? '').split(/\s+[|•·–—]\s+/).at(-1)!);
    // "node.energy", "freeCodeCamp": a brand in lower case, not the title going on.
    const domain = /^[\p{Ll}\d-]+\.[\p{Ll}]{2,}(?:$|[\s,·|])|^\p{Ll}+\p{Lu}/u.test(next?.text ?? '');
    const unfinished = boldWrap || (/^\p{Ll}/u.test(next?.text ?? '') && !hasCompanyWord(next?.text ?? '') && !employerLine && !domain) || (title.match(/\(/g)?.length ?? 0) > (title.match(/\)/g)?.length ?? 0) || /(?:\p{L}-|[,&]|\s(?:and|et|und|y|e|of|de|des|du|für|for|in))$/u.test(title);
    if (next && line.segments.length >= 2 && next.segments.length === 1 && !next.bullet && next.bold === line.bold && unfinished &&
        next.gapAbove < 0.3 && Math.abs(next.x - line.x) < 0.02 && isDateLike(line.segments.at(-1)!)) {
      // "Homme-" + "Machine" keeps its hyphen; a word broken in two ("Informa-" + "tique") loses it.
      const joinedTitle = /\p{L}-$/u.test(title) ? (/^\p{Lu}/u.test(next.text) ? title + next.text.trim() : title.slice(0, -1) + next.text.trim()) : `${title} ${next.text.trim()}`;
      const segments = [joinedTitle, ...line.segments.slice(1)];
      out.push({ ...line, text: segments.join(' '), segments });
      index++;
      continue;
    }
    // A one-line entry that wrapped before its dates: "…, Egypt, Alexandria" over "University, 2004 – 2011".
    if (next && line.segments.length === 1 && next.segments.length === 1 && !line.bullet && !next.bullet && line.x1 > 0 &&
        line.x1 >= (line.columnRight || 1) - 0.1 && !anchorDate(line) && anchorDate(next) && next.gapAbove < 0.3 &&
        !/[.;:]$/.test(line.text.trim()) && (/^\p{Ll}/u.test(next.text) || /^[^,]{1,30},/.test(next.text) || (/,$/.test(line.text.trim()) && isDateLike(next.text))) && line.text.includes(',')) {
      const text = `${line.text.trim()} ${next.text.trim()}`;
      out.push({ ...line, text, segments: [text], x1: next.x1 });
      index++;
      continue;
    }
    const spanning = next ? wrappedDate(line, next) : null;
    if (spanning) {
      out.push({ ...line, text: spanning, segments: [spanning], x1: next!.x1 });
      index++;
      continue;
    }
    const dateEnd = line.segments.at(-1) ?? '';
    const range = next && line.segments.length >= 2 && /[-–—]\s*$/.test(dateEnd) ? findDateRange(`${dateEnd} ${next.segments.at(-1) ?? ''}`) : null;
    if (!next || !range?.end || next.segments.length > 2 || next.bullet || !isDateLike(`${dateEnd} ${next.segments.at(-1)}`)) {
      out.push(line);
      continue;
    }
    const head = [...line.segments.slice(0, -1), ...next.segments.slice(0, -1)].join(' ');
    const segments = [head, `${dateEnd} ${next.segments.at(-1)}`];
    out.push({ ...line, text: segments.join(' '), segments, ...(line.segmentX ? { segmentX: line.segmentX } : {}) });
    index++;
  }
  return out;
}

/**
 * A one-line entry whose date range wrapped: "…, Straßburg, April" over "2024 – März 2025". The range read
 * across the break is longer than any on the first line, and nothing but the date follows it.
 */
function wrappedDate(line: CvLine, next: CvLine): string | null {
  if (line.segments.length > 1 || next.segments.length > 1 || next.bullet || line.bullet) return null;
  const joined = `${line.text.trim()} ${next.text.trim()}`;
  const range = findDateRange(joined);
  if (!range || !range.end) return null;
  const breakAt = line.text.trim().length;
  // What the first line holds of it is a month's name ("April", "Jan."), not a stray number ("Lyon 1").
  // Or the line stops at the dash after a start ("…, 2017 –" over "2021, 2.1/3.0"): an open range would have said so.
  // Or a year broken from its unit ("…, 2025" over "年4月 〜 現在").
  const crosses = range.index < breakAt && range.index + range.source.length > breakAt + 1 &&
    (/\p{L}/u.test(joined.slice(range.index, breakAt)) || /\d\s*[-–—]$/.test(line.text.trim()) || (/\d$/.test(line.text.trim()) && /^[年년]/u.test(next.text.trim())));
  const before = findDateRange(line.text);
  const rest = joined.slice(range.index + range.source.length).trim();
  // Nothing but the date follows it, or a short last piece ("…, August 2001 – December" over "2004, 3.7").
  const tail = rest.length <= 3 || (/^[,;|·•]\s*\S/.test(rest) && ((rest.length <= 16 && wordCount(rest) <= 3) || isGrade(rest.replace(/^[,;|·•]\s*/, ''))));
  return crosses && (!before || before.source.length < range.source.length) && tail ? joined : null;
}

function sameEntryDates(lines: CvLine[], index: number) {
  const a = anchorDate(lines[index - 1]!);
  const b = anchorDate(lines[index]!);
  return Boolean(a && b && a.source === b.source);
}

/**
 * Below the dates, a header line names a role, an organisation, a degree or a place; a sentence in
 * lower case without any of those is the start of the description.
 */
function namesSomething(line: CvLine): boolean {
  const text = line.text;
  // "Trajectry · Shanghai, China": one named part is enough.
  const parts = text.split(/\s+[|•·–—]\s+|\s*[|｜•·]\s*/).filter(Boolean);
  if (parts.length > 1 && parts.some((part) => isLocation(part) || hasCompanyWord(part) || hasInstitutionWord(part))) return true;
  // "工業技術研究院, 新竹，台灣", "Trajectry, 上海, 中国": an employer, then its place after a comma.
  const commaParts = text.split(/\s*[,，]\s*/);
  if (commaParts.length > 1 && wordCount(text) <= 12 && (isLocation(commaParts.at(-1)!) || isLocation(commaParts.slice(-2).join(', ')))) return true;
  if (hasTitleWord(text) || hasCompanyWord(text) || hasInstitutionWord(text) || isDegree(text) || isLocation(text)) return true;
  // A brand in camel case or written as its domain ("freeCodeCamp", "node.energy").
  if (/^\p{Ll}+\p{Lu}\p{L}*$|^[\p{Ll}\d-]+\.[\p{Ll}]{2,}$/u.test(text.split(/\s*[,·|•]\s*/)[0]!.trim())) return true;
  // Otherwise a short, mostly capitalised line (an employer's name); German capitalises every noun,
  // so a longer line is taken for a sentence.
  if (wordCount(text) > 6) return false;
  // Han, kana and Hangul have no capitals to tell a name from a sentence: only the word lists can.
  // A line mixing them with a Latin word ("배달 주문 API 개발") is a sentence of those scripts too.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text)) return false;
  const long = text.split(/\s+/).filter((word) => word.replace(/[^\p{L}]/gu, '').length > 3);
  return long.filter((word) => /^[\p{Lu}\d]/u.test(word)).length >= long.length / 2;
}

/**
 * "メルカリ", "코인원", "Mon courtier énergie" right under a dated title and over the bullets: a short line no word list
 * knows, with nothing of a sentence, in the employer's place.
 */
function employerUnder(slice: CvLine[], dateIndex: number, index: number): boolean {
  const line = slice[index]!;
  const next = slice[index + 1];
  // Over an indented body the name may be longer ("OSSプロジェクト npm-cli-gh-issue-preparator"): the indent marks it off.
  const indentedBelow = next !== undefined && line.x > 0 && next.x > line.x + 0.01;
  const short = new RegExp(`^[\\p{L}\\p{N}ー・()（）.&' -]{1,${indentedBelow ? 48 : 24}}$`, 'u').test(line.text.trim()) && (indentedBelow ? headerWords(line.text) <= 6 : wordCount(line.text) <= 5);
  // "グッドクリエイト · 香川": a name and a place, two short parts around a spaced separator.
  const parts = line.text.trim().split(/\s+[|•·]\s+/);
  const namePlace = parts.length === 2 && parts.every((part) => /^[\p{L}\p{N}ー・()（）.&' -]{1,24}$/u.test(part) && wordCount(part) <= 4);
  if (index === dateIndex + 1 && namePlace && !/[.。,，:：]$/.test(line.text.trim())) return true;
  return index === dateIndex + 1 && short && !/[.。,，:：]$/.test(line.text.trim()) && next !== undefined && (next.bullet || (line.x > 0 && next.x > line.x + 0.01));
}

/** A short line followed by more short lines and no bullets is a list, not a header. */
function looksLikeBody(slice: CvLine[], index: number): boolean {
  const line = slice[index]!;
  if (/^(technolog|tech stack|stack|tools|skills|environment|umgebung|outils|herramientas|tecnologias|tecnologie)\w*\s*:/i.test(line.text)) {
    return true;
  }
  // "Key achievements: a, b, c" lists are body; "GPA: 3.9/4.0" is not.
  return /:\s*\S+(?:\s*,\s*\S+){2,}/.test(line.text) && !/\b(gpa|grade|note|nota)\b/i.test(line.text);
}

/** Without dates, entries start at bold or heading-like lines that are followed by body text. */
export function splitUndatedEntries(input: CvLine[]): EntryBlock[] {
  const lines = mergeContinuations(input);
  const blocks: EntryBlock[] = [];
  const boldHeaders = lines.some((line) => line.bold) && !lines.every((line) => line.bold);
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const labelled = /^[^:]{2,30}:\s/.test(line.text);
    const afterBody = index === 0 || line.gapAbove >= 0.5 || isBody(lines[index - 1]!);
    const startsEntry = labelled
      ? false
      : boldHeaders
      ? line.bold && isHeaderLike(line) && !lines[index - 1]?.bold
      : isHeaderLike(line) && afterBody && (!next || isBody(next) || next.gapAbove < line.gapAbove || headerThenBody(lines, index));
    const block = blocks.at(-1);
    if (startsEntry || !block) blocks.push({ header: [line], body: [], date: null, dateLine: null });
    else if (boldHeaders && line.bold && block.body.length === 0) block.header.push(line);
    // "Senior Engineer" over "Acme Ltd" over the bullets: a header of two or three lines.
    else if (!boldHeaders && block.body.length === 0 && block.header.length < 3 && isHeaderLike(line) && headerThenBody(lines, lines.indexOf(block.header[0]!))) block.header.push(line);
    else blocks.at(-1)!.body.push(line);
  });
  return blocks;
}

const isBody = (line: CvLine) => line.bullet || !isHeaderLike(line);

/** Two or three header lines from `index`, then a bullet or a sentence. */
function headerThenBody(lines: CvLine[], index: number): boolean {
  let end = index;
  while (end < lines.length && end - index < 3 && !isBody(lines[end]!)) end++;
  return end - index >= 2 && end - index <= 3 && end < lines.length && lines[end]!.bullet;
}

/**
 * The line under a dated item goes on with its name: it has no date of its own and starts in lower case, or the
 * name before the date cell ends with a word that cannot end one ("…, Universidad Pontificia de").
 */
function wrapsBeforeDate(last: CvLine, line: CvLine, lines: CvLine[]): boolean {
  if (line.bullet || line.segments.length !== 1 || last.segments.length < 2 || findDateRange(line.text) || line.gapAbove >= 0.6) return false;
  const date = last.segments.at(-1)!;
  if (!isDateLike(date)) return false;
  const name = last.segments.slice(0, -1).join(' ').trim();
  // Or it is a word or three with the next item's date under it: "…, Amazon Web   2022-03" over "Services".
  const next = lines[lines.indexOf(line) + 1];
  const short = line.text.trim().split(/\s+/).length <= 3 && /^\p{Lu}/u.test(line.text.trim()) && (!next || findDateRange(next.text) !== null);
  return short || /^\p{Ll}/u.test(line.text.trim()) || /(?:^|\s)(?:de|del|des|du|of|the|and|for|für|und|di|da|do|и|в|на|по)$|[,&/-]$/iu.test(name);
}

/** "Advanced Life Support, Resuscitation Council UK (2022)": an item closed by its date. */
function endsWithDate(text: string): boolean {
  const range = findDateRange(text);
  return Boolean(range && /^[\s)\].]*$/.test(text.slice(range.index + range.source.length)));
}
