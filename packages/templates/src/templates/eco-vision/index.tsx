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
import { ecoDemo } from './demo';
import { css } from './styles';

/** Eco Vision: warm cream and forest green, soft organic shapes, a humane serif. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
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
        <AboutSection view={view} title="About" />
        <ExperienceSection view={view} title="Experience" />
        <ProjectsSection view={view} title="Initiatives" />
        <SkillsSection view={view} title="Areas of expertise" />
        <EducationSection view={view} />
        <TrainingsSection view={view} title="Training & certification" />
        <BlogSection view={view} title="Notes from the field" />
        <ContactSection view={view} ctx={ctx} title="Let’s talk" />
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
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#f6f0e4', surface: '#fffaf1', ink: '#22301f', muted: '#55614f', line: '#e4dac6', accent: '#1f4d3a' }, dark: { bg: '#f6f0e4', surface: '#fffaf1', ink: '#22301f', muted: '#55614f', line: '#e4dac6', accent: '#1f4d3a' } },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: ecoDemo,
};
