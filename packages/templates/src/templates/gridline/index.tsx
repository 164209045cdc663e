/** @jsxRuntime automatic */
import type { EngineeringData, Experience, Project } from '@folio/schema';
import { fontFamilies } from '../../lib/font-catalogue';
import type { FontSpec } from '../../lib/fonts';
import { safeHref, safeImageSrc } from '../../lib/links';
import {
  AboutSection,
  BlogSection,
  ContactSection,
  EducationSection,
  Headline,
  Portrait,
  SectionNav,
  SkillsSection,
  TrainingsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { EngineeringMetrics, SpecsSection } from '../../sections/data-engineering';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { ProjectLinks, categoryName } from '../../sections/projects';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { gridlineDemo } from './demo';
import { css } from './styles';

/**
 * Gridline: the CV as a civil or structural engineer's specification sheet. A strict twelve-column
 * module drawn as faint guide lines inside a drawing border with zone numbers, a title block of the
 * owner's particulars in the corner, each project a numbered sheet with a table of specifications,
 * roles as a schedule table and certifications as inspection stamps.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'engineering' ? view.data.data : null;
  const sections = homeSections(view);
  const block = titleBlockOf(view, data, sections.has('projects') ? s.projects.length : 0);
  return (
    <div className="drawing">
      <div className="zones" aria-hidden="true">
        {zoneNumbers.map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
      <header className="top">
        <div className="bar">
          <p className="dwg-no" aria-hidden="true">
            DWG {view.slug.toUpperCase()}
          </p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`hero${view.picture ? ' has-portrait' : ''}`}>
          <div className="hero-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? (
              <p className="intro" dir="auto">
                {s.intro}
              </p>
            ) : null}
          </div>
          {view.picture ? (
            <figure className="hero-fig">
              <Portrait view={view} size={240} />
              <figcaption aria-hidden="true">Fig. 1</figcaption>
            </figure>
          ) : null}
          <dl className="title-block" aria-label="Title block">
            {block.map((row) => (
              <div key={row.label} className={`tb-cell tb-${row.key}`}>
                <dt>{row.label}</dt>
                <dd dir="auto">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {data ? <EngineeringMetrics data={data} /> : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="General notes" />,
          specs: data ? <SpecsSection data={data} /> : null,
          projects: <SheetsSection view={view} />,
          experience: <ScheduleSection items={s.experiences} />,
          skills: <SkillsSection view={view} title="Competences" variant="levels" />,
          credentials: data ? <StampsSection data={data} /> : null,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Training" />,
          writing: <BlogSection view={view} title="Technical notes" />,
          contact: <ContactSection view={view} ctx={ctx} title="Enquiries" submitLabel="Send enquiry" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </div>
  );
}

const zoneNumbers = Array.from({ length: 12 }, (_, i) => String(i + 1));

export interface TitleBlockRow {
  key: string;
  label: string;
  value: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The title block: who drew the sheet and where, the discipline (the engineering data's
 * specialisations, else the headline), the sheet count (this sheet and one per project shown) and
 * the revision: the year the site was last saved.
 */
export function titleBlockOf(view: SiteView, data: EngineeringData | null, projectSheets: number): TitleBlockRow[] {
  const c = view.site.contact;
  const discipline = data && data.specializations.length > 0 ? data.specializations.slice(0, 2).join(', ') : view.headline;
  const year = /^\d{4}/.exec(view.site.updated_at)?.[0] ?? '';
  const rows: TitleBlockRow[] = [
    { key: 'name', label: 'Engineer', value: view.name },
    { key: 'discipline', label: 'Discipline', value: discipline },
    { key: 'location', label: 'Location', value: c.location },
    { key: 'sheet', label: 'Sheet', value: `01 of ${pad2(1 + projectSheets)}` },
    { key: 'rev', label: 'Rev.', value: year },
  ];
  return rows.filter((row) => row.value.trim() !== '');
}

/** Projects as numbered sheets (02 onwards, the title sheet is 01): drawing, then a specification table. */
function SheetsSection({ view }: { view: SiteView }) {
  const projects = view.site.projects;
  if (projects.length === 0) return null;
  return (
    <Section id="projects" title="Project sheets">
      <ol className="proj sheets" role="list">
        {projects.map((project, index) => (
          <ProjectSheet key={project.id} project={project} number={index + 2} view={view} />
        ))}
      </ol>
    </Section>
  );
}

export function specRowsOf(project: Project): { label: string; value: string }[] {
  return [
    { label: 'Type', value: project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '' },
    { label: 'Year', value: project.date },
    { label: 'Tools', value: project.technologies.join(', ') },
  ].filter((row) => row.value.trim() !== '');
}

function ProjectSheet({ project, number, view }: { project: Project; number: number; view: SiteView }) {
  const picture = project.pictures.map((p) => ({ src: safeImageSrc(p.img), title: p.title })).find((p) => p.src);
  const rows = specRowsOf(project);
  const hasLinks = safeHref(project.implementation) !== null || safeHref(project.code_url) !== null;
  return (
    <li className={`proj-item sheet${picture?.src ? ' has-media' : ''}`}>
      <div className="sheet-head">
        <p className="sheet-no" aria-hidden="true">
          Sheet {pad2(number)}
        </p>
        <h3 className="proj-title">{project.title}</h3>
      </div>
      {picture?.src ? (
        <div className="proj-media">
          <UploadedImage src={picture.src} alt={picture.title || project.title} images={view.images} width={1200} height={750} sizes="(max-width: 820px) 100vw, 640px" />
        </div>
      ) : null}
      <div className="proj-body">
        {rows.length > 0 || hasLinks ? (
          <table className="spec">
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td dir="auto">{row.value}</td>
                </tr>
              ))}
              {hasLinks ? (
                <tr>
                  <th scope="row">Links</th>
                  <td>
                    <ProjectLinks project={project} />
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        ) : null}
        <Paragraphs text={project.description} className="proj-desc" />
      </div>
    </li>
  );
}

