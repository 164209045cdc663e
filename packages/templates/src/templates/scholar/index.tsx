/** @jsxRuntime automatic */
import { pairingOf, fontFamilies } from '../../lib/font-catalogue';
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
import { AchievementsSection, AcademicMetrics, ResearchSection, ScholarLink } from '../../sections/data-academic';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { scholarDemo } from './demo';
import { css } from './styles';

/** Scholar: an academic homepage; a profile card beside bio, research and a reference-style list of work. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'academic' ? view.data.data : null;
  const affiliation = s.experiences[0]?.name;
  return (
    <div className="layout">
      <header className="profile">
        <Portrait view={view} size={260} />
        <h1 className="name">{view.name}</h1>
        <Headline view={view} />
        {affiliation ? <p className="affiliation">{affiliation}</p> : null}
        <ContactDetails view={view} />
        {data ? <ScholarLink data={data} /> : null}
        <SectionNav view={view} className="toc" />
      </header>
      <div className="body">
        <main id="main">
          {s.intro ? <p className="lede">{s.intro}</p> : null}
          {data ? <AcademicMetrics data={data} /> : null}
          <AboutSection view={view} title="Biography" />
          {data ? <ResearchSection data={data} /> : null}
          <ProjectsSection view={view} title="Selected publications and projects" />
          <ExperienceSection view={view} title="Appointments" />
          <EducationSection view={view} />
          {data ? <AchievementsSection data={data} /> : null}
          <SkillsSection view={view} title="Methods" />
          <TrainingsSection view={view} title="Teaching and training" />
          <BlogSection view={view} title="Notes" />
          <ContactSection view={view} ctx={ctx} title="Contact" />
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

export const scholar: TemplateDefinition = {
  id: 7,
  slug: 'scholar',
  name: 'Scholar',
  description: 'An academic homepage: research interests, metrics and a reference-style list of publications.',
  category: 'Academic',
  tier: 'pro',
  fonts: { ...pairingOf('Crimson Pro'), extra: [fontFamilies['Source Sans 3']] },
  defaultTheme: 'light',
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#ffffff', surface: '#f5f6f9', ink: '#1d2433', muted: '#586174', line: '#e3e6ec', accent: '#7a1f2b' }, dark: { bg: '#ffffff', surface: '#f5f6f9', ink: '#1d2433', muted: '#586174', line: '#e3e6ec', accent: '#7a1f2b' } },
  sections: ['about', 'research', 'projects', 'experience', 'education', 'achievements', 'skills', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: scholarDemo,
};
