/** @jsxRuntime automatic */
import { variableFont, type FontSpec } from '../../lib/fonts';
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

const serif: FontSpec = {
  family: 'DM Serif Display',
  pkg: '@fontsource/dm-serif-display',
  file: 'dm-serif-display-latin-400-normal.woff2',
  weight: '400',
  preload: true,
};

export const meridian: TemplateDefinition = {
  id: 4,
  slug: 'meridian',
  name: 'Meridian',
  description: 'A résumé-style page with a navy side column for your details and a clean page for your career.',
  category: 'Classic',
  tier: 'free',
  themeColor: '#16243b',
  accentColor: '#16243b',
  fonts: [serif, variableFont('dm-sans', 'DM Sans', '100 1000', true)],
  css,
  Home,
  Shell,
  demo: meridianDemo,
};
