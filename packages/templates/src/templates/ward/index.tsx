/** @jsxRuntime automatic */
import { telHref } from '@folio/schema';
import { pairingOf } from '../../lib/font-catalogue';
import { AboutSection, BlogSection, ContactSection, EducationSection, Headline, Portrait, ProjectsSection, SectionNav, TrainingsSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { Paragraphs, Section, Tags } from '../../sections/section';
import { PageShell } from '../../sections/shell';
import type { ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { isCurrent, roleAndUnit, spokenLevel, splitSkills } from './clinical';
import { wardDemo } from './demo';
import { css } from './styles';

/**
 * Ward: a clinician's page that answers what a patient or a hiring ward asks first. Registrations
 * and certifications up front (the first two lifted into the hero card), specialties beside the
 * languages spoken, the clinical roles as a timeline with the unit apart from the job title, and
 * one clear way to book or get in touch.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const { languages } = splitSkills(s.skills);
  const spoken = sections.has('skills') ? languages.map((item) => item.name) : [];
  const registrations = sections.has('training') ? s.trainings.slice(0, 2) : [];
  const hasCard = view.picture !== null || registrations.length > 0;
  const facts = [s.contact.location, spoken.length > 0 ? `Speaks ${spoken.join(', ')}` : '', s.contact.available_for_freelance ? 'Available for locum and bank shifts' : ''].filter(Boolean);
  return (
    <>
      <header className="top">
        <div className="bar">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              {view.initials}
            </span>
            <span className="brand-name">{view.name}</span>
          </p>
          <SectionNav view={view} className="nav" />
        </div>
        <div className={`hero${hasCard ? ' has-card' : ''}`}>
          <div className="hero-text">
            <h1 className="name">{view.name}</h1>
            <Headline view={view} />
            {s.intro ? (
              <p className="intro" dir="auto">
                {s.intro}
              </p>
            ) : null}
            {facts.length > 0 ? (
              <ul className="facts" role="list">
                {facts.map((fact) => (
                  <li key={fact} className="fact" dir="auto">
                    {fact}
                  </li>
                ))}
              </ul>
            ) : null}
            {sections.has('contact') ? (
              <p className="cta">
                <a className="btn" href="#contact">
                  Appointments and enquiries
                </a>
                {view.phone ? (
                  <a className="btn btn-line" href={telHref(view.phone)}>
                    Call {view.phone}
                  </a>
                ) : null}
              </p>
            ) : null}
          </div>
          {hasCard ? (
            <div className="card">
              {view.picture ? <Portrait view={view} size={320} /> : null}
              {registrations.length > 0 ? (
                <div className="card-regs">
                  <p className="card-label">Credentials</p>
                  <ul className="regs" role="list">
                    {registrations.map((item) => (
                      <li key={item.id} className="reg" dir="auto">
                        <span className="reg-title">{item.title}</span>
                        <span className="reg-meta">{[item.institute, item.date].filter(Boolean).join(' · ')}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </header>
      <main id="main">
        {sections.render({
          training: <TrainingsSection view={view} title="Registrations and certifications" />,
          about: <AboutSection view={view} title="About my practice" />,
          skills: <SpecialtiesSection view={view} />,
          experience: <TimelineSection view={view} />,
          education: <EducationSection view={view} title="Education" />,
          projects: <ProjectsSection view={view} title="Projects and service improvement" />,
          writing: <BlogSection view={view} title="Health notes" />,
          contact: <ContactSection view={view} ctx={ctx} title="Appointments and enquiries" submitLabel="Send enquiry" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

/** Specialties as chips by group; the languages spoken beside them, each with a level a patient reads. */
function SpecialtiesSection({ view }: { view: SiteView }) {
  const { specialties, languages } = splitSkills(view.site.skills);
  if (specialties.length === 0 && languages.length === 0) return null;
  const title = specialties.length === 0 ? 'Languages spoken' : languages.length > 0 ? 'Specialties and languages' : 'Specialties';
  return (
    <Section id="skills" title={title}>
      <div className={`spec${specialties.length > 0 && languages.length > 0 ? ' has-languages' : ''}`}>
        {specialties.length > 0 ? (
          <div className="spec-groups">
            {specialties.map((group) => (
              <div key={group.id} className="spec-group">
                <h3 className="spec-title">{group.title || 'Specialties'}</h3>
                <ul className="spec-list" role="list">
                  {group.info.map((item) => (
                    <li key={item.name} className="spec-item" dir="auto">
                      {item.name}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {languages.length > 0 ? (
          <div className="langs">
            {specialties.length > 0 ? <h3 className="spec-title">Languages spoken</h3> : null}
            <ul className="lang-list" role="list">
              {languages.map((item) => (
                <li key={item.name} className="lang">
                  <span className="lang-name" dir="auto">
                    {item.name}
                  </span>
                  <span className="lang-level">{spokenLevel[item.level]}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/** Clinical roles as a timeline: the dates, the role, the unit or ward, the hospital and where it is. */
function TimelineSection({ view }: { view: SiteView }) {
  const items = view.site.experiences;
  if (items.length === 0) return null;
  return (
    <Section id="experience" title="Clinical experience">
      <ol className="tl" role="list">
        {items.map((item) => {
          const { role, unit, separator } = roleAndUnit(item.position);
          const current = isCurrent(item.date);
          return (
            <li key={item.id} className={`tl-item${current ? ' is-current' : ''}`}>
              <p className="tl-when">
                <span className="tl-date">{item.date}</span>
                {current ? <span className="tl-now">Current</span> : null}
              </p>
              <div className="tl-body">
                <h3 className="tl-role" dir="auto">
                  {role}
                  {unit ? <span className="vh">{separator}</span> : null}
                  {unit ? <span className="tl-unit">{unit}</span> : null}
                </h3>
                <p className="tl-where" dir="auto">
                  <span className="tl-org">{item.name}</span>
                  {item.place && item.place !== item.name ? <span className="tl-place">{item.place}</span> : null}
                </p>
                <Paragraphs text={item.description} className="tl-desc" />
                <Tags items={item.skills} label={`Skills: ${item.position}`} />
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const ward: TemplateDefinition = {
  id: 23,
  slug: 'ward',
  name: 'Ward',
  description: 'Calm and clear for nurses, doctors and therapists: registrations up front, specialties beside the languages you speak, your clinical roles as a timeline and one way to book.',
  category: 'Healthcare',
  tier: 'pro',
  fonts: pairingOf('Figtree', 'Source Sans 3'),
  defaultTheme: 'light',
  palettes: {
    light: {
      bg: '#ffffff',
      surface: '#f2f8f8',
      ink: '#12292c',
      muted: '#4a5f62',
      line: '#d5e3e3',
      accent: '#0b6e7a',
      extra: { tint: '#eaf5f4', rail: '#b9d8d6' },
    },
    // The night shift: a dim blue-green room, soft white text, the teal lifted so it reads.
    dark: {
      bg: '#0d181a',
      surface: '#142326',
      ink: '#e2eded',
      muted: '#9cb3b5',
      line: '#253a3d',
      accent: '#6ccfc6',
      extra: { tint: '#11201f', rail: '#2f5553' },
    },
  },
  sections: ['training', 'about', 'skills', 'experience', 'education', 'projects', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: wardDemo,
};
