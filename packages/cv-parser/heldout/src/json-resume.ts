import type { Person } from '../../fixtures/src/types';

export type HeldoutLang = 'en' | 'fr' | 'de' | 'es' | 'pt' | 'it' | 'zh' | 'ja' | 'ko' | 'pl' | 'ru';

/** A fixture person whose CV may be in any of the held-out languages. */
export type HeldoutPerson = Omit<Person, 'lang'> & { lang: HeldoutLang };

/** The parts of the JSON Resume schema (jsonresume.org) the held-out CVs use; real files stray from it. */
interface JsonWork { name?: string; company?: string; position?: string; location?: string; startDate?: string; endDate?: string; summary?: unknown; highlights?: unknown; highlightGroups?: { items?: unknown }[]; positions?: JsonWork[] }
interface JsonResume {
  basics: { name?: string; label?: unknown; email?: string; phone?: string; url?: unknown; website?: unknown; summary?: unknown; location?: { address?: string; city?: string; region?: string; countryCode?: string } | string | null; profiles?: { network?: string; username?: string; url?: unknown }[]; github?: unknown; linkedin?: unknown };
  work?: JsonWork[];
  education?: { institution?: string; area?: string; studyType?: string; startDate?: string; endDate?: string; gpa?: string; score?: string }[];
  skills?: { name?: string; keywords?: unknown }[] | Record<string, unknown>;
  languages?: ({ language?: string; fluency?: string } | string)[];
  projects?: { name?: string; description?: unknown; keywords?: unknown; url?: string }[];
  certificates?: { name?: string; issuer?: string; date?: string }[];
  publications?: { name?: string; title?: string; publisher?: string; releaseDate?: string }[];
}

/** FRESH (the schema HackMyResume writes), which some people publish instead: the parts a CV prints. */
interface FreshResume {
  name?: string;
  info?: { label?: unknown; brief?: unknown };
  contact?: { email?: string; phone?: string; website?: unknown };
  location?: { address?: string; city?: string; region?: string; country?: string };
  social?: { network?: string; user?: string; url?: unknown }[];
  employment?: { history?: { employer?: string; position?: string; location?: string; start?: string; end?: string; summary?: unknown; highlights?: unknown }[] };
  education?: { history?: { institution?: string; title?: string; area?: string; studyType?: string; start?: string; end?: string; grade?: string }[] };
  skills?: { sets?: { name?: string; skills?: unknown }[]; list?: { name?: string }[] };
  languages?: { language?: string; level?: string; fluency?: string }[];
  projects?: { title?: string; name?: string; summary?: unknown; description?: unknown; keywords?: unknown; url?: string }[];
}

export interface HeldoutSource { repository: string; commit: string; path: string; language: HeldoutLang; resume: JsonResume | FreshResume }

const isFresh = (resume: JsonResume | FreshResume): resume is FreshResume => !('basics' in resume) && ('info' in resume || 'employment' in resume);

/** A FRESH file as the JSON Resume it corresponds to, field for field. */
function fromFresh(r: FreshResume): JsonResume {
  return {
    basics: {
      name: r.name, label: r.info?.label, summary: r.info?.brief, email: r.contact?.email, phone: r.contact?.phone, url: r.contact?.website,
      location: r.location ? { address: r.location.address, city: r.location.city, region: r.location.region, countryCode: r.location.country } : null,
      profiles: r.social?.map((s) => ({ network: s.network, username: s.user, url: s.url })),
    },
    work: r.employment?.history?.map((w) => ({ name: w.employer, position: w.position, location: w.location, startDate: w.start, endDate: w.end, summary: w.summary, highlights: w.highlights })),
    education: r.education?.history?.map((e) => ({ institution: e.institution, studyType: e.studyType ?? e.title, area: e.area, startDate: e.start, endDate: e.end, gpa: e.grade })),
    skills: [...(r.skills?.sets ?? []).map((set) => ({ name: set.name, keywords: set.skills })), ...(r.skills?.list ?? []).map((item) => ({ name: item.name }))],
    // FRESH names a language's level `level`; some files write JSON Resume's `fluency` instead.
    languages: r.languages?.map((l) => ({ language: l.language, fluency: l.level ?? l.fluency })),
    projects: r.projects?.map((p) => ({ name: p.title ?? p.name, description: p.summary ?? p.description, keywords: p.keywords, url: p.url })),
  };
}

/**
 * Markdown emphasis, HTML tags and line breaks, as a CV would print them: plain text on one line. A
 * placeholder its author left ("TODO", "N/A", a lone dash) is no text a CV would print.
 */
const clean = (value: unknown): string => {
  const text = typeof value === 'string' ? value.replace(/<[^>]+>/g, ' ').replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ').trim() : '';
  return /^(todo|tbd|n\/?a|[-–—.]+)$/i.test(text) ? '' : text;
};
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(clean).filter(Boolean) : []);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * JSON Resume dates as real files write them (ISO, `MM/YYYY`, `DD-MM-YYYY`, "April 2014", "Jun-2022",
 * "Present" in several languages) to the fixtures' `YYYY-MM` / `YYYY` / `present`.
 */
