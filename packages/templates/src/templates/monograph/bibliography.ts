import type { Project } from '@folio/schema';
import { safeHref } from '../../lib/links';
import { textBlocks } from '../../lib/text';
import { categoryName } from '../../sections/projects';

/** A run of an author list: the owner's own name is marked so the page can set it apart. */
export interface AuthorRun {
  text: string;
  owner: boolean;
}

export interface Reference {
  project: Project;
  /** Its number in the bibliography: the newest carries the highest, as in a CV's publication list. */
  number: number;
  /** The venue (journal, press, conference): the date field without its year. */
  venue: string;
  /** The year as printed at the end of the citation ('2023', 'in press'), or '' when undated. */
  year: string;
  /** The byline, when the description opens with one; null when it does not. */
  authors: AuthorRun[] | null;
  /** What the description says after the byline (an abstract, a note). */
  note: string;
  links: { href: string; label: string; kind: 'doi' | 'paper' | 'code' }[];
}

export interface YearGroup {
  /** The margin note: '2023', 'In press', 'Undated'. */
  label: string;
  references: Reference[];
}

const pressWords = /\b(?:in press|forthcoming|to appear|accepted|under review|submitted)\b/i;
const yearPattern = /\b(1[5-9]\d{2}|20\d{2})\b/g;
const honorifics = /^(?:dr|prof|professor|mr|mrs|ms|mx|sir|dame|rev)\.?$/i;
const degrees = /^(?:phd|ph\.d\.?|md|dphil|msc|ma|ba|bsc|frs|mba)\.?,?$/i;

/** The owner's name without titles and degrees: 'Dr. Clara Whitfield, PhD' gives ['Clara', 'Whitfield']. */
export function nameParts(name: string): string[] {
  return name
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter((part) => part !== '' && !honorifics.test(part) && !degrees.test(part));
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the owner appears in a byline: the full name, 'C. Whitfield', 'C.A. Whitfield', 'Whitfield, C.',
 * 'Whitfield C.' or the surname alone, whichever comes first and longest. Empty when it is not there.
 */
export function markOwner(byline: string, ownerName: string): AuthorRun[] {
  const parts = nameParts(ownerName);
  const surname = parts.at(-1);
  if (!surname || surname.length < 2) return [{ text: byline, owner: false }];
  const initial = String.raw`\p{Lu}\.(?:\s?-?\p{Lu}\.)*`;
  const s = escape(surname);
  const pattern = new RegExp(
    [parts.length > 1 ? escape(parts.join(' ')) : null, String.raw`(?:${initial}\s?)+${s}`, String.raw`${s},?\s(?:${initial})`, String.raw`${s}`]
      .filter((alternative) => alternative !== null)
      .map((alternative) => String.raw`(?<![\p{L}])(?:${alternative})(?![\p{Ll}])`)
      .join('|'),
    'u',
  );
  const found = pattern.exec(byline);
  if (!found) return [{ text: byline, owner: false }];
  const runs: AuthorRun[] = [];
  if (found.index > 0) runs.push({ text: byline.slice(0, found.index), owner: false });
  runs.push({ text: found[0], owner: true });
  const rest = byline.slice(found.index + found[0].length);
  if (rest !== '') runs.push({ text: rest, owner: false });
  return runs;
}

/**
 * A description's byline: its first line when that names the owner or ends 'et al.'; or, when the
 * byline and the abstract share a line ('Adeyemi D., Clarke R. An audit of…'), the part up to the last
 * initial before the first sentence.
 */
export function splitByline(description: string, ownerName: string): { byline: string; note: string } | null {
  const blocks = textBlocks(description);
  const first = blocks[0];
  if (first?.kind !== 'paragraph') return null;
  const line = first.lines[0]?.trim() ?? '';
  const surname = nameParts(ownerName).at(-1) ?? '';
  const names = (value: string) => /\bet al\b/i.test(value) || (surname.length > 1 && new RegExp(String.raw`(?<![\p{L}])${escape(surname)}(?![\p{Ll}])`, 'u').test(value));
  if (line === '' || !names(line)) return null;
  const restOf = (remaining: string[]) =>
    [remaining.join('\n'), ...description.split(/\n\s*\n/).slice(1)].filter((part) => part.trim() !== '').join('\n\n');
  const byline = (value: string) => `${value.replace(/[.\s]+$/, '')}.`;
  // A byline alone on its line, the abstract after it.
  if (first.lines.length > 1 || blocks.length > 1) return { byline: byline(line), note: restOf(first.lines.slice(1)) };
  const shared = /^(.{3,300}?(?:\b\p{Lu}\.|\bet al\.))\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/u.exec(line);
  if (shared?.[1] && names(shared[1])) return { byline: shared[1], note: line.slice(shared[0].length) };
  return line.length <= 240 ? { byline: byline(line), note: '' } : null;
}

/** The year a reference is filed under, and its venue: the date without the year. */
export function yearAndVenue(project: Project): { year: string; venue: string; inPress: boolean } {
  const date = project.date.trim();
  const years = [...date.matchAll(yearPattern)].map((match) => match[1]!);
  const inPress = pressWords.test(date);
  const year = years.at(-1) ?? '';
  let venue = date;
  if (year) venue = venue.replace(new RegExp(String.raw`[\s,;:(\[]*\b${year}\b[)\]]?`), '');
  if (inPress) venue = venue.replace(pressWords, '');
  venue = venue.replace(/^[\s,;:·–—-]+|[\s,;:·–—-]+$/g, '').replace(/\(\s*\)/g, '').trim();
  if (venue === '' && project.category && !['research', 'other'].includes(project.category.toLowerCase())) venue = categoryName(project.category);
  return { year: inPress ? 'in press' : year, venue, inPress };
}

function linksOf(project: Project): Reference['links'] {
  const links: Reference['links'] = [];
  const paper = safeHref(project.implementation);
  if (paper) {
    const doi = /^https?:\/\/(?:dx\.)?doi\.org\/(10\.\S+)$/i.exec(paper);
    links.push(doi?.[1] ? { href: paper, label: `doi:${decodeURIComponent(doi[1])}`, kind: 'doi' } : { href: paper, label: 'Paper', kind: 'paper' });
  }
  const code = safeHref(project.code_url);
  if (code) links.push({ href: code, label: 'Code and data', kind: 'code' });
  return links;
}

/**
 * The projects as a bibliography: grouped by year, newest first (work in press before it, undated
 * work last), the owner's order kept within a year, numbered down from the total so the newest
 * reference carries the highest number.
 */
export function bibliography(projects: Project[], ownerName: string): YearGroup[] {
  const filed = projects.map((project, index) => ({ project, index, ...yearAndVenue(project) }));
  const rank = (item: (typeof filed)[number]) => (item.inPress ? 10_000 : item.year ? Number(item.year) : -1);
  const sorted = [...filed].sort((a, b) => rank(b) - rank(a) || a.index - b.index);
  const groups: YearGroup[] = [];
  sorted.forEach((item, at) => {
    const label = item.inPress ? 'In press' : item.year || 'Undated';
    const split = splitByline(item.project.description, ownerName);
    const reference: Reference = {
      project: item.project,
      number: sorted.length - at,
      venue: item.venue,
      year: item.year,
      authors: split ? markOwner(split.byline, ownerName) : null,
      note: split ? split.note : item.project.description,
      links: linksOf(item.project),
    };
    const last = groups.at(-1);
    if (last?.label === label) last.references.push(reference);
    else groups.push({ label, references: [reference] });
  });
  return groups;
}
