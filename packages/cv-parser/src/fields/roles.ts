import type { ParsedEducation, ParsedExperience } from '@folio/schema';
import type { CvLine } from '../types';
import { isHeaderLike, splitEntries, splitUndatedEntries, type EntryBlock } from './entries';
import { EMPLOYMENT_TERMS, headerPieces, type Piece } from './pieces';
import { WORK_MODES, hasCompanyWord, hasInstitutionWord, hasTitleWord, isCountry, isDegree, isGrade, isKnownPlace, isLocation } from './vocabulary';

export interface EntriesResult<T> {
  entries: T[];
  unplaced: CvLine[];
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * Body lines as the description: one line per bullet or paragraph, a bullet with "• " in front, so
 * the website shows the CV's bullets as a list and its paragraphs as text.
 */
export function describe(lines: CvLine[]): string {
  return lines
    .map((line) => ({ text: line.segments.join(' ').trim(), bullet: line.bullet }))
    .filter((line) => line.text !== '')
    .map((line) => (line.bullet ? `• ${line.text}` : line.text))
    .join('\n');
}

/** Seven words or more, most of them in lower case: a sentence, not a job title or a name. */
function isSentenceLike(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length >= 7 && words.filter((word) => /^\p{Ll}/u.test(word)).length * 2 > words.length;
}

export function readExperiences(lines: CvLine[]): EntriesResult<ParsedExperience> {
  const split = splitEntries(lines);
  // A CV without dates still has roles; split them by their title lines instead.
  const blocks = split.blocks.length > 0 ? split.blocks : splitUndatedEntries(lines);
  const leading = split.blocks.length > 0 ? split.leading : [];
  const entries: ParsedExperience[] = [];
  for (const block of blocks) {
    const previous = entries.at(-1);
    entries.push(readExperience(block, previous));
  }
  return { entries, unplaced: leading };
}

function readExperience(block: EntryBlock, previous: ParsedExperience | undefined): ParsedExperience {
  const fields: ParsedExperience['fields'] = {};
  // "Remote" and "Hybrid" are where the work was done, so they stay as a place.
  const all = headerPieces(block.header, block.date);
  const pieces = all.filter((piece) => !EMPLOYMENT_TERMS.test(piece.text) || isLocation(piece.text));
  // "CEO" over "Self-employed", "Web developer" over "Freelance": on the employer's line of its own, the term is the employer.
  const termAlone = all.find((piece) => !pieces.includes(piece) && all.filter((other) => other.line === piece.line && other !== piece).every((other) => isLocation(other.text)) && all.findIndex((other) => other.line === piece.line) === all.indexOf(piece) && all.some((other) => other.line !== piece.line));
  let location = '';
  let placePiece: Piece | undefined;
  const rest: Piece[] = [];
  for (const piece of pieces) {
    if (!location && isLocation(piece.text) && pieces.length > 1) {
      location = piece.text;
      placePiece = piece;
      fields.location = { confidence: 0.8, source: piece.line.text };
    } else rest.push(piece);
  }
  let position: Piece | undefined;
  let company: Piece | undefined;
  const titled = rest.filter((piece) => hasTitleWord(piece.text) && !piece.afterAt);
  const companies = rest.filter((piece) => piece.afterAt || (hasCompanyWord(piece.text) && !hasTitleWord(piece.text)));
  // "Studio Tecnico Ferraris" has a role word too; a piece without a company word is the likelier title,
  // and one that reads as a sentence (a description line that kept no closing stop: "Consultant dans le
  // développement et l'architecture de logiciels") the unlikeliest: the first of the least doubtful wins.
  const doubt = (piece: Piece) => (isSentenceLike(piece.text) ? 2 : 0) + (hasCompanyWord(piece.text) ? 1 : 0);
  position = titled.reduce<Piece | undefined>((best, piece) => (best === undefined || doubt(piece) < doubt(best) ? piece : best), undefined);
  company = companies.find((piece) => piece !== position) ?? rest.find((piece) => piece !== position);
  // "Growth Hacker" over "Self-employed · Berlin": with the employer's line taken by the term, the other piece is the title.
  if (termAlone && companies.length === 0 && titled.length === 0) {
    position = rest.find((piece) => piece.line !== termAlone.line && !isLocation(piece.text));
    company = undefined;
  }
  if (!position) {
    // No title word: CVs put the title first more often than the company, unless the first piece is clearly a company.
    position = rest.find((piece) => piece !== company && !companies.includes(piece));
    if (position && company && rest.indexOf(position) > rest.indexOf(company) && !companies.includes(company)) {
      [position, company] = [company, position];
    }
  }
  if (!location && position && company) {
    // What is left besides title and employer is usually the place ("Salford", "Remote").
    // Han and katakana have no capitals: a short name of those scripts ("香川", "🇻🇳 ハノイ", a flag before it) serves.
    const placeShaped = (text: string) => /^\p{Lu}/u.test(text) || /^(?:[\u{1F1E6}-\u{1F1FF}]{2}\s*)?[\p{Script=Han}\p{Script=Katakana}ー]{1,8}$/u.test(text);
    const leftover = rest.find((piece) => piece !== position && piece !== company && piece.text.split(/\s+/).length <= 3 && placeShaped(piece.text));
    if (leftover && !hasTitleWord(leftover.text) && !hasCompanyWord(leftover.text)) {
      location = leftover.text;
      fields.location = { confidence: 0.6, source: leftover.line.text };
    }
  }
  // "Paris - Télétravail", "Remote / Berlin": a place and a work mode (or a second place) set apart by a dash or slash.
  if (placePiece) {
    const next = pieces[pieces.indexOf(placePiece) + 1];
    const joined = next && next.line === placePiece.line && (WORK_MODES.test(next.text) || isLocation(next.text))
      ? new RegExp(`${escapeRegExp(placePiece.text)}\\s*[-–—/]\\s*${escapeRegExp(next.text)}`).exec(placePiece.line.text)
      : null;
    if (joined) {
      location = joined[0];
      rest.splice(rest.indexOf(next!), 1);
      if (position === next) position = rest.find((piece) => piece !== company);
    }
    // "MAIF · Niort - Télétravail": the work mode after a town no list knows takes the town with it.
    const before = pieces[pieces.indexOf(placePiece) - 1];
    const town = !joined && WORK_MODES.test(placePiece.text) && before && before.line === placePiece.line && before !== position && before !== company &&
      /^\p{Lu}[\p{L}'’ -]{1,30}$/u.test(before.text) && before.text.split(/\s+/).length <= 3 && !hasCompanyWord(before.text) && !hasTitleWord(before.text)
      ? new RegExp(`${escapeRegExp(before.text)}\\s*[-–—/]\\s*${escapeRegExp(placePiece.text)}`).exec(placePiece.line.text)
      : null;
    if (town) {
      location = town[0];
      rest.splice(rest.indexOf(before!), 1);
    }
  }
  // "Acme, Singapore" on the line under the title: a name no list knows before a country is the employer, not a town.
  if (!company && placePiece && position) {
    const parts = location.split(/\s*,\s*/);
    if (parts.length === 2 && !isKnownPlace(parts[0]!) && isCountry(parts[1]!) && placePiece.line !== position.line) {
      company = { ...placePiece, text: parts[0]! };
      location = parts[1]!;
    }
  }
  // "Hola Moda · Punta Pacífica, Ciudad de Panamá, Panamá": a name no list knows, set before the place with a
  // comma once title and employer are taken, is the first part of that place (a district, a town).
  if (placePiece && position && company) {
    const before = pieces[pieces.indexOf(placePiece) - 1];
    const spare = before !== undefined && before !== position && before !== company && before.line === placePiece.line;
    if (spare && placePiece.line.text.includes(`${before.text}, ${placePiece.text}`) && isPlaceName(before.text)) {
      location = `${before.text}, ${location}`;
    }
  }
  // "Senior Manager, FP&A" over "Tata Consumer Products": the comma was part of the title, because
  // another header line names the employer.
  if (position && company && company.line === position.line) {
    const elsewhere = rest.find(
      (piece) => piece.line !== position!.line && !hasTitleWord(piece.text) && !isLocation(piece.text) && piece.text.split(/\s+/).length <= 5,
    );
    const sameLine = rest.filter((piece) => piece.line === position!.line);
    if (elsewhere && sameLine.length >= 2 && sameLine.every((piece) => !piece.afterAt)) {
      position = { ...position, text: sameLine.map((piece) => piece.text).join(', ') };
      company = elsewhere;
      if (fields.company) fields.company = { confidence: 0.75, source: elsewhere.line.text };
    }
  }
  // "Senior Software Engineer II, Lead Web Developer" over the employer's line: both titles are the position.
  if (position && company && company.line !== position.line) {
    const sameLine = rest.filter((piece) => piece.line === position!.line && piece !== company);
    if (sameLine.length >= 2 && sameLine.every((piece) => hasTitleWord(piece.text) && !piece.afterAt)) {
      position = { ...position, text: sameLine.map((piece) => piece.text).join(', ') };
    }
  }
  if (!company && position && termAlone && termAlone.line !== position.line) company = termAlone;
  // "Growth Hacker, Self-employed, Berlin, 2019 – 2021": on a one-line entry, the term right after the title is the employer.
  if (!company && position) {
    const title = position;
    const term = all.find((piece, index) => !pieces.includes(piece) && index > 0 && all[index - 1]!.text === title.text && all[index - 1]!.line === piece.line);
    if (term) company = term;
  }
  let companyText = company?.text ?? '';
  if (company) fields.company = { confidence: companies.includes(company) ? 0.9 : 0.7, source: company.line.text };
  if (position) fields.position = { confidence: titled.includes(position) ? 0.9 : 0.6, source: position.line.text };
  // A second role at the same employer is often listed under it with only a title and dates.
  if (!company && previous?.company && position && (titled.includes(position) || rest.length === 1)) {
    companyText = previous.company;
    location ||= previous.location;
    fields.company = { confidence: 0.7, source: previous.fields.company?.source ?? previous.company };
  }
  if (block.date) {
    const source = block.dateLine?.text ?? block.date.source;
    fields.start_date = { confidence: 0.95, source };
    fields.end_date = { confidence: block.date.end ? 0.95 : 0.6, source };
  }
  const description = describe(block.body);
  if (description) fields.description = { confidence: 0.85, source: description };
  return {
    position: position?.text ?? '',
    company: companyText,
    start_date: block.date?.start ?? '',
    end_date: block.date?.end ?? '',
    location,
    description,
    confidence: round(mean(Object.values(fields).map((field) => field.confidence)) * (position && companyText ? 1 : 0.8)),
    fields,
  };
}

const GPA_RE = /\b(?:c?gpa|grade|note|nota|voto|moyenne|mention|durchschnitt|abschlussnote|media)\b\s*[:-]?\s*([\d.,]+(?:\s*\/\s*[\d.,]+)?(?:\s*(?:cum laude|e lode))?)|\b(\d(?:[.,]\d{1,2})?\s*\/\s*(?:4|5|10|20)(?:[.,]\d{1,2})?|1[01]0\s*\/\s*110(?:\s*(?:e|con) lode)?)\b/i;

/**
 * A grade in words after its label, as CVs print it in several languages: "Mention Bien", "GPA: First Class",
 * "Grade: Distinction", "Abschlussnote: sehr gut", "Nota final: 18 valores". The label starts its line or segment.
 */
const GRADE_WORDS_RE = /(?:^|[|·•;]\s*)(?:mention\s+(?:très\s+bien|tres\s+bien|assez\s+bien|bien|passable|très\s+honorable|honorable)|(?:c?gpa|grade|final grade|score|note|nota(?:\s+final)?|voto|moyenne|abschlussnote|média|media|classification)\s*[:：]\s*([^|·•;]{1,30}?))\s*(?=$|[|·•;])/iu;

export function readEducations(lines: CvLine[]): EntriesResult<ParsedEducation> {
  const split = splitEntries(lines);
  const blocks = split.blocks.length > 0 ? split.blocks : splitUndatedEntries(lines);
  const unplaced = split.blocks.length > 0 ? split.leading : [];
  return { entries: blocks.map(readEducation), unplaced };
}


function readEducation(block: EntryBlock): ParsedEducation {
  const fields: ParsedEducation['fields'] = {};
  // Undated entries come split at their bold degree line: the school's line under it is header, not body.
  if (!block.date && block.body[0] && isHeaderLike(block.body[0]) && hasInstitutionWord(block.body[0].text.split(/\s+[·|•]\s+|\s*\(/)[0]!)) {
    block = { ...block, header: [...block.header, block.body[0]], body: block.body.slice(1) };
  }
  let gpa = '';
  for (const line of [...block.header, ...block.body]) {
    const match = GPA_RE.exec(line.text) ?? GRADE_WORDS_RE.exec(line.text);
    if (match && !gpa) {
      gpa = (match[1] ?? match[2] ?? match[0]).replace(/^[\s|·•;]+/, '').trim();
      fields.gpa = { confidence: 0.85, source: line.text };
    }
  }
  const headerParts = headerPieces(block.header, block.date);
  if (!gpa) {
    // The last piece of a header line, or a bracket closing it, holding only a grade.
    for (const piece of headerParts) {
      const bracket = /\(([^()]+(?:\([^()]*\))?)\)\s*$/.exec(piece.text);
      const candidate = isGrade(piece.text.trim()) ? piece.text.trim() : bracket && isGrade(bracket[1]!.trim()) ? bracket[1]!.trim() : '';
      if (!candidate) continue;
      gpa = candidate.replace(/\s*c?gpa$/i, (label) => label);
      piece.text = candidate === piece.text.trim() ? '' : piece.text.slice(0, bracket!.index).trim();
      fields.gpa = { confidence: 0.7, source: piece.line.text };
      break;
    }
  }
  const pieces = headerParts
    .map((piece) => ({ ...piece, text: piece.text.replace(GPA_RE, '').replace(GRADE_WORDS_RE, '').replace(/\s*\(\s*\)/g, '').replace(/[\s,;:\-–—]+$/, '').trim() }))
    .filter((piece) => piece.text !== '');
  let location = '';
  let degree: Piece | undefined;
  let institution: Piece | undefined;
  const own = schoolOnItsOwnLine(pieces);
  if (own) {
    degree = { ...own.named[0]!, text: joinOnLine(own.named[0]!, own.named.slice(1)) };
    institution = own.school;
    pieces.splice(0, pieces.length, degree, institution, ...own.places);
  }
  for (const piece of pieces) {
    if (piece === degree || piece === institution) continue;
    if (!institution && hasInstitutionWord(piece.text) && !isDegree(piece.text)) institution = piece;
    else if (!degree && isDegree(piece.text)) degree = piece;
  }
  // "PXL", "EPFL", "МГПУ": with no school word anywhere, a name in capitals is the school.
  if (!institution) institution = pieces.find((piece) => piece !== degree && !isDegree(piece.text) && !isLocation(piece.text) && /^[\p{Lu}\d&.-]{2,8}$/u.test(piece.text));
  // "本科, 电子信息学院, 杭州电子科技大学": of two schools on a line, a university outranks a faculty or college in it.
  if (!own && institution && !isUniversity(institution.text)) {
    const university = pieces.find((piece) => piece !== degree && piece.line === institution!.line && isUniversity(piece.text) && !isDegree(piece.text));
    if (university) institution = university;
  }
  // "Master of Science, Computer Science", "Diplom, Informatik": the subject set after the degree on its line
  // belongs to it. Without a known school, not to a degree that names one already ("BSc in Physics").
  let subjectJoined = false;
  // With the school known, the first other piece is the degree even in words no list knows ("Specialist").
  if (institution && !degree) degree = pieces.find((piece) => piece !== institution && !isLocation(piece.text));
  if (degree && (institution || (isDegree(degree.text) && !/\s(?:in|en|em|of|de|di)\s+\p{Lu}/u.test(degree.text.replace(/^(?:master|bachelor|doctor|licence|diploma)\s+(?:of|en|de)\s+(?:science|arts|engineering|philosophy|laws|business administration|sciences|ciências|ciencias)\b/i, ''))))) {
    const subject = subjectAfter(degree, institution, pieces);
    if (subject.length > 0) {
      const at = pieces.indexOf(degree);
      degree = { ...degree, text: joinOnLine(degree, subject) };
      pieces.splice(at, subject.length + 1, degree);
      subjectJoined = true;
    }
  }
  // "Técnico Superior en X, X, CIFP César Manrique, 2012 – 2016": a known degree, then two pieces no list knows on its
  // line, are its subject and its school, in that order.
  if (degree && !institution && !subjectJoined) {
    const others = pieces.filter((piece) => piece !== degree && !isLocation(piece.text) && piece.line === degree!.line);
    if (others.length === 2 && pieces.indexOf(others[0]!) === pieces.indexOf(degree) + 1 && !isDegree(others[1]!.text)) {
      const at = pieces.indexOf(degree);
      degree = { ...degree, text: joinOnLine(degree, [others[0]!]) };
      institution = others[1]!;
      pieces.splice(at, 2, degree);
    }
  }
  // "Online, Bücher, Information Technology, Selbststudium, 2013 – 2019": three or four pieces no list knows on one line
  // read as degree, subject, school, the order one-line entries print them in.
  const unknown = pieces.filter((piece) => !isLocation(piece.text));
  if (!degree && !institution && unknown.length >= 3 && unknown.length <= 4 && unknown.every((piece) => piece.line === unknown[0]!.line)) {
    degree = { ...unknown[0]!, text: joinOnLine(unknown[0]!, unknown.slice(1, -1)) };
    institution = unknown.at(-1)!;
    pieces.splice(pieces.indexOf(unknown[0]!), unknown.length - 1, degree);
  }
  for (const piece of pieces) {
    if (piece === degree || piece === institution) continue;
    if (!location && isLocation(piece.text) && pieces.length > 2) location = piece.text;
    else if (!degree) degree = piece;
    else if (!institution) institution = piece;
  }
  // "计算机科学与技术 硕士", "Informatica | MSc": a bare degree takes the subject set beside it on its line.
  const subject = degree && !subjectJoined && isDegree(degree.text) && degree.text.length <= 12
    ? pieces.find((piece) => piece !== degree && piece !== institution && piece.line === degree!.line && piece.text !== location && !hasInstitutionWord(piece.text) && !isDegree(piece.text))
    : undefined;
  if (degree && subject) {
    const [first, second] = pieces.indexOf(subject) < pieces.indexOf(degree) ? [subject, degree] : [degree, subject];
    degree = { ...degree, text: `${first.text} ${second.text}` };
  }
  if (degree) fields.degree = { confidence: isDegree(degree.text) ? 0.9 : 0.6, source: degree.line.text };
  if (institution) fields.institution = { confidence: hasInstitutionWord(institution.text) ? 0.9 : 0.6, source: institution.line.text };
  if (location) fields.location = { confidence: 0.75, source: location };
  if (block.date) {
    const source = block.dateLine?.text ?? block.date.source;
    // A lone year on a degree is its graduation, not its start.
    const single = !block.date.end;
    fields.start_date = { confidence: single ? 0.5 : 0.95, source };
    fields.end_date = { confidence: 0.9, source };
  }
  const body = block.body.filter((line) => !(gpa && (GPA_RE.test(line.text) || GRADE_WORDS_RE.test(line.text)) && line.text.length < 40));
  const description = describe(body);
  if (description) fields.description = { confidence: 0.8, source: description };
  const single = block.date && !block.date.end;
  return {
    degree: degree?.text ?? '',
    institution: institution?.text ?? '',
    start_date: single ? '' : (block.date?.start ?? ''),
    end_date: single ? (block.date?.start ?? '') : (block.date?.end ?? ''),
    location,
    gpa,
    description,
    confidence: round(mean(Object.values(fields).map((field) => field.confidence)) * (degree && institution ? 1 : 0.8)),
    fields,
  };
}

/**
 * "本科, 电子信息学院  2012 – 2016" over "杭州电子科技大学 · 3.1"; "Перевод и переводоведение, Институт иностранных языков"
 * over "МГПУ": a header of two lines, one holding several pieces (the degree, its subject, a faculty), the other one
 * name that is a school (a school word or an acronym), or that sits under a line naming a degree. That name is the
 * school and the other line is the degree, whatever school words the faculty has.
 */
function schoolOnItsOwnLine(pieces: Piece[]): { named: Piece[]; school: Piece; places: Piece[] } | null {
  const places = pieces.filter((piece) => isLocation(piece.text));
  const named = pieces.filter((piece) => !places.includes(piece));
  const lines = [...new Set(named.map((piece) => piece.line))];
  if (lines.length !== 2) return null;
  const [a, b] = lines.map((line) => named.filter((piece) => piece.line === line)) as [Piece[], Piece[]];
  const [many, one] = a.length >= 2 && b.length === 1 ? [a, b] : b.length >= 2 && a.length === 1 ? [b, a] : [null, null];
  if (!many || !one) return null;
  const school = one[0]!;
  if (isDegree(school.text)) return null;
  const acronym = /^[\p{Lu}\d&.-]{2,8}$/u.test(school.text);
  const degreeLine = many.some((piece) => isDegree(piece.text)) && !many.some((piece) => hasInstitutionWord(piece.text) && !isDegree(piece.text));
  if (!hasInstitutionWord(school.text) && !acronym && !degreeLine) return null;
  return { named: many, school, places };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A university rather than one of its faculties, schools or colleges. */
function isUniversity(text: string): boolean {
  return /universit|hochschule|polytechn|politecn|大学|大學|대학교|университет|uniwersytet|politechnika/iu.test(text);
}

/** A short capitalised name with no role, company or school word: what a district or town looks like. */
function isPlaceName(text: string): boolean {
  return /^\p{Lu}[\p{L}'’.\- ]*$/u.test(text) && text.split(/\s+/).length <= 4 && !hasTitleWord(text) && !hasCompanyWord(text) && !hasInstitutionWord(text);
}

/**
 * The pieces after a degree on its line that name its subject. With the school known, everything between the
 * degree and the school ("Specialist, Economics and Management, Baltic State Technical University"), or the rest
 * of the line when the school has a line of its own ("Bachelor, Computer Science Honours" over "McMaster
 * University"); a place or another school ends it. Without a known school the last piece is taken to be the
 * school, so only one piece may join ("Abitur, Gimnazija Murska Sobota, 1990").
 */
function subjectAfter(degree: Piece, institution: Piece | undefined, pieces: Piece[]): Piece[] {
  const at = pieces.indexOf(degree);
  const next = pieces[at + 1];
  if (!institution) {
    const schoolLeft = pieces.length > at + 2;
    const joins = next && schoolLeft && next.line === degree.line && !hasInstitutionWord(next.text) && !isDegree(next.text) && !isLocation(next.text) && !hasCompanyWord(next.text) && next.text.split(/\s+/).length <= 6;
    return joins ? [next] : [];
  }
  const subject: Piece[] = [];
  // A faculty between the degree and its university is part of what the degree names.
  const schoolAhead = institution.line === degree.line && pieces.indexOf(institution) > at;
  for (const piece of pieces.slice(at + 1)) {
    if (piece === institution || piece.line !== degree.line || (hasInstitutionWord(piece.text) && !schoolAhead) || isLocation(piece.text) || piece.text.split(/\s+/).length > 8) break;
    subject.push(piece);
  }
  return subject;
}

/** The degree and its subject as the line prints them, separators included. */
function joinOnLine(degree: Piece, subject: Piece[]): string {
  const line = degree.line.text;
  const start = line.indexOf(degree.text);
  const last = subject.at(-1)!;
  const end = start < 0 ? -1 : line.indexOf(last.text, start + degree.text.length);
  if (start >= 0 && end >= 0) return line.slice(start, end + last.text.length).trim();
  return [degree, ...subject].map((piece) => piece.text).join(', ');
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
