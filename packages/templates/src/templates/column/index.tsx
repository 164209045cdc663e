/** @jsxRuntime automatic */
import { telHref } from '@folio/schema';
import type { ReactNode } from 'react';
import { pairingOf } from '../../lib/font-catalogue';
import { mailtoHref, safeImageSrc } from '../../lib/links';
import { AboutSection, BlogSection, ContactSection, Headline, Portrait, SectionNav } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { UploadedImage } from '../../sections/image';
import { homeSections } from '../../sections/compose';
import { categoryName, ProjectLinks } from '../../sections/projects';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { columnDemo } from './demo';
import { css } from './styles';

/**
 * Column: the conventional one-column CV set like a book page. One centred measure, the name in
 * letter-spaced capitals, a single contact line under it, section titles in small capitals between
 * hairlines, and every entry a line of its own with its dates set right in tabular figures.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const contactLine = contactLineOf(view);
  return (
    <div className="page-col">
      <header className="top">
        <SectionNav view={view} className="nav" />
        {view.picture ? <Portrait view={view} size={160} /> : null}
        <h1 className="name">{view.name}</h1>
        <Headline view={view} />
        {contactLine.length > 0 ? (
          <ul className="contact-line" role="list" aria-label="Contact details">
            {contactLine.map((item) => (
              <li key={item.key} className={`cl-${item.key}`} dir="auto">
                {item.href ? <a href={item.href}>{item.value}</a> : item.value}
              </li>
            ))}
          </ul>
        ) : null}
        {s.intro ? (
          <p className="intro" dir="auto">
            {s.intro}
          </p>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Profile" />,
          experience: <ExperienceEntries view={view} />,
          education: <EducationEntries view={view} />,
          projects: <ProjectEntries view={view} />,
          skills: <SkillRows view={view} />,
          training: <TrainingEntries view={view} />,
          writing: <BlogSection view={view} title="Publications" />,
          contact: <ContactSection view={view} ctx={ctx} title="Correspondence" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </div>
  );
}

interface ContactItem {
  key: 'location' | 'email' | 'phone';
  value: string;
  href?: string;
}

/** The single line of particulars under the name: where, e-mail, phone when its owner shows it. */
export function contactLineOf(view: SiteView): ContactItem[] {
  const items: ContactItem[] = [];
  const location = view.site.contact.location.trim();
  if (location) items.push({ key: 'location', value: location });
  const mail = view.email ? mailtoHref(view.email) : null;
  if (mail && view.email) items.push({ key: 'email', value: view.email, href: mail });
  if (view.phone) items.push({ key: 'phone', value: view.phone, href: telHref(view.phone) });
  return items;
}

/** One entry of the CV: its title and dates on one line, the place below, then the text. */
const entryClasses = {
  xp: { title: 'xp-role', sub: 'xp-org' },
  edu: { title: 'edu-degree', sub: 'edu-school' },
  proj: { title: 'proj-title', sub: 'proj-meta' },
  tr: { title: 'tr-title', sub: 'tr-meta' },
} as const;

/** One entry of the CV: its title and dates on one line, the place below, then the text (the shared classes, so print knows them). */
function Entry({ kind, title, date, sub, children }: { kind: keyof typeof entryClasses; title: string; date: string; sub: string; children?: ReactNode }) {
  return (
    <li className={`${kind}-item entry`}>
      <div className="entry-line">
        <h3 className={`entry-title ${entryClasses[kind].title}`} dir="auto">
          {title}
        </h3>
        {date ? <span className={`entry-date ${kind}-date`}>{date}</span> : null}
      </div>
      {sub ? (
        <p className={`entry-sub ${entryClasses[kind].sub}`} dir="auto">
          {sub}
        </p>
      ) : null}
      {children}
    </li>
  );
}

/** "Organisation, Place", leaving out whichever is missing (or the place when it repeats the name). */
function joined(...parts: (string | undefined)[]): string {
  const seen = new Set<string>();
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => {
      if (!part || seen.has(part.toLocaleLowerCase())) return false;
      seen.add(part.toLocaleLowerCase());
      return true;
    })
    .join(', ');
}

