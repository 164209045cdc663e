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
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { meridianDemo } from './demo';
import { css } from './styles';

/** Meridian: a navy side column holds who you are; the page beside it holds what you did. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
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
          <AboutSection view={view} title="Profile" />
          <ExperienceSection view={view} title="Career" />
          <ProjectsSection view={view} title="Highlights" />
          <SkillsSection view={view} title="Skills" variant="levels" />
          <EducationSection view={view} />
          <TrainingsSection view={view} title="Certifications" />
          <BlogSection view={view} title="Articles" />
          <ContactSection view={view} ctx={ctx} title="Contact me" />
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
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#f3f5f8', surface: '#ffffff', ink: '#1b2433', muted: '#5a6475', line: '#dde3ea', accent: '#1d7a70', chrome: '#16243b' }, dark: { bg: '#f3f5f8', surface: '#ffffff', ink: '#1b2433', muted: '#5a6475', line: '#dde3ea', accent: '#1d7a70', chrome: '#16243b' } },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: meridianDemo,
};
