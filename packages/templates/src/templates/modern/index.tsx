/** @jsxRuntime automatic */
import { Headline, Portrait, SectionNav, AboutSection, ExperienceSection, ProjectsSection, SkillsSection, EducationSection, TrainingsSection, BlogSection, ContactSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { CertificationsSection, PhilosophySection, SoftSkillsSection, ValuesSection } from '../../sections/data-modern';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import { pairingOf } from '../../lib/font-catalogue';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { modernDemo } from './demo';
import { css } from './styles';

function Home({ view, ctx }: TemplateProps) {
  const data = view.data.category === 'modern' ? view.data.data : null;
  const tagline = data?.tagline ?? '';
  const s = view.site;
  const sections = homeSections(view);
  return (
    <>
      <header className="hero">
        <div className="topbar">
          <a className="logo" href="/">
            {view.initials}
            <span className="vh"> {view.name}, home</span>
          </a>
          <SectionNav view={view} className="nav" include={['about', 'experience', 'projects', 'skills', 'writing', 'contact']} />
        </div>
        <div className="hero-grid">
          <div className="hero-text">
            <h1 className="hero-name">{view.name}</h1>
            <Headline view={view} />
            {tagline ? <p className="tagline">{tagline}</p> : null}
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            {sections.has('contact') || sections.has('projects') ? (
              <p className="cta">
                {sections.has('contact') ? (
                  <a className="btn" href="#contact">
                    Get in touch
                  </a>
                ) : null}
                {sections.has('projects') ? (
                  <a className={sections.has('contact') ? 'btn btn-ghost' : 'btn'} href="#projects">
                    See my work
                  </a>
                ) : null}
              </p>
            ) : null}
          </div>
          <div className="hero-art">
            <Portrait view={view} size={360} />
          </div>
        </div>
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="About me" />,
          values: data ? <ValuesSection data={data} /> : null,
          experience: <ExperienceSection view={view} />,
          projects: <ProjectsSection view={view} title="Selected work" />,
          skills: <SkillsSection view={view} variant="levels" />,
          strengths: data ? <SoftSkillsSection data={data} /> : null,
          philosophy: data ? <PhilosophySection data={data} title="How I work" /> : null,
          certifications: data ? <CertificationsSection data={data} /> : null,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} />,
          writing: <BlogSection view={view} />,
          contact: <ContactSection view={view} ctx={ctx} title="Let’s work together" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

function Shell({ view, ctx, page, children }: ShellProps) {
  return (
    <PageShell view={view} ctx={ctx} page={page}>
      {children}
    </PageShell>
  );
}

export const modern: TemplateDefinition = {
  id: 1,
  slug: 'modern',
  name: 'Modern',
  description: 'A bold gradient hero, rounded cards and your own theme colours. The default, for any profession.',
  category: 'Modern',
  tier: 'free',
  fonts: pairingOf('Plus Jakarta Sans'),
  defaultTheme: 'light',
  palettes: {
    // The contact block and footer stay a deep ink panel in both themes (`panel-*`).
    light: {
      bg: '#f6f6fb',
      surface: '#ffffff',
      ink: '#17172b',
      muted: '#55566b',
      line: '#e4e4ef',
      accent: '#4f5bd5',
      chrome: 'accent',
      extra: { panel: '#15152a', 'panel-2': '#1f1f38', 'panel-ink': '#f4f4fb', 'panel-muted': '#a9a9c4', 'panel-line': '#3b3b5c' },
    },
    dark: {
      bg: '#11111f',
      surface: '#1a1a2c',
      ink: '#ececf6',
      muted: '#a7a8c0',
      line: '#2c2c44',
      accent: '#9aa3ff',
      chrome: 'accent',
      extra: { panel: '#0a0a14', 'panel-2': '#17172a', 'panel-ink': '#f4f4fb', 'panel-muted': '#a9a9c4', 'panel-line': '#34345a' },
    },
  },
  sections: ['about', 'values', 'experience', 'projects', 'skills', 'strengths', 'philosophy', 'certifications', 'education', 'training', 'writing', 'contact'],
  // The theme data's primary colour is the accent until the owner picks one in Design.
  accentFromData: (data) => (data.category === 'modern' ? data.data.theme.primary_color : null),
  css,
  Home,
  Shell,
  demo: modernDemo,
};
