import type { ParsedLinks, ParsedPersonalInfo } from '@folio/schema';
import { joinWrapped } from '../layout/text-lines';
import type { CvLine } from '../types';
import { classifyHeading } from '../sections/headings';
import { findDateRange } from './dates';
import { findEmail, findPhone, findUrls, linkKind, normaliseUrl, splitContactParts, stripLabel } from './contact';
import { hasCompanyWord, hasTitleWord, isLocation } from './vocabulary';

type Fields = ParsedPersonalInfo['fields'];

export interface PersonalResult {
  info: ParsedPersonalInfo;
  /** Lines of the header that were used, so the rest can be reported as unplaced. */
  used: Set<CvLine>;
}

const NAME_RE = /^[\p{Lu}][\p{L}'’.-]*(?:\s+(?:[\p{Lu}][\p{L}'’.-]*|de|da|di|del|della|van|von|der|den|du|la|le|dos|das|y|e|bin|al|ibn)){1,4}$/u;

/** Document titles that sit where a name would. */
const DOCUMENT_TITLE = /^(curriculum vitae|curriculum|resume|résumé|cv|c\.v\.|lebenslauf|hoja de vida|currículo|curriculo|currículum|curriculum vitæ|резюме|życiorys|个人简历|简历|履歷|履歴書|職務経歴書|이력서|자기소개서)$/i;

/** A Chinese, Japanese or Korean name: two to four Han or Hangul characters, the family name sometimes set apart. */
const CJK_NAME_RE = /^(?:\p{Script=Han}{2,4}|\p{Script=Han}{1,2}[\s\u3000]\p{Script=Han}{1,3}|\p{Script=Hangul}{2,4}|\p{Script=Hangul}{1,2}\s\p{Script=Hangul}{1,3})$/u;

/** Letters after a name: "Jane Doe, MBA, CPA", "John Smith PhD". */
const CREDENTIALS = /(?:,?\s+(?:ph\.?\s?d|m\.?d|mba|msc|m\.sc|bsc|b\.sc|cpa|cfa|pmp|rn|pe|p\.eng|dr|jr|sr|esq|frcs|mrcp|acca|aca)\.?)+$/i;

/** A name with its reading or romanisation after it: "打田 裕馬 (Yuma Uchida)", "Wang Xiaoming (王小明)", "山田 太郎 (ヤマダ タロウ)". */
const ALIAS = /^(.+?)\s*[(（]([^()（）]+)[)）]$/u;
/** The same without brackets, the two names in two scripts: "Abraham Yang 杨杨", "王小明 Xiaoming Wang". */
const SCRIPT_ALIAS = /^(\p{Script=Latin}[\p{Script=Latin}\s'’.-]+?)\s+([\p{Script=Han}\p{Script=Hangul}]{2,4})$|^([\p{Script=Han}\p{Script=Hangul}]{2,4})\s+(\p{Script=Latin}[\p{Script=Latin}\s'’.-]+)$/u;

/** A Japanese name's reading in kana, as furigana is printed beside it: "ヤマダ タロウ", "やまだ・たろう". */
const KANA_READING_RE = /^[\p{Script=Katakana}\p{Script=Hiragana}ー][\p{Script=Katakana}\p{Script=Hiragana}ー・\s\u3000]{1,15}$/u;

function isNameLike(text: string): boolean {
  if (DOCUMENT_TITLE.test(text.trim())) return false;
  const alias = ALIAS.exec(text.trim())?.slice(1) ?? SCRIPT_ALIAS.exec(text.trim())?.slice(1).filter(Boolean);
  if (alias && CJK_NAME_RE.test(alias[0]!.trim()) && KANA_READING_RE.test(alias[1]!.trim())) return isNameLike(alias[0]!);
  if (alias) return isNameLike(alias[0]!) && isNameLike(alias[1]!);
  const cleaned = text.replace(CREDENTIALS, '').trim();
  if (CJK_NAME_RE.test(cleaned)) return classifyHeading(cleaned) === null && !isLocation(cleaned) && !hasTitleWord(cleaned) && !hasCompanyWord(cleaned);
  if (!NAME_RE.test(cleaned) || cleaned.length > 45) return false;
  return classifyHeading(cleaned) === null && !isLocation(cleaned);
}

