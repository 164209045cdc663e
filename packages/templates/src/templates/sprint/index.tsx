/** @jsxRuntime automatic */
import type { Experience, Project } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { AboutSection, BlogSection, ContactSection, EducationSection, Headline, Portrait, SectionNav, SkillsSection, TrainingsSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { CertificationsSection, PhilosophySection, SoftSkillsSection, ValuesSection } from '../../sections/data-modern';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { ProjectLinks, categoryName } from '../../sections/projects';
import { Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import { safeImageSrc } from '../../lib/links';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { sprintDemo } from './demo';
import { FigureParagraphs, firstOutcome } from './figures';
import { css } from './styles';

/**
 * Sprint: a product manager's page reads like a launch review. The figures in the owner's own
 * words (84%, £2.4M, 3x) are the point, so they are marked wherever they appear, the first one of
 * each recent role is lifted into the hero as an outcome, and projects are case cards led by theirs.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'modern' ? view.data.data : null;
  const sections = homeSections(view);
  const outcomes = sections.has('experience') ? heroOutcomes(s.experiences) : [];
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              {view.initials}
            </span>
            <span className="brand-name">{view.name}</span>
          </p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`hero${view.picture ? ' has-portrait' : ''}`}>
          <div className="hero-text">
            {data?.tagline ? (
              <p className="kicker" dir="auto">
                {data.tagline}
              </p>
            ) : null}
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? (
              <p className="intro" dir="auto">
                {s.intro}
              </p>
            ) : null}
            {sections.has('contact') || sections.has('projects') ? (
              <p className="cta">
                {sections.has('projects') ? (
                  <a className="btn" href="#projects">
                    Read the cases
                  </a>
                ) : null}
                {sections.has('contact') ? (
                  <a className={sections.has('projects') ? 'btn btn-line' : 'btn'} href="#contact">
                    Get in touch
                  </a>
                ) : null}
              </p>
            ) : null}
          </div>
          {view.picture ? <Portrait view={view} size={320} /> : null}
        </div>
        {outcomes.length > 0 ? (
          <ul className="outcomes" role="list" aria-label="Outcomes">
            {outcomes.map((outcome) => (
              <li key={outcome.id} className="outcome">
                <p className="outcome-fig" aria-hidden="true">
                  {outcome.figure}
                </p>
                <p className="outcome-line" dir="auto">
                  {outcome.line}
                </p>
                <p className="outcome-org">{outcome.org}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          projects: <CasesSection view={view} />,
          experience: <TrackSection view={view} />,
          about: <AboutSection view={view} title="About" />,
          philosophy: data ? <PhilosophySection data={data} title="How I work" /> : null,
          values: data ? <ValuesSection data={data} /> : null,
          strengths: data ? <SoftSkillsSection data={data} /> : null,
          skills: <SkillsSection view={view} title="Toolkit" />,
          certifications: data ? <CertificationsSection data={data} /> : null,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Courses" />,
          writing: <BlogSection view={view} title="Notes" />,
          contact: <ContactSection view={view} ctx={ctx} title="Let’s build the next one" submitLabel="Send message" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

/** Up to three outcomes for the hero: the first figure of each of the latest roles that has one. */
function heroOutcomes(experiences: Experience[]) {
  return experiences
    .flatMap((item) => {
      const outcome = firstOutcome(item.description);
      return outcome ? [{ id: item.id, ...outcome, org: item.name }] : [];
    })
    .slice(0, 3);
}

/** Projects as case cards: picture, the case's lead figure, title, story, tools, links. */
function CasesSection({ view }: { view: SiteView }) {
  const projects = view.site.projects;
  if (projects.length === 0) return null;
  return (
    <Section id="projects" title="Case highlights">
      <ul className={`proj cases n-${Math.min(projects.length, 3)}`} role="list">
        {projects.map((project, index) => (
          <CaseCard key={project.id} project={project} index={index} view={view} />
        ))}
      </ul>
    </Section>
  );
}

function CaseCard({ project, index, view }: { project: Project; index: number; view: SiteView }) {
  const picture = project.pictures.map((p) => ({ src: safeImageSrc(p.img), title: p.title })).find((p) => p.src);
  const outcome = firstOutcome(project.description);
  const meta = [`Case ${String(index + 1).padStart(2, '0')}`, project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '', project.date].filter(Boolean);
  return (
    <li className={`proj-item case${picture?.src ? ' has-media' : ''}${index === 0 ? ' case-lead' : ''}`}>
      {picture?.src ? (
        <div className="proj-media">
          <UploadedImage
            src={picture.src}
            alt={picture.title || project.title}
            images={view.images}
            width={1200}
            height={750}
            sizes={index === 0 ? '(max-width: 900px) 100vw, 720px' : '(max-width: 900px) 100vw, 560px'}
          />
        </div>
      ) : null}
      <div className="proj-body">
        <p className="proj-meta">{meta.join(' · ')}</p>
        {outcome ? (
          <p className="case-fig" aria-hidden="true">
            {outcome.figure}
          </p>
        ) : null}
        <h3 className="proj-title">{project.title}</h3>
        <FigureParagraphs text={project.description} className="proj-desc" />
        <Tags items={project.technologies} label={`Technologies: ${project.title}`} />
        <ProjectLinks project={project} />
      </div>
    </li>
  );
}

/** Roles as a track record: when and where beside what changed, with the figures marked. */
function TrackSection({ view }: { view: SiteView }) {
  const items = view.site.experiences;
  if (items.length === 0) return null;
  return (
    <Section id="experience" title="Track record">
      <ol className="xp" role="list">
        {items.map((item) => (
          <li key={item.id} className="xp-item">
            <p className="xp-meta">
              <span className="xp-date">{item.date}</span>
              {item.place && item.place !== item.name ? <span className="xp-place">{item.place}</span> : null}
            </p>
            <div className="xp-body">
              <h3 className="xp-role">{item.position}</h3>
              <p className="xp-org">{item.name}</p>
              <FigureParagraphs text={item.description} className="xp-desc" />
              <Tags items={item.skills} label={`Skills: ${item.position}`} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const sprint: TemplateDefinition = {
  id: 28,
  slug: 'sprint',
  name: 'Sprint',
  description: 'For product managers and startup people: the figures in your roles marked and lifted into outcomes, projects as case cards led by their result.',
  category: 'Modern',
  tier: 'pro',
  fonts: pairingOf('Space Grotesk', 'Inter'),
  defaultTheme: 'light',
  palettes: {
    light: {
      bg: '#f6f5f1',
      surface: '#ffffff',
      ink: '#16181d',
      muted: '#585c66',
      line: '#dfddd6',
      accent: '#c2410c',
      extra: { mark: '#ffe08a', band: '#16181d', 'on-band': '#f6f5f1', 'band-line': '#4a4d56' },
    },
    // Late-night standup: graphite, warm white text, the orange lifted so it reads.
    dark: {
      bg: '#131419',
      surface: '#1c1e24',
      ink: '#ecebe6',
      muted: '#a4a7b0',
      line: '#2e3038',
      accent: '#ff8a4c',
      extra: { mark: '#5a4410', band: '#23252d', 'on-band': '#ecebe6', 'band-line': '#464955' },
    },
  },
  sections: ['projects', 'experience', 'about', 'philosophy', 'values', 'strengths', 'skills', 'certifications', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: sprintDemo,
};
