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
import { swissDemo } from './demo';
import { css } from './styles';

/** Swiss: the International Typographic Style; a strict grid, heavy grotesque, one red. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const n = sections.markers((i) => String(i + 1).padStart(2, '0'));
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
        {sections.render({
          about: <AboutSection view={view} marker={n.about} />,
          projects: <ProjectsSection view={view} title="Work" marker={n.projects} />,
          experience: <ExperienceSection view={view} marker={n.experience} />,
          skills: <SkillsSection view={view} title="Capabilities" marker={n.skills} />,
          education: <EducationSection view={view} marker={n.education} />,
          training: <TrainingsSection view={view} marker={n.training} />,
          writing: <BlogSection view={view} marker={n.writing} />,
          contact: <ContactSection view={view} ctx={ctx} title="Contact" marker={n.contact} />,
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

export const swiss: TemplateDefinition = {
  id: 8,
  slug: 'swiss',
  name: 'Swiss Grid',
  description: 'International Typographic Style: a strict grid, oversized grotesque type and a single red accent.',
  category: 'Professional',
  tier: 'premium',
  fonts: pairingOf('Inter Tight'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#ffffff', surface: '#ffffff', ink: '#0d0d0d', muted: '#555555', line: '#0d0d0d', accent: '#d0021b' },
    // Negative print: white rules on near-black, the red lifted just enough to read.
    dark: { bg: '#0d0d0d', surface: '#0d0d0d', ink: '#f2f2f2', muted: '#a8a8a8', line: '#f2f2f2', accent: '#ff4a5e' },
  },
  sections: ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: swissDemo,
};
