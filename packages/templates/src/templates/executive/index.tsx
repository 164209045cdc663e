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
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { executiveDemo } from './demo';
import { css } from './styles';

/** Executive: a dashboard; KPIs first, then panels of dense, scannable facts. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'business' ? view.data.data : null;
  const focus = data?.industry_focus.primary;
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
          <AboutSection view={view} title="Summary" />
          {data ? <CompetenciesSection data={data} /> : null}
          {data ? <LeadershipSection data={data} /> : null}
          <ExperienceSection view={view} title="Career" />
          {data ? <InitiativesSection data={data} /> : null}
          <ProjectsSection view={view} title="Key engagements" />
          <SkillsSection view={view} title="Capabilities" variant="levels" />
          <EducationSection view={view} />
          <TrainingsSection view={view} title="Board & executive education" />
          <BlogSection view={view} title="Insights" />
          <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send enquiry" />
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
  // The stylesheet is converted to the tokens in the next step; until then both themes hold its own colours.
  palettes: { light: { bg: '#eef1f5', surface: '#ffffff', ink: '#16202e', muted: '#566173', line: '#dbe1e8', accent: '#0b7a5a', chrome: '#0f2240' }, dark: { bg: '#eef1f5', surface: '#ffffff', ink: '#16202e', muted: '#566173', line: '#dbe1e8', accent: '#0b7a5a', chrome: '#0f2240' } },
  sections: ['about', 'competencies', 'leadership', 'experience', 'initiatives', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: executiveDemo,
};
