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
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { noirDemo } from './demo';
import { css } from './styles';

/** Noir: a dark, quiet luxury; champagne serif, an arched portrait, work in large alternating rows. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
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
        <AboutSection view={view} title="Profile" />
        <ProjectsSection view={view} title="Selected work" />
        <ExperienceSection view={view} title="Career" />
        <SkillsSection view={view} title="Expertise" />
        <EducationSection view={view} />
        <TrainingsSection view={view} title="Distinctions" />
        <BlogSection view={view} title="Journal" />
        <ContactSection view={view} ctx={ctx} title="Enquiries" submitLabel="Send enquiry" />
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
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#0e0d0c', surface: '#171513', ink: '#eee7dc', muted: '#b3aa9c', line: '#2f2a24', accent: '#d4b98a' }, dark: { bg: '#0e0d0c', surface: '#171513', ink: '#eee7dc', muted: '#b3aa9c', line: '#2f2a24', accent: '#d4b98a' } },
  sections: ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: noirDemo,
};
