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
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { noirDemo } from './demo';
import { css } from './styles';

/** Noir: a dark, quiet luxury; champagne serif, an arched portrait, work in large alternating rows. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  return (
    <>
      <header className="hero">
        <SectionNav view={view} className="nav" />
        <div className="hero-inner">
          {view.picture ? <Portrait view={view} size={420} /> : null}
          <h1 className="name">{view.name}</h1>
          <Headline view={view} />
          {s.intro ? <p className="intro">{s.intro}</p> : null}
          {s.contact.location ? <p className="place">{s.contact.location}</p> : null}
        </div>
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Profile" />,
          projects: <ProjectsSection view={view} title="Selected work" />,
          experience: <ExperienceSection view={view} title="Career" />,
          skills: <SkillsSection view={view} title="Expertise" />,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Distinctions" />,
          writing: <BlogSection view={view} title="Journal" />,
          contact: <ContactSection view={view} ctx={ctx} title="Enquiries" submitLabel="Send enquiry" />,
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

export const noir: TemplateDefinition = {
  id: 12,
  slug: 'noir',
  name: 'Noir',
  description: 'A dark, refined page with champagne serif type and generous space, for senior and luxury profiles.',
  category: 'Premium',
  tier: 'premium',
  fonts: pairingOf('Cormorant Garamond', 'Manrope'),
  defaultTheme: 'dark',
  palettes: {
    dark: {
      bg: '#0e0d0c',
      surface: '#171513',
      ink: '#eee7dc',
      muted: '#b3aa9c',
      line: '#2f2a24',
      accent: '#d4b98a',
      extra: { 'gold-dim': '#a89270', heading: '#f6efe2', glow: '#221e19' },
    },
    // Ivory: the same gallery by daylight, the champagne deepened to antique gold.
    light: {
      bg: '#f7f2ea',
      surface: '#fffaf2',
      ink: '#2a241d',
      muted: '#675c4e',
      line: '#e0d5c4',
      accent: '#7a5a26',
      extra: { 'gold-dim': '#b39a6e', heading: '#1a1510', glow: '#efe5d3' },
    },
  },
  sections: ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: noirDemo,
};
