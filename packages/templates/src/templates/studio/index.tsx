/** @jsxRuntime automatic */
import type { Project } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { safeImageSrc } from '../../lib/links';
import {
  AboutSection,
  BlogSection,
  ContactSection,
  EducationSection,
  ExperienceSection,
  Headline,
  Portrait,
  SectionNav,
  SkillsSection,
  TrainingsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { ArtistStatement, CreativeMetrics, RecognitionSection, ToolsSection } from '../../sections/data-creative';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { ProjectLinks, categoryName } from '../../sections/projects';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { studioDemo } from './demo';
import { css } from './styles';

/**
 * Studio: a product and brand designer's page where the work is the page. Each project is a case
 * study at the full width of the grid: its title set large, its first picture as wide as the page,
 * the next two side by side under it, then the story beside the tools and links.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'creative' ? view.data.data : null;
  const sections = homeSections(view);
  const specialisms = data?.specializations ?? [];
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="wordmark">{view.name}</p>
          {s.contact.available_for_freelance ? (
            <p className="status">
              <span className="status-dot" aria-hidden="true" />
              Taking on projects
            </p>
          ) : null}
          <SectionNav view={view} className="nav" />
        </div>
        <div className="hero">
          <h1 className="name">{view.name}</h1>
          <Headline view={view} />
          <div className={`hero-foot${view.picture ? ' has-portrait' : ''}`}>
            {view.picture ? <Portrait view={view} size={160} /> : null}
            {s.intro ? (
              <p className="intro" dir="auto">
                {s.intro}
              </p>
            ) : null}
            {specialisms.length > 0 ? (
              <ul className="specialisms" role="list" aria-label="Specialisms">
                {specialisms.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        {data ? <CreativeMetrics data={data} /> : null}
      </header>
      <main id="main">
        {sections.render({
          projects: <CaseStudies view={view} />,
          statement: data ? <ArtistStatement data={data} /> : null,
          about: <AboutSection view={view} title="Studio" />,
          recognition: data ? <RecognitionSection data={data} /> : null,
          experience: <ExperienceSection view={view} title="Studios and clients" />,
          tools: data ? <ToolsSection data={data} /> : null,
          skills: <SkillsSection view={view} title="Disciplines" />,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Workshops" />,
          writing: <BlogSection view={view} title="Journal" />,
          contact: <ContactSection view={view} ctx={ctx} title="Start a project" submitLabel="Send brief" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

function CaseStudies({ view }: { view: SiteView }) {
  const projects = view.site.projects;
  if (projects.length === 0) return null;
  return (
    <Section id="projects" title="Selected work">
      <ol className="proj cases" role="list">
        {projects.map((project, index) => (
          <CaseStudy key={project.id} project={project} index={index} view={view} />
        ))}
      </ol>
    </Section>
  );
}

/** One case: the number and title, up to three pictures (the first at the full width), the story and its tools. */
function CaseStudy({ project, index, view }: { project: Project; index: number; view: SiteView }) {
  const pictures = project.pictures.flatMap((picture) => {
    const src = safeImageSrc(picture.img);
    return src ? [{ src, title: picture.title }] : [];
  });
  const shown = pictures.slice(0, 3);
  const meta = [project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '', project.date].filter(Boolean);
  return (
    <li className={`proj-item case${shown.length > 0 ? ' has-media' : ''}`}>
      <div className="case-head">
        <p className="case-no" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </p>
        <h3 className="proj-title">{project.title}</h3>
        {meta.length > 0 ? <p className="proj-meta">{meta.join(' · ')}</p> : null}
      </div>
      {shown.length > 0 ? (
        <div className={`proj-media n-${shown.length}`}>
          {shown.map((picture, at) => (
            <figure key={picture.src + String(at)} className={at === 0 ? 'shot shot-lead' : 'shot'}>
              <UploadedImage
                src={picture.src}
                alt={picture.title || `${project.title}, image ${at + 1}`}
                images={view.images}
                width={at === 0 ? 1240 : 620}
                height={at === 0 ? 775 : 388}
                sizes={at === 0 ? '(max-width: 1280px) 100vw, 1240px' : '(max-width: 700px) 100vw, 620px'}
              />
            </figure>
          ))}
        </div>
      ) : null}
      <div className="proj-body">
        <Paragraphs text={project.description} className="proj-desc" />
        {project.technologies.length > 0 || project.implementation || project.code_url ? (
          <div className="case-side">
            <Tags items={project.technologies} label={`Technologies: ${project.title}`} />
            <ProjectLinks project={project} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const studio: TemplateDefinition = {
  id: 30,
  slug: 'studio',
  name: 'Studio',
  description: 'For product and brand designers: every project a case study at the full width of the page, large pictures first, the story and tools beside.',
  category: 'Creative',
  tier: 'premium',
  fonts: pairingOf('Manrope'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#eeede9', surface: '#f7f6f3', ink: '#111111', muted: '#57564f', line: '#d3d1ca', accent: '#2b3cff', extra: { frame: '#e2e0da' } },
    // The studio after dark: near-black walls, the work lit; the cobalt lifted to a periwinkle that reads.
    dark: { bg: '#0e0e0f', surface: '#171718', ink: '#eeede9', muted: '#a3a29c', line: '#2b2b2d', accent: '#8e9bff', extra: { frame: '#1d1d1f' } },
  },
  sections: ['projects', 'statement', 'about', 'recognition', 'experience', 'tools', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: studioDemo,
};
