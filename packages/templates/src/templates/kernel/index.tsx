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
  SkillsSection,
  TrainingsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { kernelDemo } from './demo';
import { hasRail, Rail, Repositories, Sidebar } from './parts';
import { css } from './styles';

function TopBar({ view }: { view: SiteView }) {
  return (
    <header className="topbar">
      <p className="brand-mark">
        <a href="/">
          <span className="mark" aria-hidden="true">
            {view.initials}
          </span>
          <span className="mark-name">{view.name}</span>
        </a>
        <span className="mark-docs" aria-hidden="true">
          docs
        </span>
      </p>
    </header>
  );
}

/** Kernel: the profile as a documentation site; a contents sidebar, the page as a doc, a rail of facts. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const available = s.contact.available_for_freelance;
  return (
    <>
      <TopBar view={view} />
      <div className={sections.shown.length >= 2 ? 'layout' : 'layout no-side'}>
        <Sidebar view={view} />
        <main id="main" className={hasRail(view) ? 'doc has-rail' : 'doc'}>
          <header className="doc-head">
            <p className="crumbs" aria-hidden="true">
              Docs <span>/</span> Profile
            </p>
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            {available ? (
              <p className="callout">
                <strong>Note</strong> Available for freelance work.
                {sections.has('contact') ? (
                  <>
                    {' '}
                    <a href="#contact">Get in touch</a>
                  </>
                ) : null}
              </p>
            ) : null}
          </header>
          <Rail view={view} />
          <div className="doc-body">
            {sections.render({
            about: <AboutSection view={view} title="Overview" />,
            projects: <Repositories projects={s.projects} images={view.images} />,
            experience: <ExperienceSection view={view} title="Changelog" />,
            skills: <SkillsSection view={view} title="Stack" variant="levels" />,
            writing: <BlogSection view={view} title="Talks & writing" />,
            education: <EducationSection view={view} />,
            training: <TrainingsSection view={view} title="Certifications" />,
            contact: <ContactSection view={view} ctx={ctx} title="Contact" submitLabel="Send message" />,
            })}
          </div>
        </main>
      </div>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

const mono = variableFont('jetbrains-mono', 'JetBrains Mono', '100 800', true, 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace');

export const kernel: TemplateDefinition = {
  id: 17,
  slug: 'kernel',
  name: 'Kernel',
  description: 'Your profile as a documentation site: a contents sidebar, repositories, a changelog of roles, talks and writing, a rail of facts. For senior developers.',
  category: 'Technology',
  tier: 'premium',
  fonts: { ...pairingOf('Inter'), extra: [mono] },
  defaultTheme: 'light',
  palettes: {
    // Docs by day: white page, cool grey panels, violet links.
    light: {
      bg: '#ffffff',
      surface: '#f6f7f9',
      ink: '#1c2027',
      muted: '#5a6270',
      line: '#dde1e7',
      accent: '#6a3fd4',
      extra: { heading: '#0f1217', code: '#eef0f4', mark: '#1c2027', 'on-mark': '#ffffff', note: '#f2eefc' },
    },
    // The editor at night: GitHub-dark greys, the violet lifted.
    dark: {
      bg: '#0d1117',
      surface: '#151b23',
      ink: '#e6edf3',
      muted: '#9aa4b0',
      line: '#2a313c',
      accent: '#b49bff',
      extra: { heading: '#f5f8fb', code: '#1c232d', mark: '#e6edf3', 'on-mark': '#0d1117', note: '#1d1a2e' },
    },
  },
  sections: ['about', 'projects', 'experience', 'skills', 'writing', 'education', 'training', 'contact'],
  css,
  Home,
  Shell,
  demo: kernelDemo,
};