export function normaliseDate(raw: string | undefined, isEnd: boolean): string {
  const text = (raw ?? '').trim();
  if (!text || /^(present|now|current|heute|aktuell|jetzt|aujourd|actual|atual|obecnie|至今|現在|현재)/i.test(text)) return isEnd ? 'present' : '';
  const iso = /^(\d{4})(?:-(\d{1,2}))?/.exec(text);
  if (iso) return iso[2] ? `${iso[1]}-${iso[2].padStart(2, '0')}` : iso[1]!;
  const numeric = /^(?:\d{1,2}[-/.])?(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (numeric) return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  const named = /^([a-z]{3})[a-z]*\.?[\s-]+(\d{4})$/i.exec(text);
  const month = named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  if (named && month >= 0) return `${named[2]}-${String(month + 1).padStart(2, '0')}`;
  return text;
}

function locationOf(location: JsonResume['basics']['location']): string {
  if (!location) return '';
  if (typeof location === 'string') return clean(location);
  const place = location.city ?? location.address ?? '';
  return [place, location.region ?? (place ? '' : location.countryCode ?? '')].map(clean).filter(Boolean).join(', ');
}

function linksOf(basics: JsonResume['basics']): Person['links'] {
  const profile = (network: string) => {
    const found = basics.profiles?.find((p) => p.network?.toLowerCase() === network);
    // Some files give the profile as a field of basics ("github": "user") instead of a profile entry.
    const own = clean(basics[network as 'github' | 'linkedin']);
    if (!found) return own ? (own.includes('/') ? own : `${network}.com/${network === 'linkedin' ? 'in/' : ''}${own}`) : undefined;
    return clean(found.url) || (found.username ? `${network}.com/${network === 'linkedin' ? 'in/' : ''}${clean(found.username)}` : undefined);
  };
  return { linkedin: profile('linkedin'), github: profile('github'), website: clean(basics.url) || clean(basics.website) || undefined };
}

function rolesOf(work: JsonWork[]): Person['experiences'] {
  // One employer with several positions (a real variant of the schema) becomes one role per position.
  const flat = work.flatMap((w) => (w.positions ?? [w]).map((p) => ({ ...p, name: w.name ?? w.company, location: p.location ?? w.location })));
  return flat
    .filter((w) => clean(w.position) || clean(w.name))
    .slice(0, 6)
    .map((w) => ({
      position: clean(w.position),
      company: clean(w.name ?? w.company),
      location: clean(w.location),
      start: normaliseDate(w.startDate, false),
      end: normaliseDate(w.endDate, true),
      bullets: [...(typeof w.summary === 'string' ? [clean(w.summary)] : strings(w.summary)), ...strings(w.highlights), ...(w.highlightGroups ?? []).flatMap((g) => strings(g.items))].filter(Boolean).slice(0, 5),
    }));
}

/** Citations as a CV prints them; some files name the work `title`, and entries left empty print nothing. */
function publicationsOf(publications: NonNullable<JsonResume['publications']>): string[] | undefined {
  const cited = publications.map((p) => [p.name ?? p.title, p.publisher, p.releaseDate?.slice(0, 4)].map(clean).filter(Boolean).join(', ')).filter(Boolean);
  return cited.length > 0 ? cited.slice(0, 6) : undefined;
}

/** Maps a JSON Resume to the fixtures' person, dropping only what no layout prints. */
export function toPerson(id: string, source: HeldoutSource): HeldoutPerson {
  const r = isFresh(source.resume) ? fromFresh(source.resume) : source.resume;
  const b = r.basics;
  // Skills as an object of category to keywords is a common variant of the schema's list of groups.
  const skills = Array.isArray(r.skills) ? r.skills : Object.entries(r.skills ?? {}).map(([name, keywords]) => ({ name, keywords }));
  const grouped = skills.filter((s) => strings(s.keywords).length > 0);
  const single = skills.filter((s) => strings(s.keywords).length === 0).map((s) => clean(s.name)).filter(Boolean);
  return {
    id,
    lang: source.language,
    name: clean(b.name),
    title: clean(b.label),
    email: clean(b.email),
    phone: clean(b.phone),
    location: locationOf(b.location),
    links: linksOf(b),
    summary: Array.isArray(b.summary) ? strings(b.summary).join(' ') : clean(b.summary),
    experiences: rolesOf(r.work ?? []),
    educations: (r.education ?? []).slice(0, 4).map((d) => ({
      degree: [d.studyType, d.area].map(clean).filter(Boolean).join(', '),
      institution: clean(d.institution),
      start: normaliseDate(d.startDate, false),
      end: normaliseDate(d.endDate, false),
      gpa: clean(d.gpa ?? d.score) || undefined,
    })),
    // A very long keyword list is cut, as the brief allows; groups keep their names as categories.
    skills: [
      ...grouped.slice(0, 6).map((s) => ({ category: clean(s.name), items: strings(s.keywords).slice(0, 8) })),
      ...(single.length ? [{ category: '', items: single.slice(0, 16) }] : []),
    ],
    languages: (r.languages ?? []).map((l) => (typeof l === 'string' ? { name: clean(l), level: '' } : { name: clean(l.language), level: clean(l.fluency) })).filter((l) => l.name),
    projects: r.projects?.length ? r.projects.slice(0, 4).filter((p) => clean(p.name)).map((p) => ({ name: clean(p.name), description: clean(p.description), technologies: strings(p.keywords), url: p.url })) : undefined,
    certifications: r.certificates?.length ? r.certificates.slice(0, 6).map((c) => ({ title: clean(c.name), institute: clean(c.issuer), date: normaliseDate(c.date, false) })) : undefined,
    publications: publicationsOf(r.publications ?? []),
  };
}
