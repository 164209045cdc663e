import type { ParsedLanguage, ParsedPublication, ParsedSkill, ParsedTraining } from '@folio/schema';
import type { CvLine } from '../types';
import { classifyHeading } from '../sections/headings';
import { findDateRange, removeDate } from './dates';
import { mergeContinuations } from './entries';
import { headerPieces } from './pieces';
import { foldWord, hasCompanyWord, hasInstitutionWord } from './vocabulary';

const LEVEL_WORDS =
  /^(?:beginner|basic|basics|elementary|intermediate|upper[- ]intermediate|advanced|expert|proficient|fluent|native|native speaker|mother tongue|bilingual|professional(?: working)?(?: proficiency)?|full professional proficiency|limited working proficiency|working knowledge|conversational|good|very good|excellent|strong|[abc][12](?:\s*\/\s*[abc][12])?(?:\s*\(.*\))?|notions|debutant|débutant|intermediaire|intermédiaire|avance|avancé|courant|bilingue|langue maternelle|maternelle|natif|native|scolaire|grundkenntnisse|gute kenntnisse|sehr gute kenntnisse|gut|sehr gut|fliessend|fließend|verhandlungssicher|muttersprache|muttersprachlich|basico|básico|intermedio|avanzado|nativo|nativa|lengua materna|fluido|fluida|intermediario|intermediário|avancado|avançado|fluente|lingua materna|madrelingua|base|avanzato|ottimo|buono|scolastico|moedertaal|vloeiend|goed|zeer goed|basiskennis|gevorderd|ojczysty|ojczysta|biegły|biegly|biegle|biegła|dobry|dobra|podstawowy|podstawowa|zaawansowany|komunikatywny|родной|свободно|свободный|свободное владение|продвинутый|средний|базовый|разговорный|беглый|full professional|elementary proficiency|native or bilingual(?: proficiency)?|muttersprachler|muttersprachlerin|fließend in wort und schrift|fliessend in wort und schrift|bonne maîtrise|bonne maitrise|maîtrise|maitrise|nível básico|nível intermediário|nível avançado|nivel básico|nivel intermedio|nivel avanzado|pre-intermediate|basic knowledge|native language|first language|business fluent|business|alto|medio|bajo|технический|네이티브|日常会話レベル|toeic \d{3}|母语|母語|中等|初级|中级|高级|初級|中級|上級|熟练|熟練|基礎|商務|日常會話|日常会话|专业工作能力|專業工作能力|工作语言|工作語言|流利|熟练|精通|良好|一般|基础|商务|ネイティブ|ビジネスレベル|日常会話|流暢|母国語|모국어|원어민|유창|상급|능숙|기초|비즈니스|중급|초급|고급|\d+\+?\s*(?:years?|yrs?|ans|jahre|años|anos|anni))$/i;

/** A level, a CEFR grade after it ("Intermediate (B1)") or before it ("B2 - Upper Intermediate") included. */
function isLevel(text: string): boolean {
  const bare = text.trim().replace(/\s*\([abc][12]\)$/i, '').replace(/^[abc][12]\s*[-–—:]\s*/i, '');
  return LEVEL_WORDS.test(bare) || LEVEL_WORDS.test(text.trim());
}

const RATING_GLYPHS = /[●○◉◎•◦★☆▪▫■□⬤]{2,}|\s*\d(?:[.,]\d)?\s*\/\s*(?:5|10)\s*$/u;

/** `text` cut at each `separator` character outside parentheses and brackets. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[' || char === '（') depth++;
    if (char === ')' || char === ']' || char === '）') depth = Math.max(0, depth - 1);
    if (depth === 0 && separator.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

/**
 * Splits on commas, semicolons, bullets and pipes, but not inside parentheses ("AWS (EC2, S3)"). A list
 * whose items are set apart by commas keeps a pipe or a spaced slash inside an item: in "HTML / CSS, React |
 * Next" the comma separates and the slash pairs alternatives; without commas the pipe and slash separate.
 */
