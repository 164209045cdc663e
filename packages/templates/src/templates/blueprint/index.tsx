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
  sectionMarkers,
  TrainingsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { CredentialsSection, EngineeringMetrics, SpecsSection } from '../../sections/data-engineering';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { blueprintDemo } from './demo';
import { css } from './styles';

/** Blueprint: a drawing sheet; white linework on blueprint blue, a title block, lettered sections. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'engineering' ? view.data.data : null;
  const rows = [
    ['Engineer', view.name],
    ['Location', s.contact.location],
    ['Experience', data && data.experience_years > 0 ? `${data.experience_years} years` : ''],
  ].filter(([, value]) => value !== '');
  const sections = homeSections(view);
  // Lettered sheets over the shared sections; the template-data panels (specs, credentials) carry none.
  const m = sectionMarkers(view, ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'], (i) => String.fromCharCode(65 + i));
  return (
    <>
      <header className="sheet">
        <SectionNav view={view} className="nav" />
        <div className="frame">
          <div className="frame-main">
            <p className="sheet-no" aria-hidden="true">
              SHEET 01 / PORTFOLIO
            </p>
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
          </div>
          <div className="frame-art">
            <Portrait view={view} size={300} />
          </div>
          <dl className="title-block">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <main id="main">
        {data ? <EngineeringMetrics data={data} /> : null}
        {sections.render({
          about: <AboutSection view={view} title="Overview" marker={m.about} />,
          specs: data ? <SpecsSection data={data} /> : null,
          projects: <ProjectsSection view={view} title="Projects" marker={m.projects} />,
          experience: <ExperienceSection view={view} title="Experience" marker={m.experience} />,
          skills: <SkillsSection view={view} title="Competencies" marker={m.skills} variant="levels" />,
          credentials: data ? <CredentialsSection data={data} /> : null,
          education: <EducationSection view={view} title="Education" marker={m.education} />,
          training: <TrainingsSection view={view} title="Training" marker={m.training} />,
          writing: <BlogSection view={view} title="Technical notes" marker={m.writing} />,
          contact: <ContactSection view={view} ctx={ctx} title="Contact" marker={m.contact} submitLabel="Transmit" />,
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

export const blueprint: TemplateDefinition = {
  id: 11,
  slug: 'blueprint',
  name: 'Blueprint',
  description: 'A technical drawing sheet in blueprint blue, with a title block and specification tables, for engineers.',
  category: 'Engineering',
  tier: 'premium',
  fonts: { ...pairingOf('Archivo'), extra: [variableFont('azeret-mono', 'Azeret Mono', '100 900', true)] },
  defaultTheme: 'dark',
  palettes: {
    dark: {
      bg: '#123a6b',
      surface: '#0e2f57',
      ink: '#f4f8ff',
      muted: '#b5cdf0',
      line: 'rgba(255,255,255,.55)',
      accent: '#ffd27a',
      extra: { grid: 'rgba(255,255,255,.07)', 'grid-major': 'rgba(255,255,255,.13)', sky: '#9cc3ff', sheet: 'rgba(14,47,87,.55)', 'sheet-2': 'rgba(14,47,87,.7)' },
    },
    // The print: blue linework on white drafting film, the amber deepened to a readable ochre.
    light: {
      bg: '#f2f6fc',
      surface: '#ffffff',
      ink: '#0f2f57',
      muted: '#3e5a80',
      line: 'rgba(18,58,107,.4)',
      accent: '#94560a',
      extra: { grid: 'rgba(18,58,107,.05)', 'grid-major': 'rgba(18,58,107,.1)', sky: '#24508a', sheet: 'rgba(255,255,255,.8)', 'sheet-2': 'rgba(255,255,255,.92)' },
    },
  },
  sections: ['about', 'specs', 'projects', 'experience', 'skills', 'credentials', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: blueprintDemo,
};