/** Roles as a schedule: reference, period, position and organisation, scope; the newest first as the owner ordered them. */
function ScheduleSection({ items }: { items: Experience[] }) {
  if (items.length === 0) return null;
  return (
    <Section id="experience" title="Schedule of positions">
      <table className="schedule">
        <thead>
          <tr>
            <th scope="col">Ref.</th>
            <th scope="col">Period</th>
            <th scope="col">Position</th>
            <th scope="col">Scope</th>
          </tr>
        </thead>
        <tbody className="xp">
          {items.map((item, index) => (
            <tr key={item.id} className="xp-item">
              <td className="sch-ref">E{pad2(index + 1)}</td>
              <td className="xp-meta">
                <span className="xp-date">{item.date}</span>
                {item.place && item.place !== item.name ? <span className="xp-place">{item.place}</span> : null}
              </td>
              <td className="sch-pos">
                <h3 className="xp-role">{item.position}</h3>
                <p className="xp-org">{item.name}</p>
              </td>
              <td className="sch-scope">
                <Paragraphs text={item.description} className="xp-desc" />
                <Tags items={item.skills} label={`Skills: ${item.position}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Certifications as inspection stamps (issuer round the rim, year in the middle), memberships as a line under them. */
function StampsSection({ data }: { data: EngineeringData }) {
  const certs = data.certifications.filter((cert) => cert.name !== '');
  if (certs.length === 0 && data.memberships.length === 0) return null;
  return (
    <Section id="credentials" title="Certifications">
      {certs.length > 0 ? (
        <ul className="certs stamps" role="list">
          {certs.map((cert, index) => (
            <li key={`${cert.name}-${index}`} className="cert stamp">
              {cert.issuer ? <p className="stamp-issuer">{cert.issuer}</p> : null}
              <h3 className="cert-name">{cert.name}</h3>
              {cert.year ? <p className="stamp-year">{cert.year}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data.memberships.length > 0 ? (
        <div className="memberships">
          <h3 className="sub-title">Memberships</h3>
          <Tags items={data.memberships} />
        </div>
      ) : null}
    </Section>
  );
}

function Shell(props: ShellProps) {
  return (
    <div className="drawing">
      <PageShell {...props} />
    </div>
  );
}

/** IBM Plex Sans at its condensed width (the wdth axis, set in the stylesheet) and Plex Mono for figures. */
const condensed: FontSpec = {
  family: 'IBM Plex Sans Condensed',
  pkg: '@fontsource-variable/ibm-plex-sans',
  file: 'ibm-plex-sans-latin-wdth-normal.woff2',
  weight: '100 700',
  preload: true,
  fallback: "'Arial Narrow','Roboto Condensed',system-ui,sans-serif",
};
const mono: FontSpec = { family: 'IBM Plex Mono', pkg: '@fontsource/ibm-plex-mono', file: 'ibm-plex-mono-latin-400-normal.woff2', weight: '400', preload: true };

export const gridline: TemplateDefinition = {
  id: 24,
  slug: 'gridline',
  name: 'Gridline',
  description: 'A structural or mechanical engineer’s specification sheet: a visible twelve-column grid, a title block, projects as numbered sheets with specification tables and certifications as stamps.',
  category: 'Engineering',
  tier: 'pro',
  fonts: { head: condensed, body: fontFamilies['IBM Plex Sans'], extra: [mono] },
  defaultTheme: 'light',
  palettes: {
    // Drafting film: a cool white, graphite linework, a cyan for links and an orange for marks.
    light: {
      bg: '#f7f9f9',
      surface: '#ffffff',
      ink: '#17232b',
      muted: '#4d5c66',
      line: '#c3ced4',
      accent: '#0a6a85',
      extra: { grid: 'rgba(10,106,133,.07)', 'grid-strong': 'rgba(10,106,133,.16)', mark: '#b84a0e', frame: '#17232b' },
    },
    // Graphite: a pencil-lead grey sheet, the same cyan and orange lifted to read on it.
    dark: {
      bg: '#1b1f23',
      surface: '#23282d',
      ink: '#e3e8eb',
      muted: '#a2adb4',
      line: '#3b444b',
      accent: '#5cc8e4',
      extra: { grid: 'rgba(92,200,228,.06)', 'grid-strong': 'rgba(92,200,228,.14)', mark: '#ff9c5b', frame: '#c9d1d6' },
    },
  },
  sections: ['about', 'specs', 'projects', 'experience', 'skills', 'credentials', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: gridlineDemo,
};