export function splitItems(text: string): string[] {
  const byStrong = splitOutsideBrackets(text, /[,;•·▪◦、，；]/);
  const items = byStrong.length > 1 ? byStrong : splitOutsideBrackets(text, /[,;•·|▪◦、，；｜]/).flatMap((item) => item.split(/\s+\/\s+/));
  return items
    .map((item) => item.trim().replace(/^(?:and|und|et|y|e)\s+/i, '').replace(/[.]$/, '').trim())
    .filter((item) => item !== '');
}

/** "Python (expert)", "German – B2", "SQL: advanced": the name and its level. */
export function splitLevel(item: string): { name: string; level: string } {
  const cleaned = item.replace(RATING_GLYPHS, '').trim();
  // The dash first: in "English — Intermediate (B1)" the bracket belongs to the level.
  const dash = /^(.+?)\s*(?:[:–—]|\s-\s)\s*(.+)$/.exec(cleaned);
  if (dash && isLevel(dash[2]!.trim())) return { name: dash[1]!.trim(), level: dash[2]!.trim() };
  const paren = /^(.+?)\s*[([（]((?:[^()\]）]|\([^()]*\))+)[)\]）]$/.exec(cleaned);
  if (paren && isLevel(paren[2]!.trim())) return { name: paren[1]!.trim(), level: paren[2]!.trim() };
  const trailing = /^(\p{L}[\p{L}-]*)\s+(.+)$/u.exec(cleaned);
  if (trailing && isLevel(trailing[2]!.trim()) && SPOKEN.has(foldWord(trailing[1]!))) {
    return { name: trailing[1]!, level: trailing[2]!.trim() };
  }
  return { name: cleaned, level: '' };
}

const SPOKEN = new Set(
  ('english french german spanish portuguese italian dutch russian chinese mandarin cantonese japanese korean arabic hindi ' +
    'urdu bengali turkish polish swedish norwegian danish finnish greek hebrew czech hungarian romanian ukrainian catalan ' +
    'basque galician vietnamese thai indonesian malay persian farsi swahili tamil punjabi croatian serbian slovak slovenian ' +
    'bulgarian luxembourgish irish welsh latin ' +
    'anglais francais allemand espagnol portugais italien neerlandais russe chinois japonais arabe ' +
    'englisch franzosisch deutsch spanisch portugiesisch italienisch niederlandisch russisch chinesisch japanisch arabisch ' +
    'ingles frances aleman espanol portugues italiano holandes ruso chino japones arabe catalan ' +
    'ingles frances alemao espanhol portugues italiano ' +
    'inglese francese tedesco spagnolo portoghese italiano olandese russo cinese giapponese arabo ' +
    'nederlands engels duits frans spaans italiaans polski angielski niemiecki francuski hiszpanski rosyjski włoski ' +
    'русский английский немецкий французский испанский китайский украинский ' +
    '英语 汉语 中文 普通话 日语 韩语 法语 德语 粤语 英語 日本語 中国語 韓国語 ドイツ語 フランス語 영어 한국어 일본어 중국어 독일어 프랑스어')
    .split(/\s+/)
    // Folded as the names they are compared with ("русский" loses the breve of its й, "włoski" keeps its ł).
    .map(foldWord),
);

export function isSpokenLanguage(name: string): boolean {
  return SPOKEN.has(foldWord(name.split(/\s+/)[0] ?? ''));
}

/** ISO 639-1 codes, which some CVs give for a language's name under a languages heading ("pt — Fluente", "en (C1)"). */
const LANGUAGE_CODES = new Set(
  ('en fr de es pt it nl pl ru zh ja ko ar hi ur bn tr sv no nb nn da fi el he cs hu ro uk ca eu gl vi th id ms fa sw ta pa hr sr ' +
    'sk sl bg lb ga cy la et lv lt is mt sq mk bs be ka hy az kk uz tl br').split(' '),
);

/** A language's name, or its ISO code, as an item of the languages section gives it. */
function isLanguageName(name: string): boolean {
  return isSpokenLanguage(name) || LANGUAGE_CODES.has(name.trim());
}

