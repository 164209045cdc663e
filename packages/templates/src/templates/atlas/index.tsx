/** @jsxRuntime automatic */
import type { SkillLevel } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { AboutSection, BlogSection, ContactSection, EducationSection, Headline, Portrait, ProjectsSection, SectionNav, TrainingsSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import { SkillGroups } from '../../sections/skills';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { atlasDemo } from './demo';
import { isLanguageGroup, routeOf } from './places';
import { css } from './styles';

/**
 * Atlas: an international career drawn as a journey. The cities of its roles and studies make a
 * route under the name, each role is a stop on a timeline headed by its place, and the languages
 * the owner speaks get a scale of their own beside the other skills.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const route = routeOf(sections.has('experience') ? s.experiences : [], sections.has('education') ? s.educations : []);
  const languages = sections.has('skills') ? s.skills.filter((group) => isLanguageGroup(group)).flatMap((group) => group.info) : [];
  const facts = [
    s.contact.location ? { label: 'Based in', value: s.contact.location } : null,
    languages.length > 0 ? { label: languages.length === 1 ? 'Language' : 'Languages', value: languages.map((skill) => skill.name).join(', ') } : null,
    route.length > 1 ? { label: 'Cities', value: String(route.length) } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null);
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="brand-line">{view.name}</p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`hero${view.picture ? ' has-portrait' : ''}`}>
          <div className="hero-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? (
              <p className="intro" dir="auto">
                {s.intro}
              </p>
            ) : null}
            {facts.length > 0 ? (
              <dl className="facts">
                {facts.map((fact) => (
                  <div key={fact.label} className="fact">
                    <dt>{fact.label}</dt>
                    <dd dir="auto">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          {view.picture ? (
            <div className="globe">
              <Portrait view={view} size={280} />
            </div>
          ) : null}
        </div>
        {route.length > 1 ? (
          <ol className="route" role="list" aria-label="Where the career has been, first to latest">
            {route.map((place, index) => (
              <li key={place} className={index === route.length - 1 ? 'stop stop-now' : 'stop'}>
                <span className="stop-dot" aria-hidden="true" />
                <span className="stop-name" dir="auto">
                  {place}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </header>
      <main id="main">
        {sections.render({
          about: <AboutSection view={view} title="Profile" />,
          experience: <JourneySection view={view} />,
          projects: <ProjectsSection view={view} title="Engagements" />,
          skills: <SkillsAndLanguages view={view} />,
          education: <EducationSection view={view} />,
          training: <TrainingsSection view={view} title="Certifications" />,
          writing: <BlogSection view={view} title="Field notes" />,
          contact: <ContactSection view={view} ctx={ctx} title="Get in touch" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

/** Roles as stops on a timeline: the place leads, then the role, the organisation and the work. */
function JourneySection({ view }: { view: SiteView }) {
  const items = view.site.experiences;
  if (items.length === 0) return null;
  return (
    <Section id="experience" title="Journey">
      <ol className="xp" role="list">
        {items.map((item) => (
          <li key={item.id} className={item.place ? 'xp-item' : 'xp-item no-place'}>
            <p className="xp-meta">
              {item.place ? (
                <span className="xp-place" dir="auto">
                  {item.place}
                </span>
              ) : null}
              <span className="xp-date">{item.date}</span>
            </p>
            <div className="xp-body">
              <h3 className="xp-role">{item.position}</h3>
              <p className="xp-org">{item.name}</p>
              <Paragraphs text={item.description} className="xp-desc" />
              <Tags items={item.skills} label={`Skills: ${item.position}`} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const fluency: Record<SkillLevel, { word: string; value: number }> = {
  beginner: { word: 'Beginner', value: 1 },
  intermediate: { word: 'Intermediate', value: 2 },
  advanced: { word: 'Advanced', value: 3 },
  expert: { word: 'Expert', value: 4 },
};

/** The skills, with the spoken languages drawn apart on a four-step scale, each read as its level. */
function SkillsAndLanguages({ view }: { view: SiteView }) {
  const groups = view.site.skills.filter((group) => group.info.length > 0);
  if (groups.length === 0) return null;
  const languages = groups.filter((group) => isLanguageGroup(group));
  const others = groups.filter((group) => !isLanguageGroup(group));
  return (
    <Section id="skills" title={languages.length > 0 ? (others.length > 0 ? 'Skills and languages' : 'Languages') : 'Skills'}>
      <div className={languages.length > 0 && others.length > 0 ? 'skills-split' : 'skills-one'}>
        {others.length > 0 ? <SkillGroups items={others} /> : null}
        {languages.length > 0 ? (
          <div className="langs">
            {languages.map((group) => (
              <div key={group.id} className="skill-group lang-group">
                <h3 className="skill-title">{group.title}</h3>
                <ul className="skill-list lang-list" role="list">
                  {group.info.map((skill) => (
                    <li key={skill.name} className={`skill lang lvl-${fluency[skill.level].value}`}>
                      <span className="skill-name" dir="auto">
                        {skill.name}
                      </span>
                      <span className="lang-level">
                        <span className="vh">, </span>
                        <span className="lang-scale" aria-hidden="true">
                          <span />
                          <span />
                          <span />
                          <span />
                        </span>
                        <span className="lang-word">{fluency[skill.level].word}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const atlas: TemplateDefinition = {
  id: 31,
  slug: 'atlas',
  name: 'Atlas',
  description: 'For consultants and international careers: the cities of your roles as a route under your name, a timeline led by places, languages on a scale of their own.',
  category: 'Professional',
  tier: 'premium',
  fonts: pairingOf('Crimson Pro', 'DM Sans'),
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#f4f1ea', surface: '#fbf9f4', ink: '#1c2a35', muted: '#56626b', line: '#d8d1c2', accent: '#b1422a', extra: { grid: '#e6e0d2', sea: '#e9e4d8' } },
    // The night flight: deep petrol, parchment text, terracotta lit up.
    dark: { bg: '#0f1a22', surface: '#15232e', ink: '#ebe5d9', muted: '#a2acb2', line: '#2a3b48', accent: '#f28c6c', extra: { grid: '#162632', sea: '#13212b' } },
  },
  sections: ['about', 'experience', 'projects', 'skills', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: atlasDemo,
};
