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
import { ArtistStatement, RecognitionSection, ToolsSection } from '../../sections/data-creative';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { ProjectLinks, categoryName } from '../../sections/projects';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { atelierDemo } from './demo';
import { css } from './styles';
import { slotClass, wallSlots, type Slot } from './wall';

/**
 * Atelier: an illustrator's wall. The pictures of the work hang first as a bento grid whose
 * groups always fill the row, each tile numbered and captioned like a wall label; the notes on each
 * piece follow, then the CV in a quiet band of two columns. A project without a picture hangs as
 * its title set in type, so the wall is never an empty frame.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'creative' ? view.data.data : null;
  const sections = homeSections(view);
  const specialisms = data?.specializations ?? [];
  const main = ['experience', 'education', 'training', 'writing'] as const;
  const side = ['skills', 'tools', 'recognition'] as const;
  const hasMain = main.some((id) => sections.has(id));
  const hasSide = side.some((id) => sections.has(id));
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="signature" aria-hidden="true">
            {view.name}
          </p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`hero${view.picture ? ' has-portrait' : ''}`}>
          {view.picture ? <Portrait view={view} size={240} /> : null}
          <div className="hero-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
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
      </header>
      <main id="main">
        {sections.render({
          projects: <Work view={view} />,
          statement: data ? <ArtistStatement data={data} /> : null,
          about: <AboutSection view={view} title="About" />,
        })}
        {hasMain || hasSide ? (
          <div className={`band${hasMain && hasSide ? ' two' : ''}`}>
            {hasMain ? (
              <div className="band-main">
                {sections.render({
                  experience: <ExperienceSection view={view} title="Studios and commissions" />,
                  education: <EducationSection view={view} title="Schooling" />,
                  training: <TrainingsSection view={view} title="Workshops" />,
                  writing: <BlogSection view={view} title="Sketchbook" />,
                })}
              </div>
            ) : null}
            {hasSide ? (
              <div className="band-side">
                {sections.render({
                  skills: <SkillsSection view={view} title="Crafts" />,
                  tools: data ? <ToolsSection data={data} /> : null,
                  recognition: data ? <RecognitionSection data={data} /> : null,
                })}
              </div>
            ) : null}
          </div>
        ) : null}
        {sections.render({
          contact: <ContactSection view={view} ctx={ctx} title="Commissions" submitLabel="Send a note" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

interface Tile {
  project: Project;
  number: string;
  /** The picture, or null for a project that hangs as its title. */
  src: string | null;
  /** The picture's own title (its alt text), or '' */
  title: string;
  /** The second or third picture of a project. */
  extra: boolean;
  ratio: number | undefined;
}

const picturesPerProject = 3;
const maxTiles = 18;

/** Every project's pictures (three at most) in order, or one title tile for a project without one. */
export function wallTiles(view: SiteView): Tile[] {
  const tiles: Tile[] = [];
  view.site.projects.forEach((project, index) => {
    const number = String(index + 1).padStart(2, '0');
    const pictures = project.pictures.flatMap((picture) => {
      const src = safeImageSrc(picture.img);
      return src ? [{ src, title: picture.title }] : [];
    });
    if (pictures.length === 0) {
      tiles.push({ project, number, src: null, title: '', extra: false, ratio: undefined });
      return;
    }
    pictures.slice(0, picturesPerProject).forEach((picture, at) => {
      const info = view.images[picture.src];
      tiles.push({ project, number, src: picture.src, title: picture.title, extra: at > 0, ratio: info ? info.width / info.height : undefined });
    });
  });
  return tiles.slice(0, maxTiles);
}

const slotSize: Record<Slot['shape'], { width: number; height: number; sizes: string }> = {
  big: { width: 800, height: 500, sizes: '(max-width: 640px) 100vw, 820px' },
  small: { width: 400, height: 250, sizes: '(max-width: 640px) 100vw, 410px' },
  tall: { width: 400, height: 500, sizes: '(max-width: 640px) 100vw, 410px' },
  half: { width: 600, height: 500, sizes: '(max-width: 640px) 100vw, 620px' },
  wide: { width: 1240, height: 500, sizes: '(max-width: 1280px) 100vw, 1240px' },
};

function metaOf(project: Project): string {
  return [project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '', project.date].filter(Boolean).join(' · ');
}

function Work({ view }: { view: SiteView }) {
  const projects = view.site.projects;
  if (projects.length === 0) return null;
  const tiles = wallTiles(view);
  const slots = wallSlots(tiles.map((tile) => tile.ratio));
  return (
    <Section id="projects" title="The work">
      <ul className={`wall${tiles.every((tile) => tile.src === null) ? ' wall-type' : ''}`} role="list">
        {tiles.map((tile, at) => {
          const slot = slots[at] ?? { shape: 'small', col: 1, cols: 2, rows: 1 };
          const size = slotSize[slot.shape];
          const meta = tile.extra ? tile.title : metaOf(tile.project);
          return (
            <li key={`${tile.project.id}-${at}`} className={`tile ${slotClass(slot)}${tile.src ? '' : ' t-type'}`}>
              <a className="tile-link" href={`#work-${tile.number}`}>
                {tile.src ? (
                  <UploadedImage src={tile.src} alt={tile.title} images={view.images} width={size.width} height={size.height} sizes={size.sizes} eager={at === 0} />
                ) : null}
                <span className="cap">
                  <span className="cap-no" aria-hidden="true">
                    {tile.number}
                  </span>
                  <span className="cap-title" dir="auto">
                    {tile.project.title}
                  </span>
                  {meta ? (
                    <span className="cap-meta" dir="auto">
                      {meta}
                    </span>
                  ) : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <h3 className="sub-title notes-title">Notes on the work</h3>
      <ol className="proj notes" role="list">
        {projects.map((project, index) => {
          const number = String(index + 1).padStart(2, '0');
          const meta = metaOf(project);
          return (
            <li key={project.id} id={`work-${number}`} className="proj-item note">
              <p className="note-no" aria-hidden="true">
                {number}
              </p>
              <div className="proj-body">
                <h4 className="proj-title">{project.title}</h4>
                {meta ? <p className="proj-meta">{meta}</p> : null}
                <Paragraphs text={project.description} className="proj-desc" />
                <Tags items={project.technologies} label={`Materials: ${project.title}`} />
                <ProjectLinks project={project} />
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const atelier: TemplateDefinition = {
  id: 20,
  slug: 'atelier',
  name: 'Atelier',
  description: 'For illustrators and designers: the pictures of the work as a bento wall with captions like wall labels, notes on each piece, then a quiet CV in two columns.',
  category: 'Creative',
  tier: 'pro',
  fonts: pairingOf('Fraunces', 'DM Sans'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#f5efe4', surface: '#fbf7f0', ink: '#2a211b', muted: '#675a4e', line: '#ded3c1', accent: '#b1452a', extra: { mat: '#ebe2d3', cap: '#2a211b' } },
    // The gallery at night: warm walls in shadow, the pictures lit, the terracotta glowing.
    dark: { bg: '#191512', surface: '#221d19', ink: '#efe6d8', muted: '#b3a595', line: '#3a3129', accent: '#ec9274', extra: { mat: '#2a231e', cap: '#0f0c0a' } },
  },
  sections: ['projects', 'statement', 'about', 'experience', 'education', 'training', 'writing', 'skills', 'tools', 'recognition', 'contact'],
  css,
  Home,
  Shell,
  demo: atelierDemo,
};