/** "Languages: Python, Go" inside skills is a skill group; "Languages: English (C2), French" is spoken languages. */
export function readSkills(lines: CvLine[]): { skills: ParsedSkill[]; languages: ParsedLanguage[] } {
  const skills: ParsedSkill[] = [];
  const languages: ParsedLanguage[] = [];
  let groupHeading = '';
  for (const line of mergeContinuations(lines, { listItems: true })) {
    let category = '';
    let text = line.segments.join(', ');
    const colon = /^([^:：,，]{2,40})[:：]\s*(.*)$/.exec(line.text);
    if (colon && colon[1]!.split(/\s+/).length <= 4) {
      category = colon[1]!.trim();
      text = colon[2]!;
    } else if (line.lead && line.lead.split(/\s+/).length <= 3 && line.text.startsWith(line.lead) && /,/.test(line.text.slice(line.lead.length))) {
      // "**Languages** Python, Scala": a bold group name run into its items.
      category = line.lead;
      text = line.text.slice(line.lead.length);
    } else if (line.segments.length === 2 && isLevel(line.segments[1]!.trim()) && line.segments[0]!.split(/\s+/).length <= 4) {
      // "Python | Expert" in two cells: one skill and its level.
      skills.push({ name: line.segments[0]!.trim(), level: line.segments[1]!.trim(), ...(groupHeading ? { category: groupHeading } : {}), confidence: 0.85, source: line.text });
      continue;
    } else if (
      line.segments.length === 2 &&
      line.segments[0]!.split(/\s+/).length <= 3 &&
      !isLevel(line.segments[1]!.trim()) &&
      // A group name beside its list, not two skills side by side in a grid.
      (/[,;•·|]/.test(line.segments[1]!) || line.bold || line.lead !== undefined)
    ) {
      category = line.segments[0]!;
      text = line.segments[1]!;
    } else if (!line.bullet && (line.bold || line.headingHint) && !/[,;]/.test(line.text) && line.text.split(/\s+/).length <= 4) {
      // A bold group title on its own line heads the lines below it.
      groupHeading = line.text.replace(/:$/, '');
      continue;
    }
    category ||= groupHeading;
    if (!text.trim()) {
      groupHeading = category;
      continue;
    }
    const items = splitItems(text).map(splitLevel);
    const spoken = category && classifyHeading(category) === 'languages' && items.every((item) => isSpokenLanguage(item.name));
    for (const item of items) {
      if (item.name.length > 80) continue;
      if (spoken) languages.push({ name: item.name, level: item.level, confidence: 0.85, source: line.text });
      else {
        skills.push({
          name: item.name,
          ...(item.level ? { level: item.level } : {}),
          ...(category ? { category } : {}),
          confidence: item.name.split(/\s+/).length <= 4 ? 0.85 : 0.6,
          source: line.text,
        });
      }
    }
  }
  return { skills, languages };
}

export function readLanguages(lines: CvLine[]): ParsedLanguage[] {
  const languages: ParsedLanguage[] = [];
  for (const line of joinWrappedLanguages(lines)) {
    // "Fluent: French, Spanish": the level first, then the languages that have it.
    const byLevel = /^([^:：]{2,40})[:：]\s*(.+)$/.exec(line.text);
    if (byLevel && isLevel(byLevel[1]!.trim()) && splitItems(byLevel[2]!).every(isSpokenLanguage)) {
      for (const name of splitItems(byLevel[2]!)) languages.push({ name, level: byLevel[1]!.trim(), confidence: 0.85, source: line.text });
      continue;
    }
    // "English    Native" in two cells, or "English (C2), French (B1)" on one line.
    const items =
      line.segments.length === 2 && isLevel(line.segments[1]!.trim())
        ? [{ name: line.segments[0]!, level: line.segments[1]! }]
        : splitItems(line.segments.join(', ')).map(splitLevel);
    for (const raw of items) {
      const previous = languages.at(-1);
      // "Inglese (C2 (lettura/ascolto), B2 (produzione scritta e orale))": a CEFR grade after a comma goes on the level before it.
      if (!raw.level && previous?.level && previous.source === line.text && /^[ABC][12]\b/.test(raw.name)) {
        previous.level = `${previous.level}, ${raw.name}`;
        continue;
      }
      // "Anglais (Compétence professionnelle)", "English (Fluent (TOEIC: 970/990))": after a language name, the bracket is its level.
      const bracket = /^([\p{L} -]+?)\s*[(（](.+)[)）]$/u.exec(raw.name);
      // "Anglais : courant (TOEIC 950)": after a language name, whatever follows is its level.
      const labelled = /^([\p{L}() -]+?)\s*(?::|–|—|\s-\s)\s*(.+)$/u.exec(raw.name);
      const item = !raw.level && bracket && isLanguageName(bracket[1]!)
        ? { name: bracket[1]!.trim(), level: bracket[2]!.trim() }
        : !raw.level && labelled && isLanguageName(labelled[1]!) ? { name: labelled[1]!.trim(), level: labelled[2]!.trim() } : raw;
      const name = item.name.replace(/^[^:]+:\s*/, '').trim();
      if (!name || name.split(/\s+/).length > 4) continue;
      languages.push({ name, level: item.level, confidence: isSpokenLanguage(name) ? 0.9 : 0.6, source: line.text });
    }
  }
  return languages;
}

