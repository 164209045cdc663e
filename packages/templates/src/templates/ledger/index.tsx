/** @jsxRuntime automatic */
import { telHref } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { mailtoHref } from '../../lib/links';
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
import { BusinessKpis, CompetenciesSection, InitiativesSection, LeadershipSection } from '../../sections/data-business';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { ledgerDemo } from './demo';
import { css } from './styles';

/**
 * Ledger: the CV set as a statement of account. An account block of the owner's particulars with
 * dotted leaders, the key figures over a double rule (an accountant's total), every section a
 * numbered note with its title in the margin, figures in tabular numerals so columns line up.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'business' ? view.data.data : null;
  const sections = homeSections(view);
  const particulars = particularsOf(view, data?.industry_focus.primary ?? '');
  return (
    <>
      <header className="top">
        <div className="rule-bar">
          <p className="doc-label">Curriculum vitae</p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`account${particulars.length > 0 ? ' has-particulars' : ''}`}>
          <div className="holder">
            {view.picture ? <Portrait view={view} size={160} /> : null}
            <div className="holder-text">
              <h1 className="name">{view.name}</h1>
              <Headline view={view} />
              {s.intro ? (
                <p className="intro" dir="auto">
                  {s.intro}
                </p>
              ) : null}
            </div>
          </div>
          {particulars.length > 0 ? (
            <dl className="particulars">
              {particulars.map((row) => (
                <div key={row.label} className="part-row">
                  <dt>{row.label}</dt>
                  <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {data ? <BusinessKpis data={data} /> : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Summary" />,
          experience: <ExperienceSection view={view} title="Positions held" />,
          leadership: data ? <LeadershipSection data={data} /> : null,
          initiatives: data ? <InitiativesSection data={data} /> : null,
          projects: <ProjectsSection view={view} title="Engagements" />,
          competencies: data ? <CompetenciesSection data={data} /> : null,
          skills: <SkillsSection view={view} title="Capabilities" variant="levels" />,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Qualifications" />,
          writing: <BlogSection view={view} title="Commentary" />,
          contact: <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send enquiry" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

interface Particular {
  label: string;
  value: string;
  href?: string;
}

/** The account block: what the owner filled in of location, e-mail, phone (when shown) and sector. */
export function particularsOf(view: SiteView, sector: string): Particular[] {
  const c = view.site.contact;
  const rows: Particular[] = [];
  if (c.location) rows.push({ label: 'Based in', value: c.location });
  const mail = view.email ? mailtoHref(view.email) : null;
  if (mail && view.email) rows.push({ label: 'Email', value: view.email, href: mail });
  if (view.phone) rows.push({ label: 'Phone', value: view.phone, href: telHref(view.phone) });
  if (sector) rows.push({ label: 'Sector', value: sector });
  if (c.available_for_freelance) rows.push({ label: 'Availability', value: 'Open to engagements' });
  return rows;
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const ledger: TemplateDefinition = {
  id: 29,
  slug: 'ledger',
  name: 'Ledger',
  description: 'Sober and precise for finance and consulting: a statement of account with key figures over a double rule, numbered notes and tabular figures.',
  category: 'Business',
  tier: 'pro',
  fonts: pairingOf('Source Sans 3'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#fbfbf8', surface: '#f2f2ec', ink: '#151a21', muted: '#545b66', line: '#d3d4cc', accent: '#0e5a6e', extra: { rule: '#151a21', row: '#f5f5f0' } },
    // The late close: blue-black paper, ink the colour of a terminal's white, petrol lifted to read.
    dark: { bg: '#0f1318', surface: '#161b22', ink: '#e4e7ea', muted: '#9aa3ad', line: '#2b323c', accent: '#6cc3d9', extra: { rule: '#c9ced4', row: '#131820' } },
  },
  sections: ['about', 'experience', 'leadership', 'initiatives', 'projects', 'competencies', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: ledgerDemo,
};
