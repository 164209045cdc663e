/** @jsxRuntime automatic */
import { Headline, Portrait, SectionNav, AboutSection, ExperienceSection, ProjectsSection, SkillsSection, EducationSection, TrainingsSection, BlogSection, ContactSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { CertificationsSection, PhilosophySection, SoftSkillsSection, ValuesSection } from '../../sections/data-modern';
import { PageShell } from '../../sections/shell';
import { variableFont } from '../../lib/fonts';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { modernDemo } from './demo';
import { css } from './styles';

function Home({ view, ctx }: TemplateProps) {
  const data = view.data.category === 'modern' ? view.data.data : null;
  const tagline = data?.tagline ?? '';
  const s = view.site;
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
            <p className="cta">
              <a className="btn" href="#contact">
                Get in touch
              </a>
              {s.projects.length > 0 ? (
                <a className="btn btn-ghost" href="#projects">
                  See my work
                </a>
              ) : null}
            </p>
          </div>
          <div className="hero-art">
            <Portrait view={view} size={360} />
          </div>
        </div>
      </header>
      <main id="main">
        <AboutSection view={view} title="About me" />
        {data ? <ValuesSection data={data} /> : null}
        <ExperienceSection view={view} />
        <ProjectsSection view={view} title="Selected work" />
        <SkillsSection view={view} variant="levels" />
        {data ? <SoftSkillsSection data={data} /> : null}
        {data ? <PhilosophySection data={data} title="How I work" /> : null}
        {data ? <CertificationsSection data={data} /> : null}
        <EducationSection view={view} />
        <TrainingsSection view={view} />
        <BlogSection view={view} />
        <ContactSection view={view} ctx={ctx} title="Let’s work together" />
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
  themeColor: '#4f5bd5',
  accentColor: '#4f5bd5',
  fonts: [variableFont('plus-jakarta-sans', 'Plus Jakarta Sans', '200 800', true)],
  css,
  Home,
  Shell,
  demo: modernDemo,
};
