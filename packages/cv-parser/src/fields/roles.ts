import type { ParsedEducation, ParsedExperience } from '@folio/schema';
import type { CvLine } from '../types';
import { isHeaderLike, splitEntries, splitUndatedEntries, type EntryBlock } from './entries';
import { EMPLOYMENT_TERMS, headerPieces, type Piece } from './pieces';
import { hasCompanyWord, hasInstitutionWord, hasTitleWord, isDegree, isLocation } from './vocabulary';

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
  const pieces = headerPieces(block.header, block.date).filter((piece) => !EMPLOYMENT_TERMS.test(piece.text) || isLocation(piece.text));
  let location = '';
  const rest: Piece[] = [];
  for (const piece of pieces) {
    if (!location && isLocation(piece.text) && pieces.length > 1) {
      location = piece.text;
      fields.location = { confidence: 0.8, source: piece.line.text };
    } else rest.push(piece);
  }
  let position: Piece | undefined;
  let company: Piece | undefined;
  const titled = rest.filter((piece) => hasTitleWord(piece.text) && !piece.afterAt);
  const companies = rest.filter((piece) => piece.afterAt || (hasCompanyWord(piece.text) && !hasTitleWord(piece.text)));
  // "Studio Tecnico Ferraris" has a role word too; a piece without a company word is the likelier title.
  position = titled.find((piece) => !hasCompanyWord(piece.text)) ?? titled[0];
  company = companies.find((piece) => piece !== position) ?? rest.find((piece) => piece !== position);
  if (!position) {
    // No title word: CVs put the title first more often than the company, unless the first piece is clearly a company.
    position = rest.find((piece) => piece !== company && !companies.includes(piece));
    if (position && company && rest.indexOf(position) > rest.indexOf(company) && !companies.includes(company)) {
      [position, company] = [company, position];
    }
  }
  if (!location && position && company) {
    // What is left besides title and employer is usually the place ("Salford", "Remote").
    const leftover = rest.find((piece) => piece !== position && piece !== company && piece.text.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(piece.text));
    if (leftover && !hasTitleWord(leftover.text) && !hasCompanyWord(leftover.text)) {
      location = leftover.text;
      fields.location = { confidence: 0.6, source: leftover.line.text };
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

const GPA_RE = /\b(?:c?gpa|grade|note|nota|voto|moyenne|mention|durchschnitt|abschlussnote|media)\b\s*[:-]?\s*([\d.,]+(?:\s*\/\s*[\d.,]+)?(?:\s*(?:cum laude|e lode))?)|\b(\d(?:[.,]\d{1,2})?\s*\/\s*(?:4|5|10|20)(?:[.,]0{1,2})?|1[01]0\s*\/\s*110(?:\s*e lode)?)\b/i;

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

/**
 * A grade printed bare beside the school, as many CV designs do ("MIT · 3.8", "Politecnico (110/110 con lode)",
 * "HPI, 1.2 (A)", "3.50 CGPA"): a number that is no year, with an optional scale, percentage or honours.
 */
const BARE_GRADE_RE = /^(?!(?:19|20)\d\d\b)\d{1,3}(?:[.,]\d{1,2})?(?:\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?)?(?:\s*%|\s*\[[^\]]{1,12}\]|\s*\((?:\p{Lu}|[^()]{1,8}%)\)|\s*c?gpa|\s+(?:con lode|cum laude|e lode))*$/iu;

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
      gpa = (match[1] ?? match[2] ?? match[0]).trim();
      fields.gpa = { confidence: 0.85, source: line.text };
    }
  }
  const headerParts = headerPieces(block.header, block.date);
  if (!gpa) {
    // The last piece of a header line, or a bracket closing it, holding only a grade.
    for (const piece of headerParts) {
      const bracket = /\(([^()]+(?:\([^()]*\))?)\)\s*$/.exec(piece.text);
      const candidate = BARE_GRADE_RE.test(piece.text.trim()) ? piece.text.trim() : bracket && BARE_GRADE_RE.test(bracket[1]!.trim()) ? bracket[1]!.trim() : '';
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
  for (const piece of pieces) {
    if (!institution && hasInstitutionWord(piece.text) && !isDegree(piece.text)) institution = piece;
    else if (!degree && isDegree(piece.text)) degree = piece;
  }
  // "Master of Science, Computer Science", "Diplom, Informatik": the subject set right after the degree on its line
  // belongs to it (unless the degree already names one: "BSc in Physics").
  let subjectJoined = false;
  if (degree && isDegree(degree.text) && !/\s(?:in|en|em|of|de|di)\s+\p{Lu}/u.test(degree.text.replace(/^(?:master|bachelor|doctor|licence|diploma)\s+(?:of|en|de)\s+(?:science|arts|engineering|philosophy|laws|business administration|sciences|ciências|ciencias)\b/i, ''))) {
    const next = pieces[pieces.indexOf(degree) + 1];
    // In "Abitur, Gimnazija Murska Sobota, 1990" the last piece is the school, so it is no subject.
    const schoolLeft = institution !== undefined || pieces.length > pieces.indexOf(degree) + 2;
    if (next && schoolLeft && next !== institution && next.line === degree.line && !hasInstitutionWord(next.text) && !isDegree(next.text) && !isLocation(next.text) && !hasCompanyWord(next.text) && next.text.split(/\s+/).length <= 6) {
      const at = pieces.indexOf(degree);
      degree = { ...degree, text: `${degree.text}, ${next.text}` };
      pieces.splice(at, 2, degree);
      subjectJoined = true;
    }
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

function round(value: number) {
  return Math.round(value * 100) / 100;
}
