/** @jsxRuntime automatic */
import { pairingOf } from '../../lib/font-catalogue';
import { variableFont } from '../../lib/fonts';
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
import { circuitDemo } from './demo';
import { css } from './styles';

/** Circuit Flow: a dark terminal, traces on a grid, section names as code comments. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  return (
    <>
      <header className="hero">
        <div className="hero-inner">
          <div className="term">
            <p className="term-bar" aria-hidden="true">
              <span className="dot" />
              <span className="dot" />
              <span className="dot" />
              <span className="term-path" dir="ltr">~/{view.slug}</span>
            </p>
            <p className="prompt" aria-hidden="true" dir="ltr">
              $ whoami
            </p>
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            <ContactDetails view={view} />
          </div>
          <div className="chip">
            <Portrait view={view} size={280} />
          </div>
        </div>
        <SectionNav view={view} className="nav" />
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="readme" marker="// " />,
          experience: <ExperienceSection view={view} title="experience" marker="// " />,
          projects: <ProjectsSection view={view} title="projects" marker="// " />,
          skills: <SkillsSection view={view} title="stack" marker="// " variant="levels" />,
          education: <EducationSection view={view} title="education" marker="// " />,
          training: <TrainingsSection view={view} title="certifications" marker="// " />,
          writing: <BlogSection view={view} title="posts" marker="// " />,
          contact: <ContactSection view={view} ctx={ctx} title="contact" marker="// " submitLabel="send()" />,
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

export const circuitFlow: TemplateDefinition = {
  id: 5,
  slug: 'circuit-flow',
  name: 'Circuit Flow',
  description: 'A dark, technical page with circuit traces and monospace details, for engineers and developers.',
  category: 'Technology',
  tier: 'pro',
  fonts: { ...pairingOf('Space Grotesk'), extra: [variableFont('jetbrains-mono', 'JetBrains Mono', '100 800', true)] },
  defaultTheme: 'dark',
  palettes: {
    dark: {
      bg: '#070b14',
      surface: '#0d1424',
      ink: '#e6edf7',
      muted: '#9aa8c0',
      line: '#1f2b45',
      accent: '#3ee6cf',
      extra: { violet: '#a993ff', amber: '#ffcc66', heading: '#ffffff', 'text-2': '#c7d2e4', 'text-3': '#d3dcea', 'name-a': '#ffffff', 'name-b': '#c9fff6', term: 'rgba(13,20,36,.92)', mast: 'rgba(7,11,20,.9)', 'mono-bg': 'linear-gradient(135deg,#0f2f3a,#241b4d)' },
    },
    // Daylight terminal: the same traces on paper-white, each signal darkened until it reads.
    light: {
      bg: '#f4f7fb',
      surface: '#ffffff',
      ink: '#0f1a2b',
      muted: '#4b5970',
      line: '#d5dde9',
      accent: '#0f766e',
      extra: { violet: '#5b3fd0', amber: '#8a5300', heading: '#0b1220', 'text-2': '#2f3d55', 'text-3': '#26344b', 'name-a': '#0b1220', 'name-b': '#0f5561', term: 'rgba(255,255,255,.94)', mast: 'rgba(244,247,251,.94)', 'mono-bg': 'linear-gradient(135deg,#dff7f3,#ebe6ff)' },
    },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: circuitDemo,
};
