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
import { classicDemo } from './demo';
import { css } from './styles';

/** Classic: an editorial page, a masthead between rules, a main column and a side column. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const hasSide = sections.has('skills') || sections.has('education') || sections.has('training');
  const hasMain = sections.has('experience') || sections.has('projects') || sections.has('writing');
  return (
    <>
      <header className="mast">
        {s.contact.location ? <p className="dateline">{s.contact.location}</p> : null}
        <h1 className="mast-name">{view.name}</h1>
        <Headline view={view} />
        <SectionNav view={view} className="mast-nav" />
      </header>
      <main id="main" className="paper">
        {s.intro || view.picture ? (
          <div className={`lede${view.picture ? ' has-portrait' : ''}`}>
            {view.picture ? (
              <figure className="lede-figure">
                <Portrait view={view} size={420} />
              </figure>
            ) : null}
            {s.intro ? <p className="lede-text">{s.intro}</p> : null}
          </div>
        ) : null}
        {sections.render({ about: <AboutSection view={view} title="Profile" className="about-drop" /> })}
        {hasMain || hasSide ? (
          <div className={hasSide && hasMain ? 'columns' : 'columns single'}>
            {hasMain ? (
              <div className="col-main">
                {sections.render({
                  experience: <ExperienceSection view={view} title="Experience" />,
                  projects: <ProjectsSection view={view} title="Selected projects" />,
                  writing: <BlogSection view={view} title="From the journal" />,
                })}
              </div>
            ) : null}
            {hasSide ? (
              <div className={hasMain ? 'col-side' : 'col-main'}>
                {sections.render({
                  skills: <SkillsSection view={view} title="Expertise" />,
                  education: <EducationSection view={view} />,
                  training: <TrainingsSection view={view} title="Courses" />,
                })}
              </div>
            ) : null}
          </div>
        ) : null}
        {sections.render({ contact: <ContactSection view={view} ctx={ctx} title="Correspondence" /> })}
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

export const classic: TemplateDefinition = {
  id: 2,
  slug: 'default',
  name: 'Classic',
  description: 'An editorial page in the manner of a fine magazine: serif type, a drop cap and hairline rules.',
  category: 'Classic',
  tier: 'free',
  fonts: pairingOf('Playfair Display', 'Source Serif 4'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#fbf8f1', surface: '#fffdf8', ink: '#1f1c18', muted: '#5d564c', line: '#d8cfbf', accent: '#8b1e1e' },
    // Evening paper: warm charcoal, bone ink, the oxblood turned to a readable rose.
    dark: { bg: '#17140f', surface: '#1f1b15', ink: '#ece4d6', muted: '#b3a794', line: '#3d362b', accent: '#e58a80' },
  },
  sections: ['about', 'experience', 'projects', 'writing', 'skills', 'education', 'training', 'contact'],
  css,
  Home,
  Shell,
  demo: classicDemo,
};
