/** @jsxRuntime automatic */
import { pairingOf } from '../../lib/font-catalogue';
import type { FontSpec } from '../../lib/fonts';
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
import { BusinessKpis, CompetenciesSection, InitiativesSection, LeadershipSection } from '../../sections/data-business';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { executiveDemo } from './demo';
import { css } from './styles';

/** Executive: a dashboard; KPIs first, then panels of dense, scannable facts. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'business' ? view.data.data : null;
  const focus = data?.industry_focus.primary;
  const sections = homeSections(view);
  return (
    <>
      <header className="top">
        <div className="top-bar">
          <p className="top-label">
            <span className="top-dot" aria-hidden="true" />
            Executive profile{focus ? ` · ${focus}` : ''}
          </p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className="id">
          <Portrait view={view} size={160} />
          <div className="id-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
          </div>
          <ContactDetails view={view} />
        </div>
      </header>
      <main id="main" className="dash">
        {data ? <BusinessKpis data={data} /> : null}
        <div className="grid">
          {sections.render({
            about: <AboutSection view={view} title="Summary" />,
            competencies: data ? <CompetenciesSection data={data} /> : null,
            leadership: data ? <LeadershipSection data={data} /> : null,
            experience: <ExperienceSection view={view} title="Career" />,
            initiatives: data ? <InitiativesSection data={data} /> : null,
            projects: <ProjectsSection view={view} title="Key engagements" />,
            skills: <SkillsSection view={view} title="Capabilities" variant="levels" />,
            education: <EducationSection view={view} />,
            training: <TrainingsSection view={view} title="Board & executive education" />,
            writing: <BlogSection view={view} title="Insights" />,
            contact: <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send enquiry" />,
          })}
        </div>
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

const mono: FontSpec = { family: 'IBM Plex Mono', pkg: '@fontsource/ibm-plex-mono', file: 'ibm-plex-mono-latin-500-normal.woff2', weight: '500', preload: true };

export const executive: TemplateDefinition = {
  id: 10,
  slug: 'executive-dashboard',
  name: 'Executive',
  description: 'A data-dense dashboard for leaders: KPIs up front, leadership and initiatives in scannable panels.',
  category: 'Business',
  tier: 'premium',
  fonts: { ...pairingOf('IBM Plex Sans'), extra: [mono] },
  defaultTheme: 'light',
  palettes: {
    light: {
      bg: '#eef1f5',
      surface: '#ffffff',
      ink: '#16202e',
      muted: '#566173',
      line: '#dbe1e8',
      accent: '#0b7a5a',
      chrome: '#0f2240',
      panel: '#0f2240',
      extra: { top: '#0f2240', 'top-2': '#1a3358', heading: '#0f2240', 'surface-2': '#f3f5f8', field: '#fbfcfd', 'field-line': '#c3ccd7' },
    },
    // The night desk: the header sinks to ink-navy, panels to slate; emerald brightens.
    dark: {
      bg: '#0c1420',
      surface: '#131d2b',
      ink: '#e2e8f0',
      muted: '#9eabbd',
      line: '#243246',
      accent: '#4fd1a5',
      chrome: '#07101d',
      panel: '#07101d',
      extra: { top: '#07101d', 'top-2': '#1a2a42', heading: '#dbe6f7', 'surface-2': '#182433', field: '#0f1825', 'field-line': '#34455c' },
    },
  },
  sections: ['about', 'competencies', 'leadership', 'experience', 'initiatives', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: executiveDemo,
};
