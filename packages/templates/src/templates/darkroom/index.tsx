/** @jsxRuntime automatic */
import { pairingOf } from '../../lib/font-catalogue';
import {
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
import { Paragraphs, Section } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { darkroomDemo } from './demo';
import { Gallery } from './gallery';
import { css } from './styles';

/** The biography beside the photographer's portrait (the one picture of them on the page). */
function About({ view }: { view: SiteView }) {
  if (view.site.description.trim() === '') return null;
  return (
    <Section id="about" title="About" className={view.picture ? 'with-portrait' : undefined}>
      {view.picture ? <Portrait view={view} size={360} eager={false} /> : null}
      <Paragraphs text={view.site.description} className="about-text" />
    </Section>
  );
}

/** Darkroom: the pictures are the page; the name, the nav and the words stay small and out of their way. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'creative' ? view.data.data : null;
  const sections = homeSections(view);
  const m = data?.creative_metrics;
  const hasMetrics = m !== undefined && (m.projects_completed > 0 || m.experience_years > 0 || m.client_satisfaction !== '');
  return (
    <>
      <header className="top">
        <div className="bar">
          <div className="who">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
          </div>
          <SectionNav view={view} className="nav" />
        </div>
        {s.intro || hasMetrics ? (
          <div className="intro-row">
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            {data && hasMetrics ? <CreativeMetrics data={data} /> : null}
          </div>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          projects: <Gallery projects={s.projects} title="Portfolio" images={view.images} />,
        })}
        <div className="notes">
          {sections.render({
            statement: data ? <ArtistStatement data={data} /> : null,
            about: <About view={view} />,
            recognition: data ? <RecognitionSection data={data} /> : null,
            experience: <ExperienceSection view={view} title="Assignments" />,
            tools: data ? <ToolsSection data={data} /> : null,
            skills: <SkillsSection view={view} title="Practice" />,
            education: <EducationSection view={view} />,
            training: <TrainingsSection view={view} title="Workshops" />,
            writing: <BlogSection view={view} title="Journal" />,
            contact: <ContactSection view={view} ctx={ctx} title="Commissions" submitLabel="Send" />,
          })}
        </div>
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const darkroom: TemplateDefinition = {
  id: 15,
  slug: 'darkroom',
  name: 'Darkroom',
  description: 'Full-bleed photographs on black, never cropped, numbered like frames on a film; small type and almost no chrome. For photographers.',
  category: 'Creative',
  tier: 'pro',
  fonts: pairingOf('Archivo', 'Source Serif 4'),
  defaultTheme: 'dark',
  palettes: {
    // Lights off: near-black, paper-white words, the red of a safelight for numbers and links.
    dark: {
      bg: '#0b0b0b',
      surface: '#151515',
      ink: '#e9e7e2',
      muted: '#a19e97',
      line: '#2a2a2a',
      accent: '#ff6a55',
      extra: { plate: '#0b0b0b', heading: '#ffffff' },
    },
    // The gallery wall: warm white, prints on it, the safelight deepened to a darkroom red.
    light: {
      bg: '#f3f2ee',
      surface: '#ffffff',
      ink: '#171717',
      muted: '#5d5b56',
      line: '#dcdad3',
      accent: '#b42318',
      extra: { plate: '#e6e4de', heading: '#0b0b0b' },
    },
  },
  sections: ['projects', 'statement', 'about', 'recognition', 'experience', 'tools', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: darkroomDemo,
};
