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
import { classicDemo } from './demo';
import { css } from './styles';

/** Classic: an editorial page, a masthead between rules, a main column and a side column. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const hasSide = s.skills.some((group) => group.info.length > 0) || s.educations.length > 0 || s.trainings.length > 0;
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
        <AboutSection view={view} title="Profile" className="about-drop" />
        <div className={hasSide ? 'columns' : 'columns single'}>
          <div className="col-main">
            <ExperienceSection view={view} title="Experience" />
            <ProjectsSection view={view} title="Selected projects" />
            <BlogSection view={view} title="From the journal" />
          </div>
          {hasSide ? (
            <div className="col-side">
              <SkillsSection view={view} title="Expertise" />
              <EducationSection view={view} />
              <TrainingsSection view={view} title="Courses" />
            </div>
          ) : null}
        </div>
        <ContactSection view={view} ctx={ctx} title="Correspondence" />
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
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#fbf8f1', surface: '#fbf8f1', ink: '#1f1c18', muted: '#5d564c', line: '#d8cfbf', accent: '#8b1e1e' }, dark: { bg: '#fbf8f1', surface: '#fbf8f1', ink: '#1f1c18', muted: '#5d564c', line: '#d8cfbf', accent: '#8b1e1e' } },
  sections: ['about', 'experience', 'projects', 'writing', 'skills', 'education', 'training', 'contact'],
  css,
  Home,
  Shell,
  demo: classicDemo,
};
