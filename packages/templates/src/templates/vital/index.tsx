/** @jsxRuntime automatic */
import type { Experience, Project } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { safeImageSrc } from '../../lib/links';
import { AboutSection, BlogSection, ContactSection, EducationSection, Headline, Portrait, SectionNav, SkillsSection, TrainingsSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { ProjectLinks, categoryName } from '../../sections/projects';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { RenderContext, ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { isOngoing, isPublication, isResearchRole, projectCounts, referenceYear, yearsInPractice } from './figures';
import { vitalDemo } from './demo';
import { css } from './styles';

/**
 * Vital: a surgeon's or clinician-researcher's page. A hero with a quiet ECG trace drawn in once
 * (a line of SVG and CSS, still under reduced motion), key figures counted from the content (years
 * in practice from the roles' dates, publications, certifications), the clinical and research
 * appointments side by side, publications as cards, and the credentials in one row.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const figures = keyFigures(view, ctx);
  const credentials = sections.has('skills') || sections.has('education') || sections.has('training');
  const closing = sections.has('writing') || sections.has('contact');
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="wordmark">{view.name}</p>
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
            {sections.has('contact') ? (
              <p className="cta">
                <a className="btn" href="#contact">
                  Referrals and enquiries
                </a>
              </p>
            ) : null}
          </div>
          {view.picture ? (
            <div className="hero-portrait">
              <Portrait view={view} size={360} />
            </div>
          ) : null}
        </div>
        <Pulse />
        {figures.length > 0 ? (
          <dl className="figures">
            {figures.map((figure) => (
              <div key={figure.label} className="figure">
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Profile" />,
          experience: <AppointmentsSection view={view} />,
          projects: <PapersSection view={view} />,
        })}
        {credentials ? (
          <div className="credentials">
            {sections.render({
              skills: <SkillsSection view={view} title="Expertise" />,
              education: <EducationSection view={view} title="Education" />,
              training: <TrainingsSection view={view} title="Certifications" />,
            })}
          </div>
        ) : null}
        {closing
          ? sections.render({
              writing: <BlogSection view={view} title="Commentary" />,
              contact: <ContactSection view={view} ctx={ctx} title="Referrals and enquiries" submitLabel="Send enquiry" />,
            })
          : null}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

/** The hero's figures, each from a section that is shown, zeros left out; none unless there are two. */
export function keyFigures(view: SiteView, ctx: RenderContext): { label: string; value: string }[] {
  const s = view.site;
  const sections = homeSections(view);
  const rows: [number, string, string][] = [];
  if (sections.has('experience')) rows.push([yearsInPractice(s.experiences, referenceYear(s, ctx.now)), 'Year in practice', 'Years in practice']);
  if (sections.has('projects')) {
    const counts = projectCounts(s.projects);
    rows.push([counts.publications, 'Publication', 'Publications'], [counts.projects, 'Project', 'Projects']);
  }
  if (sections.has('training')) rows.push([s.trainings.length, 'Certification', 'Certifications']);
  // One place is no figure; nor is a band of one figure.
  const places = sections.has('experience') ? new Set(s.experiences.map((item) => item.name.trim().toLowerCase()).filter(Boolean)).size : 0;
  if (places > 1) rows.push([places, 'Institution', 'Institutions']);
  const shown = rows.filter(([value]) => value > 0);
  return shown.length < 2 ? [] : shown.map(([value, one, many]) => ({ label: value === 1 ? one : many, value: String(value) }));
}

/** One heartbeat on a 300-unit stretch of baseline: P wave, the QRS spike, T wave. */
function beat(x: number): string {
  return `L${x + 40} 70Q${x + 50} 58 ${x + 60} 70L${x + 76} 70L${x + 81} 80L${x + 89} 10L${x + 97} 96L${x + 103} 70L${x + 128} 70Q${x + 148} 46 ${x + 168} 70`;
}
const trace = `M0 70${[0, 300, 600, 900].map(beat).join('')}L1200 70`;

/** The ECG line: a faint trace always there, drawn over in full colour once, as a monitor samples it; still under reduced motion. */
function Pulse() {
  return (
    <div className="pulse" aria-hidden="true">
      <svg viewBox="0 0 1200 110" preserveAspectRatio="none" focusable="false">
        <path className="pulse-base" d={trace} />
        <path className="pulse-line" d={trace} pathLength={1} />
      </svg>
    </div>
  );
}

/** Appointments in two columns, clinical and research, when the roles are of both kinds; one column otherwise. */
function AppointmentsSection({ view }: { view: SiteView }) {
  const items = view.site.experiences;
  if (items.length === 0) return null;
  const research = items.filter(isResearchRole);
  const clinical = items.filter((item) => !isResearchRole(item));
  const split = research.length > 0 && clinical.length > 0;
  return (
    <Section id="experience" title={split ? 'Clinical and research appointments' : research.length > 0 ? 'Research appointments' : 'Clinical appointments'}>
      <div className={`appts${split ? ' is-split' : ''}`}>
        {split ? (
          <>
            <RoleColumn title="Clinical" items={clinical} />
            <RoleColumn title="Research and teaching" items={research} />
          </>
        ) : (
          <RoleColumn items={items} />
        )}
      </div>
    </Section>
  );
}

function RoleColumn({ title, items }: { title?: string; items: Experience[] }) {
  const Role = title ? 'h4' : 'h3';
  return (
    <div className="appt-col">
      {title ? <h3 className="appt-title">{title}</h3> : null}
      <ol className="xp" role="list">
        {items.map((item) => (
          <li key={item.id} className={`xp-item${isOngoing(item.date) ? ' is-current' : ''}`}>
            <p className="xp-meta">
              <span className="xp-date">{item.date}</span>
              {item.place && item.place !== item.name ? <span className="xp-place">{item.place}</span> : null}
            </p>
            <Role className="xp-role" dir="auto">
              {item.position}
            </Role>
            <p className="xp-org" dir="auto">
              {item.name}
            </p>
            <Paragraphs text={item.description} className="xp-desc" />
            <Tags items={item.skills} label={`Skills: ${item.position}`} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Publications (and other projects) as cards: the journal or kind and year, the title in the serif, the abstract. */
function PapersSection({ view }: { view: SiteView }) {
  const projects = view.site.projects;
  if (projects.length === 0) return null;
  const { publications } = projectCounts(projects);
  const title = publications === projects.length ? 'Selected publications' : publications > 0 ? 'Publications and projects' : 'Selected projects';
  return (
    <Section id="projects" title={title}>
      <ul className="proj papers" role="list">
        {projects.map((project, index) => (
          <Paper key={project.id} project={project} index={index} view={view} />
        ))}
      </ul>
    </Section>
  );
}

function Paper({ project, index, view }: { project: Project; index: number; view: SiteView }) {
  const picture = project.pictures.map((p) => ({ src: safeImageSrc(p.img), title: p.title })).find((p) => p.src);
  const kind = project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '';
  const meta = [kind, project.date].filter(Boolean);
  return (
    <li className={`proj-item paper${picture?.src ? ' has-media' : ''}${isPublication(project) ? ' is-publication' : ''}`}>
      {picture?.src ? (
        <div className="proj-media">
          <UploadedImage src={picture.src} alt={picture.title || project.title} images={view.images} width={1200} height={750} sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 380px" />
        </div>
      ) : null}
      <div className="proj-body">
        <p className="proj-meta">
          <span className="paper-no" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          {meta.length > 0 ? <span>{meta.join(' · ')}</span> : null}
        </p>
        <h3 className="proj-title" dir="auto">
          {project.title}
        </h3>
        <Paragraphs text={project.description} className="proj-desc" />
        <Tags items={project.technologies} label={`Topics: ${project.title}`} />
        <ProjectLinks project={project} />
      </div>
    </li>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const vital: TemplateDefinition = {
  id: 26,
  slug: 'vital',
  name: 'Vital',
  description: 'For surgeons and clinician-researchers: a quiet ECG line over key figures counted from your CV, clinical and research appointments side by side, publications as cards.',
  category: 'Healthcare',
  tier: 'premium',
  fonts: pairingOf('Playfair Display', 'IBM Plex Sans'),
  defaultTheme: 'dark',
  palettes: {
    // Theatre at night: deep navy, cool white text, a coral-red trace.
    dark: {
      bg: '#0a1324',
      surface: '#101c33',
      ink: '#e8edf5',
      muted: '#9dadc6',
      line: '#22324f',
      accent: '#ff6b80',
      extra: { grid: '#111d34', glow: '#2a1730', band: '#0d182d' },
    },
    // The day list: warm paper, navy ink, the trace in crimson.
    light: {
      bg: '#f8f6f2',
      surface: '#ffffff',
      ink: '#0f1b33',
      muted: '#4d596e',
      line: '#dcd7cf',
      accent: '#b0153b',
      extra: { grid: '#eeeae3', glow: '#f3dde0', band: '#f1ede6' },
    },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: vitalDemo,
};
