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
import { BusinessKpis } from '../../sections/data-business';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { boardroomDemo } from './demo';
import { Achievements, Approach, BoardRoles } from './parts';
import { css } from './styles';

/** Boardroom: the directors' page of an annual report; one sheet, the record on the left, the roles on the right. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'business' ? view.data.data : null;
  const sections = homeSections(view);
  const sideIds = ['leadership', 'education', 'training', 'skills', 'writing'] as const;
  const hasSide = sideIds.some((id) => sections.has(id));
  const focus = data?.industry_focus.primary;
  return (
    <div className="sheet">
      <header className="top">
        <div className="rule-bar">
          <p className="kicker">{focus ? `Profile · ${focus}` : 'Profile'}</p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={view.picture ? 'ident has-pic' : 'ident'}>
          <div className="ident-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            {s.contact.location ? <p className="place">{s.contact.location}</p> : null}
          </div>
          {view.picture ? <Portrait view={view} size={360} /> : null}
        </div>
        {data ? <BusinessKpis data={data} /> : null}
      </header>
      <main id="main" className={hasSide ? 'cols' : 'cols single'}>
        <div className="col-main">
          {sections.render({
            about: <AboutSection view={view} title="Biography" />,
            initiatives: data ? <Achievements data={data} /> : null,
            experience: <ExperienceSection view={view} title="Career" />,
            competencies: data ? <Approach data={data} /> : null,
            projects: <ProjectsSection view={view} title="Selected programmes" variant="cards" />,
          })}
        </div>
        {hasSide ? (
          <aside className="col-side" aria-label="Roles and credentials">
            {sections.render({
              leadership: data ? <BoardRoles data={data} /> : null,
              education: <EducationSection view={view} />,
              training: <TrainingsSection view={view} title="Board education" />,
              skills: <SkillsSection view={view} title="Expertise" />,
              writing: <BlogSection view={view} title="Commentary" />,
            })}
          </aside>
        ) : null}
        <div className="col-end">{sections.render({ contact: <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send message" /> })}</div>
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </div>
  );
}

function Shell(props: ShellProps) {
  return (
    <div className="sheet sheet-page">
      <PageShell {...props} />
    </div>
  );
}

export const boardroom: TemplateDefinition = {
  id: 16,
  slug: 'boardroom',
  name: 'Boardroom',
  description: 'A one-page executive profile set like the directors’ page of an annual report: key figures, achievements, board roles and career on one sheet.',
  category: 'Business',
  tier: 'premium',
  fonts: pairingOf('Source Serif 4', 'Source Sans 3'),
  defaultTheme: 'light',
  palettes: {
    // Laid paper on a linen desk, claret for the few things that should stand out.
    light: {
      bg: '#e7e3da',
      surface: '#fffdf8',
      ink: '#1f1d1a',
      muted: '#58534b',
      line: '#d9d3c7',
      accent: '#7d1f2e',
      extra: { heading: '#141210', rule: '#1f1d1a', shadow: 'rgba(40,32,20,.16)' },
    },
    // The evening pack: graphite sheet on a black desk, claret lifted to a rose that reads.
    dark: {
      bg: '#0e0f11',
      surface: '#17191c',
      ink: '#ebe6de',
      muted: '#a9a298',
      line: '#2e3136',
      accent: '#eaa0ab',
      extra: { heading: '#faf6ef', rule: '#ebe6de', shadow: 'rgba(0,0,0,.5)' },
    },
  },
  sections: ['about', 'initiatives', 'leadership', 'experience', 'competencies', 'education', 'training', 'skills', 'projects', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: boardroomDemo,
};