/** "姓名：王小明", "Name: Jane Doe": a labelled name, as Chinese, Japanese and Korean CVs often print it. */
const NAME_LABEL = /^(?:name|full name|nom|nome|nombre|naam|imię i nazwisko|имя|фио|姓名|氏名|名前|이름|성명)\s*[:：]\s*/i;

/** The parts of a line's first segment, a name label removed. */
function nameParts(line: CvLine): string[] {
  return splitContactParts((line.segments[0] ?? line.text).replace(NAME_LABEL, ''));
}

function titleCase(text: string) {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Reads name, headline and contact details from the top of the CV (and any contact section), and
 * falls back to the whole document for an e-mail, phone or profile link printed elsewhere.
 */
export function readPersonalInfo(rawHeader: CvLine[], summaryLines: CvLine[], allLines: CvLine[]): PersonalResult {
  const joined = new Map<CvLine, CvLine[]>();
  const header = joinSplitName(joinBrokenUrls(rawHeader, joined), joined);
  const used = new Set<CvLine>();
  const fields: Fields = {};
  const info: ParsedPersonalInfo = {
    name: '', title: '', email: '', phone: '', location: '', summary: '',
    links: { linkedin: '', github: '', website: '', other: [] }, fields,
  };

  // The name: the biggest name-like line near the top, since designers set it largest.
  const candidates = header.slice(0, 8).filter((line) => isNameLike(nameParts(line)[0] ?? ''));
  // Biggest first; at equal size a line without job words ("Senior Engineer" is name-shaped too).
  const jobLike = (line: CvLine) => (hasTitleWord(line.text) || hasCompanyWord(line.text) ? 1 : 0);
  const nameLine = [...candidates].sort((a, b) => b.size - a.size || jobLike(a) - jobLike(b) || header.indexOf(a) - header.indexOf(b))[0];
  if (nameLine) {
    const parts = nameParts(nameLine);
    info.name = titleCase(parts[0]!.replace(CREDENTIALS, '').trim());
    const biggest = nameLine.size >= Math.max(...header.map((line) => line.size));
    fields.name = { confidence: biggest && header.indexOf(nameLine) < 3 ? 0.95 : 0.75, source: nameLine.text };
    used.add(nameLine);
    // "Jane Doe | Data Engineer" on one line.
    // The rest of the name's row: "Jane Doe | Data Engineer", or contact details set beside the name.
    const rest = [...parts.slice(1), ...nameLine.segments.slice(1).flatMap(splitContactParts)];
    for (const part of rest) {
      if (readContactPart(part, nameLine, info)) continue;
      if (!info.title && hasTitleWord(part)) {
        info.title = part;
        fields.title = { confidence: 0.8, source: nameLine.text };
      }
    }
  }

  for (const line of header) {
    if (line === nameLine) continue;
    if (DOCUMENT_TITLE.test(line.text.trim())) {
      used.add(line);
      continue;
    }
    const parts = withLabels(line.segments.flatMap(splitContactParts));
    const left = parts.filter((part) => !readContactPart(part, line, info));
    if (left.length === parts.length) continue;
    used.add(line);
    // "Data Engineer · jane@x.com · Berlin": the part that is not contact is the headline.
    const headline = left.find((part) => hasTitleWord(part) && part.split(/\s+/).length <= 8);
    if (headline && !info.title) {
      info.title = headline;
      fields.title = { confidence: 0.8, source: line.text };
    }
  }

  // The headline: the first short line after the name that is neither contact nor a sentence.
  if (!info.title) {
    const start = nameLine ? header.indexOf(nameLine) + 1 : 0;
    // Contact lines between the name and the headline do not count against the window.
    const before = nameLine ? header.slice(0, header.indexOf(nameLine)).filter((candidate) => hasTitleWord(candidate.text)).slice(-1) : [];
    for (const line of [...header.slice(start).filter((candidate) => !used.has(candidate)).slice(0, 3), ...before]) {
      const text = line.text.trim();
      // Right under the name a headline may run longer ("Ingeniero de Software Senior | Sistemas Distribuidos - Plataformas de Datos").
      const most = header.indexOf(line) === start && hasTitleWord(text) ? 16 : 10;
      if (text.split(/\s+/).length > most || /[.]$/.test(text) || findDateRange(text) || classifyHeading(text)) continue;
      // Without a job word, only a short line reads as a headline; a longer one is a stray note.
      if (!hasTitleWord(text) && text.split(/\s+/).length > 4) continue;
      // A headline wrapped onto a second line in the same type: "…, Infrastructure" over "Automation Specialist".
      const next = header[header.indexOf(line) + 1];
      const wrapped = next !== undefined && !used.has(next) && next !== nameLine && Math.abs(next.size - line.size) < 0.05 && next.bold === line.bold &&
        next.gapAbove < 0.3 && next.segments.length === 1 && line.segments.length === 1 && next.text.trim().split(/\s+/).length <= 6 &&
        !/[@✉☎⌂↗]|https?:|www\.|\d{3}/.test(next.text) && !findDateRange(next.text) && classifyHeading(next.text.trim()) === null &&
        ((line.x1 > 0 && line.x1 >= (line.columnRight || 1) - 0.08) || /[-–—|,&/]$/.test(text) || /^\p{Ll}/u.test(next.text.trim()));
      const full = wrapped ? joinWrapped(text, next.text.trim()) : text;
      info.title = titleCase(full).replace(/^[|•·\-–—\s]+|[|•·\-–—\s]+$/g, '');
      fields.title = { confidence: hasTitleWord(text) ? 0.85 : 0.6, source: full };
      used.add(line);
      if (wrapped) used.add(next);
      break;
    }
  }

  // Contact details printed elsewhere (footer, sidebar without heading, last page).
  if (!info.email || !info.phone || !info.links.linkedin) {
    for (const line of allLines) {
      if (!info.email && findEmail(line.text)) readContactPart(findEmail(line.text), line, info);
      if (!info.links.linkedin && /linkedin\.com/i.test(line.text)) for (const url of findUrls(line.text)) addLink(info.links, url);
    }
  }
  if (info.email) fields.email ??= { confidence: 0.99, source: info.email };

  // Summary: its own section, or a paragraph in the header.
  const summarySource = summaryLines.length > 0 ? summaryLines : headerParagraph(header, used);
  if (summarySource.length > 0) {
    info.summary = joinParagraph(summarySource);
    fields.summary = { confidence: summaryLines.length > 0 ? 0.9 : 0.6, source: summarySource.map((l) => l.text).join('\n') };
    for (const line of summarySource) used.add(line);
  }
  // A line rebuilt from a broken link stands for the lines it was made of.
  for (const [line, parts] of joined) if (used.has(line)) for (const part of parts) used.add(part);
  return { info, used };
}

function readContactPart(raw: string, line: CvLine, info: ParsedPersonalInfo): boolean {
  const fields = info.fields;
  const { text, label } = stripLabel(raw);
  const email = findEmail(text);
  if (email) {
    if (!info.email) {
      info.email = email;
      fields.email = { confidence: 0.99, source: line.text };
    }
    return true;
  }
  const urls = findUrls(text);
  if (urls.length > 0 && urls.join('').length >= text.replace(/\s/g, '').length * 0.6) {
    for (const url of urls) addLink(info.links, url);
    fields.links ??= { confidence: 0.95, source: line.text };
    return true;
  }
  if (/^(linkedin|github)$/i.test(label) && text) {
    addLink(info.links, label === 'github' ? `github.com/${text.replace(/^@/, '')}` : `linkedin.com/in/${text}`);
    return true;
  }
  const phone = findPhone(text);
  if (phone && phone.replace(/\D/g, '').length >= text.replace(/\D/g, '').length - 1 && !/[a-z]{3,}/i.test(text.replace(/^(tel|phone|mobile)\b/i, ''))) {
    if (!info.phone) {
      info.phone = phone;
      fields.phone = { confidence: 0.95, source: line.text };
    }
    return true;
  }
  if ((/^(address|adresse|location|lieu|wohnort|ort|dirección|endereço|indirizzo)$/i.test(label) || isLocation(text)) && !info.location) {
    info.location = text;
    fields.location = { confidence: label ? 0.9 : 0.75, source: line.text };
    return true;
  }
  return false;
}

function addLink(links: ParsedLinks, raw: string) {
  const url = normaliseUrl(raw);
  const kind = linkKind(raw);
  if (kind === 'other') {
    if (!links.other.includes(url)) links.other.push(url);
  } else if (!links[kind]) {
    links[kind] = url;
  } else if (links[kind] !== url && !links.other.includes(url)) {
    links.other.push(url);
  }
}

/** Joins wrapped lines into paragraphs; bullets and blank-line breaks start new lines. */
export function joinParagraph(lines: CvLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.segments.join(' ').trim();
    const last = out.at(-1);
    if (last !== undefined && !line.bullet && line.gapAbove < 0.8) out[out.length - 1] = joinWrapped(last, text);
    else out.push(text);
  }
  return out.join('\n');
}

