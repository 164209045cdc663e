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
import { ecoDemo } from './demo';
import { css } from './styles';

/** Eco Vision: warm cream and forest green, soft organic shapes, a humane serif. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  return (
    <>
      <header className="hero">
        <SectionNav view={view} className="nav" />
        <div className="hero-grid">
          <div className="hero-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            {s.contact.location || s.contact.available_for_freelance ? (
              <p className="facts">
                {s.contact.location ? <span className="fact">{s.contact.location}</span> : null}
                {s.contact.available_for_freelance ? <span className="fact fact-open">Available for projects</span> : null}
              </p>
            ) : null}
          </div>
          <div className="hero-art">
            <Portrait view={view} size={380} />
          </div>
        </div>
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="About" />,
          experience: <ExperienceSection view={view} title="Experience" />,
          projects: <ProjectsSection view={view} title="Initiatives" />,
          skills: <SkillsSection view={view} title="Areas of expertise" />,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Training & certification" />,
          writing: <BlogSection view={view} title="Notes from the field" />,
          contact: <ContactSection view={view} ctx={ctx} title="Let’s talk" />,
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

export const ecoVision: TemplateDefinition = {
  id: 6,
  slug: 'eco-vision',
  name: 'Eco Vision',
  description: 'Warm greens, soft organic shapes and a friendly serif, for healthcare, wellbeing and sustainability work.',
  category: 'Healthcare',
  tier: 'pro',
  fonts: pairingOf('Fraunces', 'Figtree'),
  defaultTheme: 'light',
  palettes: {
    light: {
      bg: '#f6f0e4',
      surface: '#fffaf1',
      ink: '#22301f',
      muted: '#55614f',
      line: '#e4dac6',
      accent: '#1f4d3a',
      extra: { moss: '#3f6b52', 'moss-fill': '#3f6b52', clay: '#a4492a', glow: '#d9e6cf' },
    },
    // Forest at night: deep green-black, the forest turned to a fresh leaf, clay to a warm peach.
    dark: {
      bg: '#121812',
      surface: '#1a221a',
      ink: '#e9eadf',
      muted: '#aeb5a3',
      line: '#2e392d',
      accent: '#8fd1a8',
      extra: { moss: '#9fc9ad', 'moss-fill': '#3f6b52', clay: '#f0a582', glow: '#1d2a1e' },
    },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: ecoDemo,
};
