/** @jsxRuntime automatic */
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
import { homeSections } from '../../sections/compose';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { campusDemo } from './demo';
import { css } from './styles';

/**
 * The student card: the portrait (or initials), the name, and the school and years of the
 * first education when there is one. The name repeats the h1, so assistive tech skips it.
 */
function StudentCard({ view }: { view: SiteView }) {
  const school = view.site.educations[0];
  return (
    <div className="idcard">
      <p className="id-band">{school?.name || 'Student card'}</p>
      <div className="id-body">
        <Portrait view={view} className="id-photo" size={200} />
        <div className="id-text">
          <p className="id-name" aria-hidden="true">
            {view.name}
          </p>
          {school?.degree ? <p className="id-degree">{school.degree}</p> : null}
          {school?.date ? <p className="id-date">{school.date}</p> : null}
        </div>
      </div>
      <div className="id-code" aria-hidden="true" />
    </div>
  );
}

/** Campus: a friendly first page for a student, studies and projects first, headings marked with a highlighter. */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const mailto = view.email ? mailtoHref(view.email) : null;
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="badge" aria-hidden="true">
            {view.initials}
          </p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className="hero">
          <div className="hero-text">
            <p className="hello" aria-hidden="true">
              Hello, I’m
            </p>
            <h1 className="name">
              <span className="mark">{view.name}</span>
            </h1>
            <Headline view={view} />
            {s.intro ? <p className="intro">{s.intro}</p> : null}
            {mailto || s.contact.location ? (
              <p className="hero-links">
                {mailto ? (
                  <a className="btn" href={mailto}>
                    Email me
                  </a>
                ) : null}
                {sections.has('contact') && ctx.contactAction !== null ? (
                  <a className="btn btn-ghost" href="#contact">
                    Send a message
                  </a>
                ) : null}
                {s.contact.location ? <span className="where">{s.contact.location}</span> : null}
              </p>
            ) : null}
          </div>
          <StudentCard view={view} />
        </div>
      </header>
      <main id="main">
        {sections.render({
          education: <EducationSection view={view} title="What I study" />,
          projects: <ProjectsSection view={view} title="Things I’ve built" />,
          about: <AboutSection view={view} title="A bit about me" />,
          experience: <ExperienceSection view={view} title="Work & internships" />,
          skills: <SkillsSection view={view} title="What I’m good at" />,
          training: <TrainingsSection view={view} title="Courses & certificates" />,
          writing: <BlogSection view={view} title="Notes" />,
          contact: <ContactSection view={view} ctx={ctx} title="Let’s talk" submitLabel="Send message" />,
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

export const campus: TemplateDefinition = {
  id: 14,
  slug: 'campus',
  name: 'Campus',
  description: 'A friendly first portfolio for students and graduates: studies and projects first, a student card up top, highlighted headings.',
  category: 'Professional',
  tier: 'free',
  fonts: pairingOf('Bricolage Grotesque', 'Figtree'),
  defaultTheme: 'light',
  palettes: {
    // Notebook paper, cobalt ink and four highlighter pens.
    light: {
      bg: '#fbfaf6',
      surface: '#ffffff',
      ink: '#1c2333',
      muted: '#586174',
      line: '#e7e3da',
      accent: '#2d59d2',
      extra: { hl: '#ffe45c', 'hl-2': '#b9efd3', 'hl-3': '#ffcadf', 'hl-4': '#c9e2ff', heading: '#141a28', band: 'var(--accent)', 'on-band': 'var(--on-accent)', shadow: 'rgba(28,35,51,.10)' },
    },
    // Late in the library: navy, the same pens turned down so light ink reads on them.
    dark: {
      bg: '#131a2a',
      surface: '#1b2338',
      ink: '#edf0f7',
      muted: '#a8b1c6',
      line: '#2c3650',
      accent: '#93b2ff',
      extra: { hl: '#6a5a12', 'hl-2': '#1f5a45', 'hl-3': '#6b2d4a', 'hl-4': '#254b7a', heading: '#ffffff', band: 'var(--accent)', 'on-band': 'var(--on-accent)', shadow: 'rgba(0,0,0,.35)' },
    },
  },
  sections: ['education', 'projects', 'about', 'experience', 'skills', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: campusDemo,
};