/** A link broken at a hyphen or slash ("github.com/jane-" / "doe") is joined back. */
function joinBrokenUrls(lines: CvLine[], joined: Map<CvLine, CvLine[]>): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    // A URL broken after a slash or a hyphen, or at the very edge of its column ("…/in/helenejo" | "nin").
    const atEdge = last !== undefined && last.x1 > 0 && last.x1 >= (last.columnRight || 1) - 0.02 && /[\w.]+\.[a-z]{2,}\/\S*$|[\w.+-]+@[\w.-]*$/i.test(last.text);
    // The rest of a URL, not a URL or a domain of its own ("www.aikotanaka.design").
    // A profile's slug may hold accented letters ("…/in/hugo-" over "enrique-gómez-pérez").
    const rest = /^[\p{L}\p{N}_\-./?=&%#~]{1,40}$/u.test(line.text) && (!/\.[a-z]{2,}/i.test(line.text) || /@[\w.-]*$/.test(last?.text ?? ''));
    if (last && (/[\w.]+\.[a-z]{2,}\/\S*[-/]$/i.test(last.text) || atEdge) && rest) {
      const text = last.text + line.text;
      const merged = { ...last, text, segments: [...last.segments.slice(0, -1), (last.segments.at(-1) ?? '') + line.text] };
      joined.set(merged, [...(joined.get(last) ?? [last]), line]);
      out[out.length - 1] = merged;
    } else out.push(line);
  }
  return out;
}

