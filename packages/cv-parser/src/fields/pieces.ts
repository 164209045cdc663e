import type { CvLine } from '../types';
import type { DateRange } from './dates';
import { isDateLike, removeDate } from './dates';
import { hasCompanyWord, hasInstitutionWord, hasTitleWord, isCountry, isDegree, isLegalForm, isLocation } from './vocabulary';

/** A piece of an entry header ("Senior Engineer", "Acme GmbH", "Berlin, Germany") and where it came from. */
export interface Piece {
  text: string;
  line: CvLine;
  /** Came after "at", "@", "chez", "bei", "presso": an organisation. */
  afterAt: boolean;
}

/** "(2 years 3 months)", "· 1 yr 4 mos", "3 ans" as LinkedIn and others print them after dates. */
const DURATION =
  /[(·•|]?\s*\b\d+\+?\s*(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|años|meses|anos|anni|mesi)\b(?:\s*(?:and|et|und|y|e)?\s*\d+\s*(?:months?|mos?|mois|monate?|meses|mesi))?\s*\)?/gi;

/** Besides bars and dashes: a space between Han or kana runs, which Chinese and Japanese use only to separate fields. */
const STRONG_SEPARATORS = /\s+[|•·–—]\s+|\s+-\s+|\s*[|｜]\s*|\s*[•·]\s*|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;
/** The same without the space: on a line whose fields are set apart by commas, a space is inside a field ("個人開発 セキュリティ, OSS"). */
const SEPARATORS_WITH_COMMAS = /\s+[|•·–—]\s+|\s+-\s+|\s*[|｜]\s*|\s*[•·]\s*/u;
const AT_RE = /\s+(?:at|@|chez|bei|presso|en|na|no|em|in der|in|bij|w|в)\s+(?=\p{Lu}|\d|«)/u;
/** "at" alone; the others also mean "in", as in "Especialista en Integraciones", "Master in Physics". */
const STRONG_AT_RE = /\s+(?:at|@|chez|bei|presso|bij)\s+(?=\p{Lu}|\d|«)/u;

/** Splits the header lines of an entry into pieces, with the entry's date removed. */
export function headerPieces(lines: CvLine[], date: DateRange | null): Piece[] {
  const pieces: Piece[] = [];
  const joined = joinWrappedHeader(lines);
  // Where the header has a line of its own for the employer, "en"/"in" after a title names a field, not a place of work.
  const atRe = joined.length > 1 ? STRONG_AT_RE : AT_RE;
  for (const line of joined) {
    for (const segment of line.segments) {
      let text = (date && segment.includes(date.source) ? removeDate(segment, date) : segment).replace(DURATION, ' ').trim();
      text = unwrapBrackets(text);
      // "Lumen Pty Ltd (Remote)", "Acme (Berlin)": a place or a contract type in brackets is a piece of its own.
      // A contract type after a title is part of it as written ("Java Architect (Freelance)").
      // A place with its work mode in brackets ("Berlin (Hybrid)") stays one place.
      text = text.replace(/\s*\(([^()]+)\)/g, (whole, inner: string, at: number) =>
        isLocation(`${text.slice(0, at).split(/[,|·•]\s*/).at(-1) ?? ''}${whole}`.trim()) ? whole
          : isLocation(inner) || (EMPLOYMENT_TERMS.test(inner.trim()) && !hasTitleWord(text.slice(0, at))) ? ` | ${inner}` : whole);
      const commas = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー][,，]\s*\S/u.test(text);
      // "Especialista en Análisis de CRM, Pandora, Panamá": with the employer in a comma piece of its own, "en"/"in" names a field.
      const commaPieces = text.split(/(?<!\d),\s+/).length >= 3;
      for (const part of text.split(commas ? SEPARATORS_WITH_COMMAS : STRONG_SEPARATORS)) {
        const at = (commaPieces ? STRONG_AT_RE : atRe).exec(part);
        // "Engineer at Acme", but not "University of Texas at El Paso".
        if (at && at.index > 0 && hasTitleWord(part.slice(0, at.index))) {
          pushCommaParts(pieces, part.slice(0, at.index), line, false);
          pushCommaParts(pieces, part.slice(at.index + at[0].length), line, true);
        } else {
          pushCommaParts(pieces, part, line, false);
        }
      }
    }
  }
  return pieces.filter((piece) => piece.text !== '' && !/^[\s,;:()\-–—|]*$/.test(piece.text));
}

