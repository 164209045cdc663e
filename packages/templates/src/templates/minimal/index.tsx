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
  SkillsSection,
  TrainingsSection,
} from '../../sections/common';
import { ContactDetails, FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { minimalDemo } from './demo';
import { css } from './styles';

/** Minimal: one narrow column, labels in a quiet gutter, nothing but type and space. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  return (
    <>
      <header className="top">
        {view.picture ? <Portrait view={view} size={128} /> : null}
        <h1 className="name">{view.name}</h1>
        <Headline view={view} />
        {s.intro ? <p className="intro">{s.intro}</p> : null}
        <ContactDetails view={view} />
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} />,
          experience: <ExperienceSection view={view} title="Work" />,
          projects: <ProjectsSection view={view} />,
          skills: <SkillsSection view={view} />,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Courses" />,
          writing: <BlogSection view={view} />,
          contact: <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send" />,
        })}
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

export const minimal: TemplateDefinition = {
  id: 3,
  slug: 'minimal',
  name: 'Minimal',
  description: 'A quiet single column with generous space and nothing that competes with your work.',
  category: 'Professional',
  tier: 'free',
  fonts: pairingOf('Inter'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#ffffff', surface: '#ffffff', ink: '#111111', muted: '#5f5f5f', line: '#e6e6e6', accent: '#111111', extra: { underline: '#bdbdbd', 'field-line': '#cfcfcf' } },
    dark: { bg: '#121212', surface: '#1b1b1b', ink: '#ededed', muted: '#a6a6a6', line: '#2f2f2f', accent: '#ededed', extra: { underline: '#5c5c5c', 'field-line': '#4a4a4a' } },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: minimalDemo,
};
