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
import { ArtistStatement, CreativeMetrics, RecognitionSection, ToolsSection } from '../../sections/data-creative';
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, TemplateDefinition, TemplateProps } from '../../types';
import { creativeDemo } from './demo';
import { css } from './styles';

/** Creative: loud colour, a giant stacked name, stickers and a gallery that leads with pictures. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const data = view.data.category === 'creative' ? view.data.data : null;
  const words = view.name.split(/\s+/).filter(Boolean);
  const sections = homeSections(view);
  return (
    <>
      <header className="hero">
        <div className="hero-top">
          <SectionNav view={view} className="nav" />
        </div>
        <div className="hero-grid">
          <div className="hero-text">
            <h1 className="name">
              {words.map((word, index) => (
                <span key={`${word}-${index}`} className={`w w-${index % 3}`}>
                  {word}{' '}
                </span>
              ))}
            </h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
          </div>
          <div className="hero-art">
            <Portrait view={view} size={360} />
            {data && data.specializations.length > 0 ? (
              <ul className="stickers" role="list" aria-label="Specialisations">
                {data.specializations.slice(0, 4).map((item, index) => (
                  <li key={item} className={`sticker s-${index}`}>
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main">
        {sections.render({
          projects: <ProjectsSection view={view} title="Selected work" variant="gallery" />,
        })}
        {data ? <CreativeMetrics data={data} /> : null}
        {sections.render({
          statement: data ? <ArtistStatement data={data} /> : null,
          about: <AboutSection view={view} title="About me" />,
          recognition: data ? <RecognitionSection data={data} /> : null,
          experience: <ExperienceSection view={view} title="Studios & clients" />,
          skills: <SkillsSection view={view} title="What I do" />,
          tools: data ? <ToolsSection data={data} /> : null,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Workshops" />,
          writing: <BlogSection view={view} title="Journal" />,
          contact: <ContactSection view={view} ctx={ctx} title="Say hello!" submitLabel="Send it" />,
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

export const creative: TemplateDefinition = {
  id: 9,
  slug: 'creative',
  name: 'Creative',
  description: 'Loud colour, oversized type and a picture-first gallery, for illustrators, designers and artists.',
  category: 'Creative',
  tier: 'pro',
  fonts: pairingOf('Bricolage Grotesque'),
  defaultTheme: 'light',
  palettes: {
    light: {
      bg: '#fff4e0',
      surface: '#ffffff',
      ink: '#141414',
      muted: '#4a4a4a',
      line: '#141414',
      accent: '#3a2bd8',
      extra: { pink: '#d4006f', 'pink-soft': '#ff5fa2', yellow: '#ffd23f', mint: '#19c39c', 'chip-bg': '#141414', 'chip-ink': '#ffd23f' },
    },
    // After hours: aubergine black with cream outlines; the pops stay, the blue and pink lighten to read.
    dark: {
      bg: '#16121b',
      surface: '#211b28',
      ink: '#f6efe4',
      muted: '#bbb2c2',
      line: '#f6efe4',
      accent: '#9d94ff',
      extra: { pink: '#ff6fae', 'pink-soft': '#ff5fa2', yellow: '#ffd23f', mint: '#19c39c', 'chip-bg': '#ffd23f', 'chip-ink': '#141414' },
    },
  },
  sections: ['projects', 'statement', 'about', 'recognition', 'experience', 'skills', 'tools', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: creativeDemo,
};