/** Commas split "Engineer, Acme, Berlin" but not "Acme, Inc." nor "Berlin, Germany". */
function pushCommaParts(pieces: Piece[], raw: string, line: CvLine, afterAt: boolean) {
  const text = raw.trim().replace(/^[,;:\s]+|[,;:\s]+$/g, '');
  if (!text) return;
  if (isLocation(text) || !text.includes(',')) {
    pieces.push({ text, line, afterAt });
    return;
  }
  const startsLine = !pieces.some((piece) => piece.line === line);
  // Not a decimal comma ("1,6").
  const parts = text.split(/(?<!\d),\s*|\s*,(?!\d)\s*|\s+,\s*/);
  const merged: string[] = [];
  parts.forEach((part, index) => {
    const last = merged.at(-1);
    // A part followed by a state or a country is a city ("Jena, Germany"), not a campus.
    const next = parts[index + 1];
    const cityOfState = next !== undefined && (/^[A-Z]{2}$/.test(next) || isLocation(next));
    const suffix = isLegalForm(part);
    // "Mountain View, CA": a state or country code always closes the place before it.
    // "…, Jena, Germany": a country after a capitalised name that itself follows the employer closes a place.
    const previous = parts[index - 1];
    // A list that starts its line with three parts ("Engineer, Acme, Germany") names an employer and its country,
    // so there a fourth part is needed; after a separator ("Acme · Bengaluru, Karnataka, India") two will do.
    const unknownCity = index >= (startsLine ? 3 : 2) && previous !== undefined && previous === last && isCountry(part) && /^(?:\p{Lu}[\p{L}'’ -]*|[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}ー]{1,8})$/u.test(previous) && !hasCompanyWord(previous) && !hasInstitutionWord(previous) && !hasTitleWord(previous);
    // A state code closes a city, not a title or an employer ("Frontend-разработчик, VK" is no place).
    const stateCode = /^[A-Z]{2}$/.test(part) && last !== undefined && !hasTitleWord(last) && !hasCompanyWord(last);
    const placeTail = last !== undefined && (stateCode || (isLocation(last) && isLocation(part)) || unknownCity);
    // "University of California, Berkeley": a campus name completes the institution.
    const campus = last !== undefined && !cityOfState && hasInstitutionWord(last) && !isDegree(last) && !hasInstitutionWord(part) && /^\p{L}[\p{L}-]+$/u.test(part) && !isLocation(part);
    if (last !== undefined && (suffix || placeTail || campus)) {
      merged[merged.length - 1] = `${last}, ${part}`;
    } else {
      merged.push(part);
    }
  });
  merged.forEach((part, index) => pieces.push({ text: part, line, afterAt: afterAt && index === 0 }));
}

/** Phrases in a header that are employment terms, not titles or companies. */
export const EMPLOYMENT_TERMS = /^(full[- ]time|part[- ]time|contract|freelance|self[- ]employed|internship|temps plein|temps partiel|cdi|cdd|vollzeit|teilzeit|jornada completa|tiempo completo|tempo pieno|remote|hybrid)$/i;

/** Drops brackets left unbalanced by removing a date ("(2019 – 2021)" -> "(") or wrapping a whole piece. */
function unwrapBrackets(text: string): string {
  let result = text.trim();
  if (/^[([].*[)\]]$/.test(result) && !/[)\]].*[([]/.test(result.slice(1, -1))) result = result.slice(1, -1);
  const opens = (result.match(/[([]/g) ?? []).length;
  const closes = (result.match(/[)\]]/g) ?? []).length;
  if (opens > closes) result = result.replace(/\s*[([]\s*$/, '').replace(/^[([]\s*/, '');
  if (closes > opens) result = result.replace(/^\s*[)\]]\s*/, '').replace(/\s*[)\]]$/, '');
  return result.trim();
}

/**
 * A one-line entry that ran to the edge of its column and went on in lower case ("…, Нижегородский
 * государственный" over "технический университет …, 2024 – 2028") is one line, whatever the weights.
 */
function joinWrappedHeader(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    // It went on in lower case, or the name it broke ("…, Egypt, Alexandria" over "University, 2004 – 2011")
    // goes on for a word or two before the next comma.
    const goesOn = /^\p{Ll}/u.test(line.text) || (!/[,;|·•:]$/.test(last?.text.trim() ?? '') && /^[^,]{1,30},/.test(line.text) && line.text.split(',')[0]!.trim().split(/\s+/).length <= 2);
    const wrapped = last !== undefined && last.segments.length === 1 && line.segments.length === 1 && last.x1 > 0 && last.x1 >= (last.columnRight || 1) - 0.1 && goesOn;
    // "Bachelor of Engineering (B.E.) in Electrical,   2004 – 2011" over "Electronic and Communication, Egypt": the
    // text before a date cell wrapped, as the comma left at its end says (a brand may start in lower case).
    const dateCell = last !== undefined && last.segments.length === 2 && line.segments.length === 1 && isDateLike(last.segments[1]!);
    if (dateCell && /,$/.test(last.segments[0]!.trim())) {
      const name = `${last.segments[0]!.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...last, text: `${name} ${last.segments[1]!.trim()}`, segments: [name, last.segments[1]!] };
      continue;
    }
    if (wrapped) {
      const text = `${last.text.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...last, text, segments: [text], x1: line.x1 };
    } else out.push(line);
  }
  return out;
}
