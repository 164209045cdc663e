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
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { Palette } from '../../lib/palette';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { prismDemo } from './demo';
import { css } from './styles';

/**
 * Prism: the page as a run of colour fields. The hero is the owner's accent from edge to edge with
 * the name set as large as the screen allows; every section after it is a field of its own colour,
 * taken in turn from five, so any order the owner chooses still alternates; titles are poster-sized.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const words = sections.has('skills') ? [...new Set(s.skills.flatMap((group) => group.info.map((skill) => skill.name)))].slice(0, 10) : [];
  return (
    <>
      <header className="hero">
        <div className="bar">
          <p className="tag">{view.initials}</p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`hero-grid${view.picture ? ' has-portrait' : ''}`}>
          <h1 className="name">{view.name}</h1>
          <Headline view={view} />
          {s.intro ? (
            <p className="intro" dir="auto">
              {s.intro}
            </p>
          ) : null}
          {view.picture ? <Portrait view={view} size={360} /> : null}
        </div>
        {words.length > 0 ? (
          // The skills again as a moving ticker: decoration, so hidden from assistive tech (they are listed below).
          <div className="ticker" aria-hidden="true">
            <p className="ticker-run">
              {[...words, ...words].map((word, index) => (
                <span key={`${word}-${index}`}>{word}</span>
              ))}
            </p>
          </div>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Hello" />,
          projects: <ProjectsSection view={view} title="Work" />,
          experience: <ExperienceSection view={view} title="Places" />,
          skills: <SkillsSection view={view} title="Skills" />,
          education: <EducationSection view={view} title="Study" />,
          training: <TrainingsSection view={view} title="Learning" />,
          writing: <BlogSection view={view} title="Words" />,
          contact: <ContactSection view={view} ctx={ctx} title="Say hi" submitLabel="Send it" />,
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

/** The five fields sections take in turn, each with the text colour that reads on it (prism.test.ts checks 4.5:1). */
export const fieldCount = 5;

const light: Palette = {
  bg: '#f5f2ec',
  surface: '#ffffff',
  ink: '#111111',
  muted: '#4d4a45',
  line: '#111111',
  accent: '#5b2cf0',
  chrome: 'accent',
  extra: {
    'field-1': '#ff6b4a', 'on-field-1': '#111111',
    'field-2': '#f5f2ec', 'on-field-2': '#111111',
    'field-3': '#1f3bd6', 'on-field-3': '#ffffff',
    'field-4': '#c8f560', 'on-field-4': '#111111',
    'field-5': '#111111', 'on-field-5': '#f5f2ec',
    'pop-a': '#c8f560', 'pop-b': '#ff6b4a',
  },
};

// After dark the fields deepen to their shadows and their text takes the field's own light.
const dark: Palette = {
  bg: '#111111',
  surface: '#1c1c1c',
  ink: '#f5f2ec',
  muted: '#b7b2aa',
  line: '#f5f2ec',
  accent: '#b49cff',
  chrome: 'accent',
  extra: {
    'field-1': '#5c1d12', 'on-field-1': '#ffd7cc',
    'field-2': '#111111', 'on-field-2': '#f5f2ec',
    'field-3': '#16236e', 'on-field-3': '#dde3ff',
    'field-4': '#263509', 'on-field-4': '#e8ffb8',
    'field-5': '#1e1e1e', 'on-field-5': '#f5f2ec',
    // The portrait's offset blocks stay bright on the lit hero.
    'pop-a': '#c8f560', 'pop-b': '#ff6b4a',
  },
};

export const prism: TemplateDefinition = {
  id: 32,
  slug: 'prism',
  name: 'Prism',
  description: 'Bold and colourful: your accent as a full-bleed hero with the name as large as the screen, each section a colour field of its own with poster-sized titles.',
  category: 'Premium',
  tier: 'premium',
  fonts: pairingOf('Archivo', 'DM Sans'),
  defaultTheme: 'light',
  palettes: { light, dark },
  sections: ['about', 'projects', 'experience', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: prismDemo,
};
