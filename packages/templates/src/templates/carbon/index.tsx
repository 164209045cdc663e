/** @jsxRuntime automatic */
import type { EngineeringData, Experience, Project, SkillCategory, SkillLevel } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { variableFont } from '../../lib/fonts';
import { safeImageSrc } from '../../lib/links';
import { AboutSection, BlogSection, ContactSection, EducationSection, Headline, Portrait, SectionNav, TrainingsSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { CredentialsSection, SpecsSection } from '../../sections/data-engineering';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { ProjectLinks, categoryName } from '../../sections/projects';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { carbonDemo } from './demo';
import { css } from './styles';

/**
 * Carbon: a hardware engineer's page as a machined part. A carbon-weave hero (pure CSS) with the
 * name and headline, the key figures read out like an instrument cluster, skills as dials swept to
 * their level, projects as spec cards with a data strip, and roles on a brushed-metal rail with the
 * company and the systems worked on.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'engineering' ? view.data.data : null;
  const sections = homeSections(view);
  const figures = keyFigures(view, data, (id) => sections.has(id));
  // Every shown section numbered in the owner's order, the template-data panels too.
  const m = sections.markers((i) => String(i + 1).padStart(2, '0'));
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="badge" aria-hidden="true">
            <span className="badge-mark">{view.initials}</span>
            {s.contact.location ? <span className="badge-loc">{s.contact.location}</span> : null}
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
            <div className="hero-portrait">
              <Portrait view={view} size={360} />
            </div>
          ) : null}
        </div>
        {figures.length > 0 ? (
          <dl className="readouts">
            {figures.map((figure) => (
              <div key={figure.key} className={`readout ro-${figure.key}`}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Profile" marker={m.about} />,
          specs: data ? <SpecsSection data={data} marker={m.specs} /> : null,
          projects: <SpecCardsSection view={view} marker={m.projects} />,
          experience: <RailSection items={s.experiences} marker={m.experience} />,
          skills: <GaugesSection groups={s.skills} marker={m.skills} />,
          credentials: data ? <CredentialsSection data={data} marker={m.credentials} /> : null,
          education: <EducationSection view={view} marker={m.education} />,
          training: <TrainingsSection view={view} title="Training" marker={m.training} />,
          writing: <BlogSection view={view} title="Engineering notes" marker={m.writing} />,
          contact: <ContactSection view={view} ctx={ctx} title="Contact" marker={m.contact} submitLabel="Send message" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

export interface KeyFigure {
  key: string;
  label: string;
  value: string;
}

/** The years a set of roles spans: the first year written in any date to the last (an open "Present" role ends in the year of the last save). */
export function yearsSpanned(experiences: Experience[], savedYear: number): number {
  const years: number[] = [];
  for (const item of experiences) {
    const found = [...item.date.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map((match) => Number(match[0]));
    years.push(...found);
    if (/present|current|now|today|heute|actuel|presente|至今|الآن/iu.test(item.date) && savedYear > 0) years.push(savedYear);
  }
  if (years.length === 0) return 0;
  return Math.max(...years) - Math.min(...years);
}

/**
 * The hero's readouts: years of experience, projects and certifications, each from the engineering
 * data when the owner filled it in, else counted from the shown sections; a figure of zero is left out.
 */
export function keyFigures(view: SiteView, data: EngineeringData | null, has: (id: 'experience' | 'projects' | 'credentials' | 'training') => boolean): KeyFigure[] {
  const s = view.site;
  const savedYear = Number(/^\d{4}/.exec(s.updated_at)?.[0] ?? 0);
  const years = data && data.experience_years > 0 ? data.experience_years : has('experience') ? yearsSpanned(s.experiences, savedYear) : 0;
  const projects = data && data.project_metrics.projects_completed > 0 ? data.project_metrics.projects_completed : has('projects') ? s.projects.length : 0;
  const certs = data && has('credentials') ? data.certifications.filter((cert) => cert.name !== '').length : 0;
  const figures: KeyFigure[] = [
    { key: 'years', label: 'Years in engineering', value: years > 0 ? String(years) : '' },
    { key: 'projects', label: 'Projects delivered', value: projects > 0 ? String(projects) : '' },
    { key: 'certs', label: certs === 1 ? 'Certification' : 'Certifications', value: certs > 0 ? String(certs) : '' },
    { key: 'parts', label: 'Components designed', value: data?.project_metrics.components_designed ?? '' },
  ];
  return figures.filter((figure) => figure.value !== '');
}

/** Projects as spec cards: the picture, title and story, then a data strip (year, type, stack) and the links. */
function SpecCardsSection({ view, marker }: { view: SiteView; marker?: string }) {
  const projects = view.site.projects;
  if (projects.length === 0) return null;
  return (
    <Section id="projects" title="Projects" marker={marker}>
      <ul className={`proj spec-cards n-${Math.min(projects.length, 3)}`} role="list">
        {projects.map((project, index) => (
          <SpecCard key={project.id} project={project} index={index} view={view} />
        ))}
      </ul>
    </Section>
  );
}

export function dataStripOf(project: Project): { label: string; value: string }[] {
  return [
    { label: 'Year', value: project.date },
    { label: 'Type', value: project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '' },
    { label: 'Stack', value: project.technologies.join(' / ') },
  ].filter((row) => row.value.trim() !== '');
}

function SpecCard({ project, index, view }: { project: Project; index: number; view: SiteView }) {
  const picture = project.pictures.map((p) => ({ src: safeImageSrc(p.img), title: p.title })).find((p) => p.src);
  const strip = dataStripOf(project);
  return (
    <li className={`proj-item spec-card${picture?.src ? ' has-media' : ''}${index === 0 ? ' lead' : ''}`}>
      {picture?.src ? (
        <div className="proj-media">
          <UploadedImage
            src={picture.src}
            alt={picture.title || project.title}
            images={view.images}
            width={1200}
            height={750}
            sizes={index === 0 ? '(max-width: 900px) 100vw, 760px' : '(max-width: 900px) 100vw, 600px'}
          />
        </div>
      ) : null}
      <div className="proj-body">
        <p className="proj-meta" aria-hidden="true">
          PRJ-{String(index + 1).padStart(2, '0')}
        </p>
        <h3 className="proj-title">{project.title}</h3>
        <Paragraphs text={project.description} className="proj-desc" />
        {strip.length > 0 ? (
          <dl className="strip">
            {strip.map((row) => (
              <div key={row.label} className="strip-cell">
                <dt>{row.label}</dt>
                <dd dir="auto">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ProjectLinks project={project} />
      </div>
    </li>
  );
}

/** Roles on a rail: when, the company, the position, what was done, and the systems worked on (the role's skills). */
function RailSection({ items, marker }: { items: Experience[]; marker?: string }) {
  if (items.length === 0) return null;
  return (
    <Section id="experience" title="Experience" marker={marker}>
      <ol className="xp rail" role="list">
        {items.map((item) => (
          <li key={item.id} className="xp-item">
            <p className="xp-meta">
              <span className="xp-date">{item.date}</span>
              {item.place && item.place !== item.name ? <span className="xp-place">{item.place}</span> : null}
            </p>
            <div className="xp-body">
              <h3 className="xp-role">{item.position}</h3>
              <p className="xp-org">{item.name}</p>
              <Paragraphs text={item.description} className="xp-desc" />
              {item.skills.length > 0 ? (
                <div className="systems">
                  <p className="systems-label" aria-hidden="true">
                    Systems
                  </p>
                  <Tags items={item.skills} label={`Systems: ${item.position}`} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const levelValue: Record<SkillLevel, number> = { beginner: 1, intermediate: 2, advanced: 3, expert: 4 };
const levelLabel: Record<SkillLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' };

/** Skills as dials: each swept to its level (a quarter per step), the level written beside it. */
function GaugesSection({ groups, marker }: { groups: SkillCategory[]; marker?: string }) {
  const shown = groups.filter((group) => group.info.length > 0);
  if (shown.length === 0) return null;
  return (
    <Section id="skills" title="Skills" marker={marker}>
      <div className="skills gauges">
        {shown.map((group) => (
          <div key={group.id} className="skill-group">
            <h3 className="skill-title">{group.title || 'Skills'}</h3>
            <ul className="skill-list" role="list">
              {group.info.map((skill) => (
                <li key={skill.name} className={`skill gauge lvl-${levelValue[skill.level]}`}>
                  <span className="dial" aria-hidden="true">
                    <span className="dial-arc" />
                    <span className="dial-read">{levelValue[skill.level]}</span>
                  </span>
                  <span className="skill-name">{skill.name}</span>{' '}
                  <span className="skill-level">{levelLabel[skill.level]}</span>
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

export const carbon: TemplateDefinition = {
  id: 27,
  slug: 'carbon',
  name: 'Carbon',
  description: 'For hardware, automotive and aerospace engineers: a carbon-weave hero, key figures as an instrument readout, skills as dials, spec cards with a data strip and roles on a brushed-metal rail.',
  category: 'Engineering',
  tier: 'premium',
  fonts: { ...pairingOf('DM Sans'), extra: [variableFont('jetbrains-mono', 'JetBrains Mono', '100 800', true, 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace')] },
  defaultTheme: 'dark',
  palettes: {
    // The cockpit: carbon black, titanium-white type, a signal lime for what is live.
    dark: {
      bg: '#0c0e11',
      surface: '#15181c',
      ink: '#eef1f4',
      muted: '#9aa3ad',
      line: '#2a3037',
      accent: '#c8f031',
      extra: { 'weave-a': '#101317', 'weave-b': '#1c2126', 'weave-c': '#14171b', 'weave-d': '#242a31', 'metal-hi': '#8b949e', 'metal-lo': '#3a4149', track: '#2c3239', panel: '#111417' },
    },
    // The workshop: anodised aluminium, graphite type, the lime deepened to an olive that reads.
    light: {
      bg: '#eceef0',
      surface: '#f8f9fa',
      ink: '#111418',
      muted: '#4c545d',
      line: '#cfd4d9',
      accent: '#4d6b00',
      extra: { 'weave-a': '#dfe2e6', 'weave-b': '#e8ebee', 'weave-c': '#e3e6e9', 'weave-d': '#f1f3f5', 'metal-hi': '#9aa2ab', 'metal-lo': '#d8dce0', track: '#d9dde1', panel: '#e4e7ea' },
    },
  },
  sections: ['about', 'specs', 'projects', 'experience', 'skills', 'credentials', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: carbonDemo,
};
