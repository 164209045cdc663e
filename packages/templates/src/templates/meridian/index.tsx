/** @jsxRuntime automatic */
import { pairingOf } from '../../lib/font-catalogue';
import {
  AboutSection,
  BlogSection,
  ContactSection,
  EducationSection,
  ExperienceSection,
  Headline,
  Portrait,
  ProjectsSection,
  SectionNav,
  SkillsSection,
  TrainingsSection,
} from '../../sections/common';
import { ContactDetails, FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { meridianDemo } from './demo';
import { css } from './styles';

/** Meridian: a navy side column holds who you are; the page beside it holds what you did. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  return (
    <div className="layout">
      <header className="side">
        <div className="side-inner">
          <Portrait view={view} size={240} />
          <h1 className="name">{view.name}</h1>
          <Headline view={view} />
          {s.intro ? <p className="intro">{s.intro}</p> : null}
          <ContactDetails view={view} />
          <SectionNav view={view} className="side-nav" />
        </div>
      </header>
      <div className="content">
        <main id="main">
          {sections.render({
            about: <AboutSection view={view} title="Profile" />,
            experience: <ExperienceSection view={view} title="Career" />,
            projects: <ProjectsSection view={view} title="Highlights" />,
            skills: <SkillsSection view={view} title="Skills" variant="levels" />,
            education: <EducationSection view={view} />,
            training: <TrainingsSection view={view} title="Certifications" />,
            writing: <BlogSection view={view} title="Articles" />,
            contact: <ContactSection view={view} ctx={ctx} title="Contact me" />,
          })}
        </main>
        <footer className="foot">
          <FooterLine view={view} ctx={ctx} />
        </footer>
      </div>
    </div>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const meridian: TemplateDefinition = {
  id: 4,
  slug: 'meridian',
  name: 'Meridian',
  description: 'A résumé-style page with a navy side column for your details and a clean page for your career.',
  category: 'Classic',
  tier: 'free',
  fonts: pairingOf('DM Serif Display', 'DM Sans'),
  defaultTheme: 'light',
  palettes: {
    // The side column stays a deep navy in both themes (`side-*`, and `--accent-panel` on it).
    light: {
      bg: '#f3f5f8',
      surface: '#ffffff',
      ink: '#1b2433',
      muted: '#5a6475',
      line: '#dde3ea',
      accent: '#1d7a70',
      chrome: '#16243b',
      panel: '#16243b',
      extra: { side: '#16243b', 'side-2': '#213354', 'side-ink': '#ffffff', 'side-text': '#e8edf5', 'side-muted': '#c9d3e2', 'side-label': '#9fb0c8', field: '#fbfcfd', 'field-line': '#c4ccd8' },
    },
    dark: {
      bg: '#0f1622',
      surface: '#162030',
      ink: '#e3e9f2',
      muted: '#a3afc2',
      line: '#27344a',
      accent: '#5fd4c4',
      chrome: '#0a1019',
      panel: '#0a1019',
      extra: { side: '#0a1019', 'side-2': '#1c2a3f', 'side-ink': '#ffffff', 'side-text': '#e8edf5', 'side-muted': '#c9d3e2', 'side-label': '#9fb0c8', field: '#111a28', 'field-line': '#3a4a63' },
    },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: meridianDemo,
};