const LABEL_ONLY = /^(e-?mail|phone|tel|tél|telefon|telefone|teléfono|telefono|mobile|mobil|cell|address|adresse|dirección|endereço|indirizzo|location|web|website|linkedin|github)\s*:?$/i;

/** A label in its own cell ("Address" | "Austin, TX") applies to the next part. */
function withLabels(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const label = out.at(-1);
    if (label !== undefined && LABEL_ONLY.test(label)) out[out.length - 1] = `${label.replace(/:$/, '')}: ${part}`;
    else out.push(part);
  }
  return out;
}

/** Without a summary heading, a paragraph at the top (a line of 12+ words and the lines wrapped from it) is the summary. */
function headerParagraph(header: CvLine[], used: Set<CvLine>): CvLine[] {
  const start = header.findIndex((line) => !used.has(line) && line.text.split(/\s+/).length >= 12);
  if (start < 0) return [];
  const paragraph = [header[start]!];
  for (const line of header.slice(start + 1)) {
    if (used.has(line) || line.gapAbove >= 0.8 || findEmail(line.text) || findPhone(line.text)) break;
    paragraph.push(line);
  }
  return paragraph;
}

/** A name set in two big lines ("JANE" / "DOE") is read as one. */
function joinSplitName(lines: CvLine[], joined: Map<CvLine, CvLine[]>): CvLine[] {
  const word = /^\p{Lu}[\p{L}'’-]+$/u;
  const index = lines.slice(0, 6).findIndex((line, i) => {
    const next = lines[i + 1];
    return next !== undefined && line.size >= 1.2 && Math.abs(next.size - line.size) < 0.1 && word.test(line.text.trim()) && word.test(next.text.trim());
  });
  if (index < 0) return lines;
  const first = lines[index]!;
  const second = lines[index + 1]!;
  const text = `${first.text.trim()} ${second.text.trim()}`;
  const merged = { ...first, text, segments: [text] };
  joined.set(merged, [first, second]);
  return [...lines.slice(0, index), merged, ...lines.slice(index + 2)];
}
