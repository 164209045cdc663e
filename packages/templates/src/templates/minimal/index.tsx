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
  SkillsSection,
  TrainingsSection,
} from '../../sections/common';
import { ContactDetails, FooterLine } from '../../sections/contact';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { minimalDemo } from './demo';
import { css } from './styles';

/** Minimal: one narrow column, labels in a quiet gutter, nothing but type and space. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  return (
    <>
      <header className="top">
        {view.picture ? <Portrait view={view} size={128} /> : null}
        <h1 className="name">{view.name}</h1>
        <Headline view={view} />
        {s.intro ? <p className="intro">{s.intro}</p> : null}
        <ContactDetails view={view} />
      </header>
      <main id="main">
        <AboutSection view={view} />
        <ExperienceSection view={view} title="Work" />
        <ProjectsSection view={view} />
        <SkillsSection view={view} />
        <EducationSection view={view} />
        <TrainingsSection view={view} title="Courses" />
        <BlogSection view={view} />
        <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send" />
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

export const minimal: TemplateDefinition = {
  id: 3,
  slug: 'minimal',
  name: 'Minimal',
  description: 'A quiet single column with generous space and nothing that competes with your work.',
  category: 'Professional',
  tier: 'free',
  themeColor: '#ffffff',
  accentColor: '#111111',
  fonts: [variableFont('inter', 'Inter', '100 900', true)],
  css,
  Home,
  Shell,
  demo: minimalDemo,
};
