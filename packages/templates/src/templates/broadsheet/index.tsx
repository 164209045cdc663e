/** @jsxRuntime automatic */
import type { Experience } from '@folio/schema';
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
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { broadsheetDemo } from './demo';
import { css } from './styles';

/**
 * Broadsheet: the CV as a newspaper's front page. The name is the paper's title over a dateline
 * (where the owner is, what they do now), the summary is the lead story with a drop cap, under the
 * intro as its headline; the roles run as articles in columns with headlines and bylines; skills,
 * education and training stand in boxes down the side. Columns close up when a section is missing.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const main = ['about', 'experience', 'projects', 'writing'] as const;
  const side = ['skills', 'education', 'training'] as const;
  const hasMain = main.some((id) => sections.has(id));
  const hasSide = side.some((id) => sections.has(id)) || view.picture !== null;
  const founded = foundedYear(view);
  const dateline = datelineOf(view);
  const headline = s.intro.trim();
  return (
    <>
      <header className="paper">
        <div className="ears">
          {founded ? <p className="ear ear-start">Est. {founded}</p> : null}
          <p className="ear ear-mid">Curriculum vitae</p>
          {s.contact.available_for_freelance ? <p className="ear ear-end">Open to offers</p> : null}
        </div>
        <h1 className={view.name.length > 22 ? 'name long' : 'name'}>{view.name}</h1>
        <Headline view={view} />
        <div className="dateline">
          {dateline ? (
            <p className="dateline-text" dir="auto">
              {dateline}
            </p>
          ) : null}
          <SectionNav view={view} className="nav" />
        </div>
      </header>
      <main id="main">
        {hasMain || hasSide ? (
          <div className={`front${hasMain ? ' has-main' : ''}${hasSide ? ' has-side' : ''}`}>
            {hasMain ? (
              <div className="col-main">
                {sections.render({
                  about: <AboutSection view={view} title={headline || `${view.name}, in brief`} className={`lead${headline.length > 90 ? ' lead-long' : ''}`} />,
                  experience: <ExperienceSection view={view} title="Career" />,
                  projects: <ProjectsSection view={view} title="Features" />,
                  writing: <BlogSection view={view} title="Opinion" />,
                })}
              </div>
            ) : null}
            {hasSide ? (
              <div className="col-side">
                {view.picture ? (
                  <figure className="photo">
                    <Portrait view={view} size={360} />
                    <figcaption className="photo-cap" dir="auto">
                      {s.contact.location.trim() ? `${view.name} in ${s.contact.location.trim()}.` : `${view.name}.`}
                    </figcaption>
                  </figure>
                ) : null}
                {sections.render({
                  skills: <SkillsSection view={view} title="Skills" className="box" />,
                  education: <EducationSection view={view} title="Education" className="box" />,
                  training: <TrainingsSection view={view} title="Notices" className="box" />,
                })}
              </div>
            ) : null}
          </div>
        ) : null}
        {sections.render({
          contact: <ContactSection view={view} ctx={ctx} title="Letters to the editor" submitLabel="Send letter" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

/** The earliest four-digit year in the roles and schooling: the paper's "established". */
export function foundedYear(view: SiteView): number | null {
  const years = [...view.site.experiences, ...view.site.educations].flatMap((item) => (item.date.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number));
  return years.length > 0 ? Math.min(...years) : null;
}

const current = /present|current|now|today|ongoing|heute|actuel|aujourd|actual|presente|atual|attuale|至今|现在|الآن|حالي/i;

/** The role the dateline names: the first one that runs to the present, or else the first listed. */
export function currentRole(experiences: Experience[]): Experience | undefined {
  return experiences.find((item) => current.test(item.date)) ?? experiences[0];
}

/** "LISBON — Founder and Design Director, Duarte Studio": where the owner is and what they do now. */
export function datelineOf(view: SiteView): string {
  const role = currentRole(view.site.experiences);
  const doing = role ? [role.position, role.name].filter((part) => part.trim() !== '').join(', ') : '';
  const place = view.site.contact.location.trim();
  return [place, doing].filter(Boolean).join(' — ');
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const broadsheet: TemplateDefinition = {
  id: 25,
  slug: 'broadsheet',
  name: 'Broadsheet',
  description: 'The CV as a newspaper’s front page: your name as the masthead, the summary as the lead story with a drop cap, roles in ruled columns, skills and education in side boxes.',
  category: 'Classic',
  tier: 'pro',
  fonts: pairingOf('DM Serif Display', 'Source Serif 4'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#f3efe5', surface: '#ebe5d7', ink: '#1c1b18', muted: '#57534b', line: '#c8c0ae', accent: '#9b1c1c', extra: { rule: '#1c1b18' } },
    // The night edition: the paper under a desk lamp, off-white ink, the red lifted to read.
    dark: { bg: '#151412', surface: '#1e1c19', ink: '#ebe6da', muted: '#a9a393', line: '#3b3833', accent: '#f08a7a', extra: { rule: '#d6d0c2' } },
  },
  sections: ['about', 'experience', 'projects', 'writing', 'skills', 'education', 'training', 'contact'],
  css,
  Home,
  Shell,
  demo: broadsheetDemo,
};
