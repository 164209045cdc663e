/** @jsxRuntime automatic */
import { telHref, type HomeSectionId } from '@folio/schema';
import type { ReactNode } from 'react';
import { pairingOf } from '../../lib/font-catalogue';
import { mailtoHref } from '../../lib/links';
import { pagePath } from '../../lib/paths';
import { Headline, Portrait } from '../../sections/common';
import { PostList } from '../../sections/blog';
import { ContactIntro, FooterLine, statusText } from '../../sections/contact';
import { CertificationsSection, PhilosophySection, SoftSkillsSection, ValuesSection } from '../../sections/data-modern';
import { homeSections } from '../../sections/compose';
import { EducationList, ExperienceList } from '../../sections/experience';
import { Paragraphs } from '../../sections/section';
import { ProjectList, TrainingList } from '../../sections/projects';
import { PageShell } from '../../sections/shell';
import { SkillGroups } from '../../sections/skills';
import type { RenderContext, ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { duetDemo } from './demo';
import { dictionary, firstLanguageOf, secondLanguageOf, type DuetLabels, type DuetLanguage } from './languages';
import { css } from './styles';

/**
 * Duet: a bilingual page. The page's language comes from its text (view.text.lang); the second is
 * the first spoken language in the owner's language skills that differs from it. Every fixed
 * heading and label is set in both, side by side, the second one tagged with its own lang. The
 * name and particulars sit in a coloured band, the work beside it.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const langs = duetOf(view);
  const sections = homeSections(view);
  const particulars = bandParticulars(view, langs);
  const data = view.data.category === 'modern' ? view.data.data : null;
  return (
    <div className={langs.second ? 'duet two' : 'duet one'}>
      <header className="band">
        <div className="band-inner">
          {langs.second ? (
            <p className="pair">
              <span lang={langAttr(langs.first, langs)}>{dictionary[langs.first].self}</span>
              <span className="pair-mark" aria-hidden="true" />
              <span lang={langs.second}>{dictionary[langs.second].self}</span>
            </p>
          ) : null}
          {view.picture ? <Portrait view={view} size={240} /> : null}
          <h1 className="name">{view.name}</h1>
          <Headline view={view} />
          {s.intro ? (
            <p className="intro" dir="auto">
              {s.intro}
            </p>
          ) : null}
          {particulars.length > 0 ? (
            <dl className="band-facts">
              {particulars.map((row) => (
                <div key={row.key} className="band-fact">
                  <dt lang={langAttr(langs.first, langs)}>{row.label}</dt>
                  <dd dir="auto">{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <DuetNav view={view} langs={langs} />
        </div>
      </header>
      <div className="content">
        <main id="main">
          {sections.render({
            about:
              s.description.trim() === '' ? null : (
                <DuetSection id="about" label="about" langs={langs}>
                  <Paragraphs text={s.description} className="about-text" />
                </DuetSection>
              ),
            values: data ? <ValuesSection data={data} title={<Pair langs={langs} label="values" />} /> : null,
            strengths: data ? <SoftSkillsSection data={data} title={<Pair langs={langs} label="strengths" />} /> : null,
            philosophy: data ? <PhilosophySection data={data} title={<Pair langs={langs} label="philosophy" />} /> : null,
            certifications: data ? <CertificationsSection data={data} title={<Pair langs={langs} label="certifications" />} /> : null,
            experience:
              s.experiences.length === 0 ? null : (
                <DuetSection id="experience" label="experience" langs={langs}>
                  <ExperienceList items={s.experiences} />
                </DuetSection>
              ),
            projects:
              s.projects.length === 0 ? null : (
                <DuetSection id="projects" label="projects" langs={langs}>
                  <ProjectList items={s.projects} images={view.images} sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 420px" />
                </DuetSection>
              ),
            skills: s.skills.every((group) => group.info.length === 0) ? null : (
              <DuetSection id="skills" label="skills" langs={langs}>
                <SkillGroups items={s.skills.filter((group) => group.info.length > 0)} />
              </DuetSection>
            ),
            education:
              s.educations.length === 0 ? null : (
                <DuetSection id="education" label="education" langs={langs}>
                  <EducationList items={s.educations} />
                </DuetSection>
              ),
            training:
              s.trainings.length === 0 ? null : (
                <DuetSection id="training" label="training" langs={langs}>
                  <TrainingList items={s.trainings} images={view.images} />
                </DuetSection>
              ),
            writing:
              view.posts.length === 0 ? null : (
                <DuetSection id="writing" label="writing" langs={langs}>
                  <PostList posts={view.posts.slice(0, 3)} />
                  <p className="posts-all">
                    <a href={pagePath({ kind: 'blog' })}>
                      <Pair langs={langs} label="allPosts" />
                      <span aria-hidden="true"> →</span>
                    </a>
                  </p>
                </DuetSection>
              ),
            contact: <DuetContact view={view} ctx={ctx} langs={langs} />,
          })}
        </main>
        <footer className="foot">
          <FooterLine view={view} ctx={ctx} />
        </footer>
      </div>
    </div>
  );
}

/** The page's two languages: the page's own (its fixed words in it, or English), and the second or none. */
export interface Duet {
  page: string;
  first: DuetLanguage;
  second: DuetLanguage | null;
}

export function duetOf(view: SiteView): Duet {
  return { page: view.text.lang, first: firstLanguageOf(view.text.lang), second: secondLanguageOf(view.site.skills, view.text.lang) };
}

/** A lang attribute only where the words are not in the page's language. */
function langAttr(code: DuetLanguage, langs: Duet): string | undefined {
  return code === (langs.page.split('-')[0] ?? '') ? undefined : code;
}

/** A fixed label in the first language and, beside it, in the second (left out when both write it the same). */
export function Pair({ langs, label }: { langs: Duet; label: keyof DuetLabels }) {
  const one = dictionary[langs.first][label];
  const two = langs.second ? dictionary[langs.second][label] : null;
  return (
    <>
      <span className="l1" lang={langAttr(langs.first, langs)}>
        {one}
      </span>
      {langs.second && two && two.toLocaleLowerCase() !== one.toLocaleLowerCase() ? (
        <>
          <span className="l-sep" aria-hidden="true">
            {' · '}
          </span>
          <span className="l2" lang={langs.second}>
            {two}
          </span>
        </>
      ) : null}
    </>
  );
}

function DuetSection({ id, label, langs, children }: { id: HomeSectionId; label: keyof DuetLabels; langs: Duet; children: ReactNode }) {
  return (
    <section id={id} className={`sec sec-${id}`} aria-labelledby={`${id}-title`}>
      <header className="sec-head">
        <h2 id={`${id}-title`} className="sec-title">
          <Pair langs={langs} label={label} />
        </h2>
      </header>
      <div className="sec-body">{children}</div>
    </section>
  );
}

const navIds = ['about', 'experience', 'projects', 'skills', 'education', 'writing', 'contact'] as const satisfies readonly HomeSectionId[];

/** The sections shown, in the owner's order, each named in both languages. */
function DuetNav({ view, langs }: { view: SiteView; langs: Duet }) {
  const shown = homeSections(view).shown.filter((id): id is (typeof navIds)[number] => (navIds as readonly string[]).includes(id));
  if (shown.length < 2) return null;
  return (
    <nav className="nav" aria-label="Sections">
      <ul role="list">
        {shown.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>
              <Pair langs={langs} label={id} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Particular {
  key: string;
  label: string;
  value: string;
  href?: string;
}

/** The band's particulars, labelled in the first language: where, e-mail, phone when shown. */
function bandParticulars(view: SiteView, langs: Duet): Particular[] {
  const words = dictionary[langs.first];
  const rows: Particular[] = [];
  const location = view.site.contact.location.trim();
  if (location) rows.push({ key: 'location', label: words.location, value: location });
  const mail = view.email ? mailtoHref(view.email) : null;
  if (mail && view.email) rows.push({ key: 'email', label: words.email, value: view.email, href: mail });
  if (view.phone) rows.push({ key: 'phone', label: words.phone, value: view.phone, href: telHref(view.phone) });
  return rows;
}

interface ContactRow {
  key: string;
  label: 'email' | 'phone' | 'location' | 'availability';
  value: ReactNode;
}

/** Contact: the owner's words, the details and the form, every label in both languages. */
function DuetContact({ view, ctx, langs }: { view: SiteView; ctx: RenderContext; langs: Duet }) {
  const c = view.site.contact;
  const hasInfo = c.description.trim() !== '' || view.email != null || view.phone != null || c.location !== '' || c.available_for_freelance || ctx.cvUrl !== undefined;
  const hasForm = ctx.contactAction !== null;
  if (!hasInfo && !hasForm) return null;
  const mail = view.email ? mailtoHref(view.email) : null;
  const details: ContactRow[] = [];
  if (mail && view.email) details.push({ key: 'email', label: 'email', value: <a href={mail}>{view.email}</a> });
  if (view.phone) details.push({ key: 'phone', label: 'phone', value: <a href={telHref(view.phone)}>{view.phone}</a> });
  if (c.location) details.push({ key: 'location', label: 'location', value: <span dir="auto">{c.location}</span> });
  if (c.available_for_freelance) {
    details.push({
      key: 'available',
      label: 'availability',
      value: (
        <span className="cd-value">
          <Pair langs={langs} label="available" />
        </span>
      ),
    });
  }
  return (
    <DuetSection id="contact" label="contact" langs={langs}>
      <div className={hasInfo ? 'contact-grid' : 'contact-grid no-info'}>
        {hasInfo ? (
          <div className="contact-info">
            <ContactIntro view={view} />
            {details.length > 0 ? (
              <ul className="contact-details" role="list">
                {details.map((row) => (
                  <li key={row.key} className={`cd-${row.key}`}>
                    <span className="cd-label">
                      <Pair langs={langs} label={row.label} />
                    </span>
                    {row.value}
                  </li>
                ))}
              </ul>
            ) : null}
            {ctx.cvUrl ? (
              <p className="cv-download">
                <a href={ctx.cvUrl} download>
                  <Pair langs={langs} label="downloadCv" /> <span className="cv-format">(PDF)</span>
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {hasForm ? <DuetForm ctx={ctx} langs={langs} /> : null}
      </div>
    </DuetSection>
  );
}

/** The shared contact form's fields (a plain POST, the `website` honeypot), its labels in both languages. */
function DuetForm({ ctx, langs }: { ctx: RenderContext; langs: Duet }) {
  const status = ctx.contactStatus;
  return (
    <form className="cf" method="post" action={ctx.contactAction ?? undefined}>
      {status ? (
        <p className={`cf-status cf-${status}`} role={status === 'sent' ? 'status' : 'alert'}>
          {statusText[status]}
        </p>
      ) : null}
      {ctx.contactKey ? <input type="hidden" name="form_key" value={ctx.contactKey} /> : null}
      <div className="hp" aria-hidden="true">
        <label htmlFor="cf-website">Leave this field empty</label>
        <input id="cf-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="cf-row">
        <div className="cf-field">
          <label htmlFor="cf-name">
            <Pair langs={langs} label="name" />
          </label>
          <input id="cf-name" name="name" type="text" required maxLength={100} autoComplete="name" />
        </div>
        <div className="cf-field">
          <label htmlFor="cf-email">
            <Pair langs={langs} label="email" />
          </label>
          <input id="cf-email" name="email" type="email" required maxLength={255} autoComplete="email" />
        </div>
      </div>
      <div className="cf-field">
        <label htmlFor="cf-message">
          <Pair langs={langs} label="message" />
        </label>
        <textarea id="cf-message" name="message" required maxLength={5000} rows={5} />
      </div>
      <button className="cf-submit" type="submit">
        <Pair langs={langs} label="send" />
      </button>
    </form>
  );
}

function Shell(props: ShellProps) {
  return <PageShell {...props} />;
}

export const duet: TemplateDefinition = {
  id: 19,
  slug: 'duet',
  name: 'Duet',
  description: 'For people who work in two languages: every heading and label in your page’s language and your second one, side by side, beside a bold band with your name.',
  category: 'Modern',
  tier: 'free',
  fonts: pairingOf('Bricolage Grotesque', 'IBM Plex Sans'),
  defaultTheme: 'light',
  palettes: {
    light: {
      bg: '#fbfaf6',
      surface: '#f1efe8',
      ink: '#17171c',
      muted: '#585862',
      line: '#dcd9cf',
      accent: '#1f49c7',
      chrome: '#f3c340',
      extra: { band: '#f3c340', 'on-band': '#17150f', 'band-muted': '#4d3f12', 'band-line': '#c79a1f' },
    },
    // Night: the band turns to dark mustard, its type to the yellow it was.
    dark: {
      bg: '#111217',
      surface: '#191b22',
      ink: '#ecebe5',
      muted: '#a4a6ae',
      line: '#2c2f39',
      accent: '#93b1ff',
      chrome: '#2a2312',
      extra: { band: '#2a2312', 'on-band': '#f7e3a6', 'band-muted': '#d2bb7c', 'band-line': '#5a4a22' },
    },
  },
  sections: ['about', 'values', 'experience', 'projects', 'skills', 'strengths', 'philosophy', 'certifications', 'education', 'training', 'writing', 'contact'],
  css,
  Home,
  Shell,
  demo: duetDemo,
};
