/** @jsxRuntime automatic */
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
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { circuitDemo } from './demo';
import { css } from './styles';

/** Circuit Flow: a dark terminal, traces on a grid, section names as code comments. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
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
        <AboutSection view={view} title="readme" marker="// " />
        <ExperienceSection view={view} title="experience" marker="// " />
        <ProjectsSection view={view} title="projects" marker="// " />
        <SkillsSection view={view} title="stack" marker="// " variant="levels" />
        <EducationSection view={view} title="education" marker="// " />
        <TrainingsSection view={view} title="certifications" marker="// " />
        <BlogSection view={view} title="posts" marker="// " />
        <ContactSection view={view} ctx={ctx} title="contact" marker="// " submitLabel="send()" />
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
  themeColor: '#070b14',
  accentColor: '#0f766e',
  fonts: [variableFont('space-grotesk', 'Space Grotesk', '300 700', true), variableFont('jetbrains-mono', 'JetBrains Mono', '100 800', true)],
  css,
  Home,
  Shell,
  demo: circuitDemo,
};