function ExperienceEntries({ view }: { view: SiteView }) {
  const items = view.site.experiences;
  if (items.length === 0) return null;
  return (
    <Section id="experience" title="Experience">
      <ol className="xp entries" role="list">
        {items.map((item) => (
          <Entry key={item.id} kind="xp" title={item.position} date={item.date} sub={joined(item.name, item.place)}>
            <Paragraphs text={item.description} className="xp-desc" />
            <Tags items={item.skills} label={`Skills: ${item.position}`} />
          </Entry>
        ))}
      </ol>
    </Section>
  );
}

function EducationEntries({ view }: { view: SiteView }) {
  const items = view.site.educations;
  if (items.length === 0) return null;
  return (
    <Section id="education" title="Education">
      <ol className="edu entries" role="list">
        {items.map((item) => (
          <Entry key={item.id} kind="edu" title={item.degree} date={item.date} sub={joined(item.name, item.place, item.gpa ? `GPA ${item.gpa}` : '')}>
            <Paragraphs text={item.description} className="edu-desc" />
            <Tags items={item.skills} label={`Coursework: ${item.degree}`} />
          </Entry>
        ))}
      </ol>
    </Section>
  );
}

/** Projects as entries; a project's first picture follows its text as a small captioned plate, as in a book. */
function ProjectEntries({ view }: { view: SiteView }) {
  const items = view.site.projects;
  if (items.length === 0) return null;
  return (
    <Section id="projects" title="Selected work">
      <ul className="proj entries" role="list">
        {items.map((project) => {
          const picture = project.pictures.map((item) => ({ src: safeImageSrc(item.img), title: item.title })).find((item) => item.src !== null);
          return (
            <Entry key={project.id} kind="proj" title={project.title} date={project.date} sub={project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : ''}>
              <Paragraphs text={project.description} className="proj-desc" />
              <Tags items={project.technologies} label={`Technologies: ${project.title}`} />
              <ProjectLinks project={project} />
              {picture?.src ? (
                <figure className="proj-media plate">
                  <UploadedImage src={picture.src} alt={picture.title || project.title} images={view.images} width={1200} height={750} sizes="(max-width: 480px) 90vw, 384px" />
                  {picture.title ? (
                    <figcaption className="plate-caption" dir="auto">
                      {picture.title}
                    </figcaption>
                  ) : null}
                </figure>
              ) : null}
            </Entry>
          );
        })}
      </ul>
    </Section>
  );
}

function TrainingEntries({ view }: { view: SiteView }) {
  const items = view.site.trainings;
  if (items.length === 0) return null;
  return (
    <Section id="training" title="Courses and certificates">
      <ul className="tr entries" role="list">
        {items.map((training) => (
          <Entry key={training.id} kind="tr" title={training.title} date={training.date} sub={training.institute}>
            <Paragraphs text={training.description} className="tr-desc" />
            <Tags items={training.skills} label={`Skills: ${training.title}`} />
          </Entry>
        ))}
      </ul>
    </Section>
  );
}

/** Skills as a CV writes them: the group in small capitals, its skills in a running line. */
function SkillRows({ view }: { view: SiteView }) {
  const groups = view.site.skills.filter((group) => group.info.length > 0);
  if (groups.length === 0) return null;
  return (
    <Section id="skills" title="Skills">
      <div className="skills skill-rows">
        {groups.map((group) => (
          <div key={group.id} className="skill-group">
            <h3 className="skill-title">{group.title.trim() || 'Skills'}</h3>
            <ul className="skill-list" role="list">
              {group.info.map((skill) => (
                <li key={skill.name} className="skill" dir="auto">
                  <span className="skill-name">{skill.name}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const column: TemplateDefinition = {
  id: 18,
  slug: 'column',
  name: 'Column',
  description: 'The traditional one-column CV, set like a book page: a centred measure, small-capital headings between hairlines, dates aligned on every line. Prints as it reads.',
  category: 'Classic',
  tier: 'free',
  fonts: pairingOf('Cormorant Garamond', 'Source Serif 4'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#faf6ec', surface: '#f3eddd', ink: '#1e1c18', muted: '#5c5548', line: '#d6ccb6', accent: '#2a4467', extra: { rule: '#8f8574' } },
    // Night ink: a deep blue-black page, ivory type, the links in pale brass.
    dark: { bg: '#101a2a', surface: '#152236', ink: '#ece5d3', muted: '#a9b0bb', line: '#2c3b54', accent: '#dcbc82', extra: { rule: '#6d7789' } },
  },
  sections: ['about', 'experience', 'education', 'projects', 'skills', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: columnDemo,
};
