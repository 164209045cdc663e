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
  sectionMarkers,
  TrainingsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { swissDemo } from './demo';
import { css } from './styles';

/** Swiss: the International Typographic Style; a strict grid, heavy grotesque, one red. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const n = sectionMarkers(view, ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'], (i) => String(i + 1).padStart(2, '0'));
  return (
    <>
      <header className="head">
        <div className="head-bar">
          <p className="head-meta">{s.contact.location || 'Portfolio'}</p>
          <SectionNav view={view} className="nav" />
        </div>
        <h1 className="name">{view.name}</h1>
        <Headline view={view} />
        <div className="head-grid">
          {view.picture ? <Portrait view={view} size={400} /> : null}
          {s.intro ? <p className="intro">{s.intro}</p> : null}
        </div>
      </header>
      <main id="main">
        <AboutSection view={view} marker={n.about} />
        <ProjectsSection view={view} title="Work" marker={n.projects} />
        <ExperienceSection view={view} marker={n.experience} />
        <SkillsSection view={view} title="Capabilities" marker={n.skills} />
        <EducationSection view={view} marker={n.education} />
        <TrainingsSection view={view} marker={n.training} />
        <BlogSection view={view} marker={n.writing} />
        <ContactSection view={view} ctx={ctx} title="Contact" marker={n.contact} />
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

export const swiss: TemplateDefinition = {
  id: 8,
  slug: 'swiss',
  name: 'Swiss Grid',
  description: 'International Typographic Style: a strict grid, oversized grotesque type and a single red accent.',
  category: 'Professional',
  tier: 'premium',
  fonts: pairingOf('Inter Tight'),
  defaultTheme: 'light',
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#ffffff', surface: '#ffffff', ink: '#0d0d0d', muted: '#555555', line: '#0d0d0d', accent: '#d0021b' }, dark: { bg: '#ffffff', surface: '#ffffff', ink: '#0d0d0d', muted: '#555555', line: '#0d0d0d', accent: '#d0021b' } },
  sections: ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: swissDemo,
};