/**
 * A language line that wrapped in a narrow column: "Français (Langue" over "maternelle)", "Mandarin Chinesisch —"
 * over "Elementary", "Mandarin Chinesisch" over "(Elementary)". A bracket left open, a dash or colon at the end,
 * or a bracket or lower-case word at the start of the next line joins the two.
 */
function joinWrappedLanguages(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const open = last !== undefined && (last.text.match(/[(（]/g) ?? []).length > (last.text.match(/[)）]/g) ?? []).length;
    // Spanish, French or Italian write a language's name in lower case ("inglés — Excelente"): that starts an item.
    const ownItem = isLanguageName(line.text.trim().split(/\s*(?:[:：–—(（,]|\s-\s)/)[0]!.trim());
    const goesOn = last !== undefined && !line.bullet && (open || /[–—:,-]\s*$/.test(last.text) || /^[(（]/.test(line.text.trim()) || (/^\p{Ll}/u.test(line.text.trim()) && !ownItem));
    if (last && goesOn && last.segments.length === 1 && line.segments.length === 1) {
      const text = `${last.text.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...last, text, segments: [text] };
    } else out.push(line);
  }
  return out;
}

const ISSUERS = /\b(aws|amazon web services|google|microsoft|coursera|udemy|edx|cisco|pmi|scrum\.org|scrum alliance|oracle|comptia|isc2|isaca|axelos|linux foundation|cncf|hashicorp|salesforce|red hat|ibm|meta|stanford|hubspot|deeplearning\.ai|datacamp|iso|tuv|tüv|ihk|goethe|cambridge|toefl|ielts|dele|delf|dalf)\b/i;

/** "…, Databricks2026-08": a date run into the word before it, as Word prints a right-floated date converted from HTML. */
const GLUED_DATE = /(\p{L})((?:19|20)\d{2}[-/.](?:0[1-9]|1[0-2]))$/u;

export function readTrainings(lines: CvLine[]): ParsedTraining[] {
  const trainings: ParsedTraining[] = [];
  const unglued = lines.map((line) => {
    const text = line.text.trim().replace(GLUED_DATE, '$1 $2');
    return text !== line.text.trim() && line.segments.length === 1 ? { ...line, text, segments: [text] } : line;
  });
  for (const line of mergeContinuations(unglued, { datedItems: true })) {
    const date = findDateRange(line.text);
    const previous = trainings.at(-1);
    // An issuer alone on the line under a title completes that title.
    if (previous && !previous.institute && !date && line.text.split(/\s+/).length <= 5 && (ISSUERS.test(line.text) || hasCompanyWord(line.text) || hasInstitutionWord(line.text))) {
      previous.institute = line.text.trim();
      previous.fields.institute = { confidence: 0.7, source: line.text };
      continue;
    }
    if (previous && !previous.date && date && removeDate(line.text, date) === '') {
      previous.date = date.end && date.end !== 'present' ? date.end : date.start;
      continue;
    }
    // "Title (Issuer, 2021)": the bracket holds the issuer.
    const bracketed = line.text.replace(/\s*\(([^()]+)\)\s*$/, ' | $1');
    const pieces = headerPieces([{ ...line, text: bracketed, segments: [bracketed] }], date).map((piece) => piece.text);
    // "Title, Issuer" is the common order; a trailing "Specialty" or "Associate" is part of the title.
    const issuerAt = pieces.length >= 2 && looksLikeIssuer(pieces.at(-1)!) ? pieces.length - 1 : -1;
    const institute = issuerAt > 0 ? pieces[issuerAt]! : '';
    // The title keeps its own punctuation ("Data Analytics – Specialty"); only issuer and date come off.
    const withoutDate = (date ? removeDate(bracketed, date) : bracketed).replace(/\s*\|\s*$/, '');
    const cut = institute ? withoutDate.lastIndexOf(institute) : -1;
    const title = (cut > 0 ? withoutDate.slice(0, cut) : withoutDate).replace(/[\s,;:|–—-]+$/, '').trim();
    if (!title) continue;
    const fields: ParsedTraining['fields'] = { title: { confidence: 0.85, source: line.text } };
    if (institute) fields.institute = { confidence: ISSUERS.test(institute) ? 0.9 : 0.65, source: line.text };
    if (date) fields.date = { confidence: 0.9, source: line.text };
    trainings.push({
      title,
      institute,
      date: date ? (date.end && date.end !== 'present' ? date.end : date.start) : '',
      confidence: institute ? 0.85 : 0.7,
      fields,
    });
  }
  return trainings;
}

export function readPublications(lines: CvLine[]): ParsedPublication[] {
  // A citation runs over several lines, full stops included; a new one starts with a bullet, a
  // number, an author ("Voss, H.") or a gap.
  const items: CvLine[] = [];
  for (const line of lines) {
    const last = items.at(-1);
    // A citation closed by its year ("…, Computer Networks, 2025") ends there.
    const closed = last !== undefined && /(?:^|[\s,(])(?:19[5-9]\d|20[0-4]\d)[).]?$/.test(last.text.trim());
    const starts = closed || line.bullet || /^\[?\d{1,3}[.)\]]\s/.test(line.text) || /^\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}\.|\p{Lu}\p{Ll}+)/u.test(line.text) || line.gapAbove >= 0.5;
    if (last && !starts) {
      const text = `${last.text} ${line.text}`;
      items[items.length - 1] = { ...last, text, segments: [text] };
    } else items.push(line);
  }
  return items.map((line) => {
    const years = [...line.text.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((match) => match[1]!);
    return { title: line.segments.join(' '), date: years.at(-1) ?? '', confidence: 0.8, source: line.text };
  });
}

/** Words that close a certificate's own name ("…, Associate"), not an issuer's. */
const CERTIFICATE_LEVELS = /^(?:associate|professional|specialty|speciality|expert|foundations?|practitioner|advanced|basic|intermediate|beginner|fundamentals|essentials|level\s*\d|[ivx]+|\d+)$/i;

/** Bodies that award certificates in scripts without capitals: "한국산업인력공단", "中国电子学会", "情報処理推進機構". */
const CJK_ISSUERS = /(?:공단|협회|학회|재단|진흥원|공사|위원회|센터|协会|学会|委员会|中心|基金会|協会|學會|委員會|財団|機構|推進機構|省|庁|部)$/u;

function looksLikeIssuer(text: string): boolean {
  if (ISSUERS.test(text) || hasCompanyWord(text) || hasInstitutionWord(text) || CJK_ISSUERS.test(text.trim())) return true;
  // One capitalised name after the title: "Cloud DevOps Engineer, Udacity".
  if (/^\p{Lu}[\p{L}\d.&'’-]{2,}$/u.test(text) && !CERTIFICATE_LEVELS.test(text)) return true;
  const words = text.split(/\s+/).filter((word) => word.length > 3);
  return words.length >= 2 && words.filter((word) => /^\p{Lu}/u.test(word)).length >= words.length / 2;
}
