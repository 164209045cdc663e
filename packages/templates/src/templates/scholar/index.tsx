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
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { scholarDemo } from './demo';
import { css } from './styles';

/** Scholar: an academic homepage; a profile card beside bio, research and a reference-style list of work. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'academic' ? view.data.data : null;
  const affiliation = s.experiences[0]?.name;
  const sections = homeSections(view);
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
          {sections.render({
            about: <AboutSection view={view} title="Biography" />,
            research: data ? <ResearchSection data={data} /> : null,
            projects: <ProjectsSection view={view} title="Selected publications and projects" />,
            experience: <ExperienceSection view={view} title="Appointments" />,
            education: <EducationSection view={view} />,
            achievements: data ? <AchievementsSection data={data} /> : null,
            skills: <SkillsSection view={view} title="Methods" />,
            training: <TrainingsSection view={view} title="Teaching and training" />,
            writing: <BlogSection view={view} title="Notes" />,
            contact: <ContactSection view={view} ctx={ctx} title="Contact" />,
          })}
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
  palettes: {
    light: {
      bg: '#ffffff',
      surface: '#f5f6f9',
      ink: '#1d2433',
      muted: '#586174',
      line: '#e3e6ec',
      accent: '#7a1f2b',
      extra: { oxford: '#1e2a44', 'oxford-fill': '#1e2a44', 'field-line': '#c7ccd6' },
    },
    // The reading room at night: ink-blue paper, the oxford blue lifted to a pale steel.
    dark: {
      bg: '#121722',
      surface: '#1a2030',
      ink: '#e4e7ee',
      muted: '#a5adbd',
      line: '#2b3344',
      accent: '#f0929c',
      extra: { oxford: '#c5d3f0', 'oxford-fill': '#33446b', 'field-line': '#3d4659' },
    },
  },
  sections: ['about', 'research', 'projects', 'experience', 'education', 'achievements', 'skills', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: scholarDemo,
};
