/** @jsxRuntime automatic */
import { fontFamilies } from '../../lib/font-catalogue';
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
  TrainingsSection,
} from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { FetchCard } from './fetch';
import { terminalDemo } from './demo';
import { css } from './styles';

const mono = variableFont('jetbrains-mono', 'JetBrains Mono', '100 800', true, "ui-monospace,SFMono-Regular,Menlo,Consolas,monospace");

/** The status line: tmux's, with the page's sections as its windows. */
function StatusLine({ view, base = '' }: { view: SiteView; base?: string }) {
  return (
    <div className="status">
      <p className="status-session">
        <a href="/">{view.name}</a>
      </p>
      <SectionNav view={view} className="status-nav" base={base} />
    </div>
  );
}

/** Terminal: the page is one shell session; each section is a command and its output. */
function Home({ view, ctx }: TemplateProps) {
  const sections = homeSections(view);
  return (
    <>
      <header className="top">
        <StatusLine view={view} />
        <div className="hero">
          <p className="cmd" aria-hidden="true">
            <bdi>
              <span className="ps1">~</span> $ neofetch
            </bdi>
          </p>
          <div className={view.picture ? 'fetch has-pic' : 'fetch'}>
            {view.picture ? (
              <div className="pic">
                <Portrait view={view} size={240} />
              </div>
            ) : null}
            <div className="fetch-text">
              <h1 className="name">{view.name}</h1>
              <Headline view={view} />
              <FetchCard view={view} />
            </div>
          </div>
          {view.site.intro ? <p className="intro">{view.site.intro}</p> : null}
        </div>
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="about" marker="$ cat " />,
          experience: <ExperienceSection view={view} title="experience" marker="$ git log " />,
          projects: <ProjectsSection view={view} title="projects" marker="$ ls -l " />,
          skills: <SkillsSection view={view} title="skills" marker="$ tree " variant="levels" />,
          education: <EducationSection view={view} title="education" marker="$ cat " />,
          training: <TrainingsSection view={view} title="certifications" marker="$ ls " />,
          writing: <BlogSection view={view} title="writing" marker="$ ls " />,
          contact: <ContactSection view={view} ctx={ctx} title="contact" marker="$ mail " submitLabel="send" />,
        })}
      </main>
      <footer className="foot">
        <p className="cmd" aria-hidden="true">
          <bdi>
            <span className="ps1">~</span> $ exit
          </bdi>
        </p>
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const terminal: TemplateDefinition = {
  id: 13,
  slug: 'terminal',
  name: 'Terminal',
  description: 'Your page as a shell session: a neofetch header, sections as commands, monospace throughout, for developers.',
  category: 'Technology',
  tier: 'free',
  // Mono headings over a plain sans for reading; the mono stays for prompts and labels under any pairing.
  fonts: { head: mono, body: fontFamilies['IBM Plex Sans'], extra: [{ ...mono, preload: false }] },
  defaultTheme: 'dark',
  palettes: {
    // Phosphor: green on a warm black, amber for dates, blue for paths.
    dark: {
      bg: '#0c0f0c',
      surface: '#131913',
      ink: '#d6e2d3',
      muted: '#93a58f',
      line: '#263226',
      accent: '#7ee08a',
      extra: { amber: '#e8b857', path: '#7cb8ff', heading: '#f1f7ef', bar: 'var(--accent)', 'on-bar': 'var(--on-accent)', scan: 'rgba(255,255,255,.018)', c1: '#ff6b6b', c2: '#7ee08a', c3: '#e8b857', c4: '#7cb8ff', c5: '#d58cff', c6: '#5fd7d7' },
    },
    // The printout: the same session on line-printer paper, every colour darkened until it reads.
    light: {
      bg: '#f5f3ea',
      surface: '#fffdf5',
      ink: '#1b2119',
      muted: '#56604f',
      line: '#d9d5c4',
      accent: '#1d7431',
      extra: { amber: '#8a5800', path: '#1d5aa6', heading: '#0e130d', bar: '#1b2119', 'on-bar': '#f5f3ea', scan: 'transparent', c1: '#c0392b', c2: '#1d7431', c3: '#b07800', c4: '#1d5aa6', c5: '#8a3fb0', c6: '#16847f' },
    },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: terminalDemo,
};
