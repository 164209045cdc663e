/** @jsxRuntime automatic */
import type { AcademicData, HomeSectionId } from '@folio/schema';
import type { ReactNode } from 'react';
import { fontFamilies } from '../../lib/font-catalogue';
import type { FontSpec } from '../../lib/fonts';
import { mailtoHref, safeHref, safeImageSrc } from '../../lib/links';
import {
  AboutSection,
  BlogSection,
  ContactSection,
  EducationSection,
  ExperienceSection,
  Headline,
  Portrait,
  SkillsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { UploadedImage } from '../../sections/image';
import { homeSections } from '../../sections/compose';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { bibliography, type Reference } from './bibliography';
import { monographDemo } from './demo';
import { css } from './styles';

/** Its chapters' titles: the running heads and the contents print them too. */
export const chapterTitles: Partial<Record<HomeSectionId, string>> = {
  projects: 'Publications',
  research: 'Research interests',
  about: 'Biographical note',
  experience: 'Appointments',
  training: 'Teaching',
  achievements: 'Grants and honours',
  education: 'Education',
  skills: 'Methods',
  writing: 'Essays and notes',
  contact: 'Correspondence',
};

/** I, II, III… for the chapters (a CV has fewer than forty). */
export function roman(value: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let out = '';
  for (const [size, numeral] of numerals) {
    while (rest >= size) {
      out += numeral;
      rest -= size;
    }
  }
  return out;
}

/** How many entries a chapter holds, for the contents' right-hand column; null for prose chapters. */
function entriesOf(view: SiteView, id: HomeSectionId): number | null {
  const s = view.site;
  const data = view.data.category === 'academic' ? view.data.data : null;
  const counts: Partial<Record<HomeSectionId, number>> = {
    projects: s.projects.length,
    experience: s.experiences.length,
    education: s.educations.length,
    training: s.trainings.length,
    achievements: data ? data.achievements.length : 0,
    writing: view.posts.length,
  };
  return counts[id] ?? null;
}

/**
 * Monograph: the academic's page set as a book. A title page (affiliation, name, headline, an
 * ornament, the contents with roman chapter numbers and entry counts), then the publications first as
 * a numbered bibliography grouped by year, the year a note in the wide margin, the owner's name set
 * apart in every byline; each chapter opens under a running head (the owner's name, the chapter's
 * title), as a book's pages do.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'academic' ? view.data.data : null;
  const sections = homeSections(view);
  const numerals = sections.markers((index) => roman(index + 1));
  const affiliation = s.experiences[0]?.name ?? '';
  const contactShown = ctx.contactAction !== null || s.contact.description.trim() !== '' || view.email != null || view.phone != null || s.contact.location !== '' || s.contact.available_for_freelance || ctx.cvUrl !== undefined;
  const chapter = (id: HomeSectionId, node: ReactNode) =>
    sections.has(id) && (id !== 'contact' || contactShown) ? (
      <div className="chapter">
        <p className="rh" aria-hidden="true">
          <span className="rh-verso">{view.name}</span>
          <span className="rh-recto">{chapterTitles[id]}</span>
        </p>
        {node}
      </div>
    ) : null;
  const title = (id: HomeSectionId) => ({ title: chapterTitles[id], marker: numerals[id] });
  const mail = view.email ? mailtoHref(view.email) : null;
  const profile = data ? safeHref(data.scholar_profile) : null;
  const imprint = [s.contact.location ? <span dir="auto">{s.contact.location}</span> : null, mail ? <a href={mail}>{view.email}</a> : null, profile ? <a href={profile} rel="noopener">Scholar profile</a> : null].filter((part) => part !== null);
  const contents = sections.shown.filter((id) => chapterTitles[id] !== undefined && (id !== 'contact' || contactShown));
  return (
    <>
      <header className={`title-page${view.picture ? ' has-portrait' : ''}`}>
        {affiliation ? (
          <p className="tp-house" dir="auto">
            {affiliation}
          </p>
        ) : null}
        {view.picture ? <Portrait view={view} className="portrait frontispiece" size={240} /> : null}
        <h1 className="name">{view.name}</h1>
        <Headline view={view} />
        <p className="tp-ornament" aria-hidden="true">
          ❦
        </p>
        {s.intro ? (
          <p className="intro" dir="auto">
            {s.intro}
          </p>
        ) : null}
        {imprint.length > 0 ? (
          <p className="tp-imprint">
            {imprint.map((part, index) => (
              <span key={index} className="tp-part">
                {part}
              </span>
            ))}
          </p>
        ) : null}
        {contents.length > 1 ? (
          <nav className="contents" aria-label="Contents">
            <p className="contents-title">Contents</p>
            <ol role="list">
              {contents.map((id) => {
                const count = entriesOf(view, id);
                return (
                  <li key={id}>
                    <a href={`#${id}`}>
                      <span className="toc-n" aria-hidden="true">
                        {numerals[id]}
                      </span>
                      <span className="toc-t">{chapterTitles[id]}</span>
                      {count ? (
                        <span className="toc-c">
                          {count}
                          <span className="vh"> {count === 1 ? 'entry' : 'entries'}</span>
                        </span>
                      ) : null}
                    </a>
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          projects: chapter('projects', <PublicationsSection view={view} {...title('projects')} />),
          research: data ? chapter('research', <InterestsSection data={data} {...title('research')} />) : null,
          about: chapter('about', <AboutSection view={view} {...title('about')} />),
          experience: chapter('experience', <ExperienceSection view={view} {...title('experience')} />),
          training: chapter('training', <TeachingSection view={view} {...title('training')} />),
          achievements: data ? chapter('achievements', <HonoursSection data={data} {...title('achievements')} />) : null,
          education: chapter('education', <EducationSection view={view} {...title('education')} />),
          skills: chapter('skills', <SkillsSection view={view} {...title('skills')} />),
          writing: chapter('writing', <BlogSection view={view} {...title('writing')} />),
          contact: chapter('contact', <ContactSection view={view} ctx={ctx} {...title('contact')} />),
        })}
      </main>
      <footer className="foot">
        <p className="finis" aria-hidden="true">
          ⁂
        </p>
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

function PublicationsSection({ view, title, marker }: ChapterProps & { view: SiteView }) {
  if (view.site.projects.length === 0) return null;
  const groups = bibliography(view.site.projects, view.name);
  return (
    <Section id="projects" title={title ?? 'Publications'} marker={marker}>
      <div className="bib">
        {groups.map((group) => (
          <div key={group.label} className="bib-group">
            <h3 className="bib-year">{group.label}</h3>
            <ol className="proj bib-list" role="list">
              {group.references.map((reference) => (
                <Citation key={reference.project.id} reference={reference} images={view.images} />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Citation({ reference, images }: { reference: Reference; images: SiteView['images'] }) {
  const { project, authors, venue, year, note, links } = reference;
  const figure = project.pictures.map((picture) => ({ src: safeImageSrc(picture.img), title: picture.title })).find((picture): picture is { src: string; title: string } => picture.src !== null);
  return (
    <li className="proj-item bib-item">
      <span className="bib-n">{reference.number}.</span>
      <div className="bib-body">
        <p className="bib-cite" dir="auto">
          {authors ? (
            <span className="bib-authors">
              {authors.map((run, index) => (run.owner ? <strong key={index} className="bib-me">{run.text}</strong> : run.text))}
            </span>
          ) : null}{' '}
          <cite className="proj-title">{project.title.replace(/[.\s]+$/, '')}.</cite>
          {venue ? <span className="bib-venue"> {venue}</span> : null}
          {year ? <span className="bib-yr">{venue ? ', ' : ' '}{year}</span> : null}
          {venue || year ? '.' : null}
        </p>
        {links.length > 0 ? (
          <p className="bib-links">
            {links.map((link) => (
              <a key={link.kind} className={`bib-${link.kind}`} href={link.href} rel="noopener">
                {link.label}
                {link.kind === 'doi' ? null : <span className="vh"> for {project.title}</span>}
              </a>
            ))}
          </p>
        ) : null}
        <Paragraphs text={note} className="bib-note proj-desc" />
        {figure ? (
          <figure className="proj-media bib-fig">
            <UploadedImage src={figure.src} alt={figure.title || project.title} images={images} width={1200} height={750} sizes="(max-width: 760px) 90vw, 360px" />
            {figure.title ? (
              <figcaption dir="auto">
                <span className="bib-fig-n">Fig. {reference.number}.</span> {figure.title}
              </figcaption>
            ) : null}
          </figure>
        ) : null}
        <Tags items={project.technologies} className="tags bib-keys" label={`Keywords: ${project.title}`} />
      </div>
    </li>
  );
}

interface ChapterProps {
  title?: string;
  marker?: string;
}

/** The research areas as a run-on list of interests, the owner's statement after them, the figures they quote. */
function InterestsSection({ data, title, marker }: ChapterProps & { data: AcademicData }) {
  const stats = data.philosophy_stats.filter((stat) => stat.text !== '');
  if (data.research_areas.length === 0 && data.philosophy === '' && stats.length === 0) return null;
  return (
    <Section id="research" title={title ?? 'Research interests'} marker={marker}>
      <Tags items={data.research_areas} className="tags interests" label="Research interests" />
      {data.philosophy ? (
        <blockquote className="philosophy">
          <Paragraphs text={data.philosophy} />
        </blockquote>
      ) : null}
      {stats.length > 0 ? (
        <ul className="pstats" role="list">
          {stats.map((stat, index) => (
            <li key={index}>
              {stat.icon ? <span className="pstat-icon">{stat.icon}</span> : null} <span>{stat.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** Courses taught (the trainings), their years in the margin like every date on the page. */
function TeachingSection({ view, title, marker }: ChapterProps & { view: SiteView }) {
  if (view.site.trainings.length === 0) return null;
  return (
    <Section id="training" title={title ?? 'Teaching'} marker={marker}>
      <ol className="tr" role="list">
        {view.site.trainings.map((item) => (
          <li key={item.id} className="tr-item">
            <p className="tr-when">{item.date}</p>
            <div className="tr-body">
              <h3 className="tr-title">{item.title}</h3>
              {item.institute ? <p className="tr-meta">{item.institute}</p> : null}
              <Paragraphs text={item.description} className="tr-desc" />
              <Tags items={item.skills} label={`Topics: ${item.title}`} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Grants, fellowships and prizes, the year (when the entry ends with one in brackets) in the margin. */
function HonoursSection({ data, title, marker }: ChapterProps & { data: AcademicData }) {
  if (data.achievements.length === 0) return null;
  return (
    <Section id="achievements" title={title ?? 'Grants and honours'} marker={marker}>
      <ul className="achievements honours" role="list">
        {data.achievements.map((item) => {
          const split = honourOf(item);
          return (
            <li key={item} className="honour">
              <span className="honour-year">{split.year}</span>
              <span className="honour-text" dir="auto">
                {split.text}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** 'UKRI Future Leaders Fellowship (2023)' gives the year '2023' for the margin and the rest for the line. */
export function honourOf(item: string): { year: string; text: string } {
  const found = /^(.*?)[\s,;–—-]*\(?((?:1[5-9]|20)\d{2}(?:\s*[–—-]\s*(?:(?:1[5-9]|20)\d{2}|present|now))?)\)?\.?$/iu.exec(item.trim());
  return found?.[1] && found[2] ? { year: found[2].replace(/\s*[–—-]\s*/, '–'), text: found[1] } : { year: '', text: item };
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

/** Cormorant's italics, drawn not slanted: the titles of works in every citation. */
const italic: FontSpec = { ...fontFamilies['Cormorant Garamond'], file: 'cormorant-garamond-latin-wght-italic.woff2', style: 'italic', preload: false };

export const monograph: TemplateDefinition = {
  id: 21,
  slug: 'monograph',
  name: 'Monograph',
  description: 'An academic’s page set as a book: a title page with contents, the publications first as a numbered bibliography by year with the years in the margin, running heads over every chapter.',
  category: 'Academic',
  tier: 'premium',
  fonts: { head: fontFamilies['Cormorant Garamond'], body: fontFamilies['Cormorant Garamond'], extra: [italic] },
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#f8f4ea', surface: '#f0eadc', ink: '#241f19', muted: '#655b4f', line: '#d8cdb8', accent: '#9a2d16', extra: { paper: '#fbf8f1', rule: '#3b3229' } },
    // Read by lamplight: brown-black paper, cream ink, the rubric lifted to a warm coral.
    dark: { bg: '#191613', surface: '#221e19', ink: '#ece3d2', muted: '#b4a792', line: '#3b342b', accent: '#ee9273', extra: { paper: '#1e1a16', rule: '#cfc4b0' } },
  },
  sections: ['projects', 'research', 'about', 'experience', 'training', 'achievements', 'education', 'skills', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: monographDemo,
};
