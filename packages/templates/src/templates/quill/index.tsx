/** @jsxRuntime automatic */
import type { BlogPost, HomeSectionId } from '@folio/schema';
import { fontFamilies, pairingOf } from '../../lib/font-catalogue';
import type { FontSpec } from '../../lib/fonts';
import { safeHref, safeImageSrc } from '../../lib/links';
import { pagePath } from '../../lib/paths';
import { formatPostDate, stripTags } from '../../lib/text';
import { ContactSection, EducationSection, ExperienceSection, Headline, Portrait, SkillsSection } from '../../sections/common';
import { FooterLine } from '../../sections/contact';
import { homeSections } from '../../sections/compose';
import { UploadedImage } from '../../sections/image';
import { PageShell } from '../../sections/shell';
import { Paragraphs, Section, Tags } from '../../sections/section';
import type { RenderContext, ShellProps, SiteView, TemplateDefinition, TemplateProps } from '../../types';
import { quillDemo } from './demo';
import { postsByYear, readingTime, standfirstOf } from './reading';
import { css } from './styles';

const navLabels: Partial<Record<HomeSectionId, string>> = {
  writing: 'Writing',
  about: 'About',
  projects: 'Bylines',
  experience: 'CV',
  contact: 'Contact',
};

/** How many posts the home page's index lists under the lead essay. */
const indexLength = 5;

/**
 * Quill: a writer's page, the writing first. A quiet masthead (the name as a wordmark, the
 * sections), then the newest post set as the lead essay, the next ones as an editorial index with
 * dates and reading times; the about after it with a drop cap, the bylines, the CV in a compact
 * ruled list. Without posts the about leads. The blog and its posts are the template's own pages:
 * an index by year and an article set at a 65-character measure.
 */
function Home({ view, ctx }: TemplateProps) {
  const s = view.site;
  const sections = homeSections(view);
  const nav = sections.shown.filter((id) => navLabels[id] !== undefined);
  return (
    <>
      <header className="top">
        <div className="top-bar">
          <p className="wordmark" aria-hidden="true">
            {view.initials}
          </p>
          {nav.length > 1 ? (
            <nav className="nav" aria-label="Sections">
              <ul role="list">
                {nav.map((id) => (
                  <li key={id}>
                    <a href={`#${id}`}>{navLabels[id]}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="title">
          <h1 className="name">{view.name}</h1>
          <Headline view={view} />
          {s.intro ? (
            <p className="intro" dir="auto">
              {s.intro}
            </p>
          ) : null}
        </div>
      </header>
      <main id="main">
        {sections.render({
          writing: <LatestSection view={view} />,
          about: <AboutBlock view={view} />,
          projects: <BylinesSection view={view} />,
          experience: <ExperienceSection view={view} title="Curriculum vitae" className="cv" />,
          education: <EducationSection view={view} className="cv" />,
          training: <FellowshipsSection view={view} />,
          skills: <SkillsSection view={view} title="Languages and skills" className="cv" />,
          contact: <ContactSection view={view} ctx={ctx} title="Write to me" submitLabel="Send" />,
        })}
      </main>
      <footer className="foot">
        <FooterLine view={view} ctx={ctx} />
      </footer>
    </>
  );
}

/** '14 October 2025'; under a year's heading on the index, '14 October'. */
function dateOf(iso: string, withYear: boolean): string {
  if (withYear) return formatPostDate(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

function PostMeta({ post, withYear = true }: { post: BlogPost; withYear?: boolean }) {
  const iso = post.published_at ?? post.created_at;
  const date = dateOf(iso, withYear);
  return (
    <p className="post-date">
      {date ? <time dateTime={iso}>{date}</time> : null}
      {date ? <span aria-hidden="true"> · </span> : null}
      <span className="read-time">{readingTime(post)}</span>
    </p>
  );
}

/** The newest post as the lead essay, the next ones as an index, a link to the rest. */
function LatestSection({ view }: { view: SiteView }) {
  const [lead, ...rest] = view.posts;
  if (!lead) return null;
  const more = rest.slice(0, indexLength);
  return (
    <Section id="writing" title="Latest writing">
      <article className="lead-post">
        <PostMeta post={lead} />
        <h3 className="lead-title">
          <a href={pagePath({ kind: 'post', slug: lead.slug })}>{lead.title}</a>
        </h3>
        <p className="lead-standfirst" dir="auto">
          {standfirstOf(lead, 280)}
        </p>
        <p className="lead-more">
          <a href={pagePath({ kind: 'post', slug: lead.slug })}>
            Continue reading<span className="vh">: {lead.title}</span>
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      </article>
      {more.length > 0 ? <PostIndex posts={more} /> : null}
      {view.posts.length > 1 + more.length || more.length > 0 ? (
        <p className="posts-all">
          <a href={pagePath({ kind: 'blog' })}>
            {view.posts.length > 1 + more.length ? `All ${view.posts.length} pieces` : 'The writing, by year'}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      ) : null}
    </Section>
  );
}

/** Posts as an editorial index: date and reading time, the title, the standfirst. */
function PostIndex({ posts, withYear = true }: { posts: BlogPost[]; withYear?: boolean }) {
  return (
    <ol className="posts" role="list">
      {posts.map((post) => (
        <li key={post.id} className="post-item">
          <article>
            <PostMeta post={post} withYear={withYear} />
            <h3 className="post-title">
              <a href={pagePath({ kind: 'post', slug: post.slug })}>{post.title}</a>
            </h3>
            <p className="post-excerpt" dir="auto">
              {standfirstOf(post, 180)}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** The about with a drop cap, the portrait beside it. */
function AboutBlock({ view }: { view: SiteView }) {
  if (view.site.description.trim() === '') return null;
  return (
    <Section id="about" title="About" className={view.picture ? 'has-portrait' : undefined}>
      {view.picture ? <Portrait view={view} size={220} eager={false} /> : null}
      <Paragraphs text={view.site.description} className="about-text" />
    </Section>
  );
}

/** Fellowships, residencies and courses: the year on the left like every date of the CV. */
function FellowshipsSection({ view }: { view: SiteView }) {
  if (view.site.trainings.length === 0) return null;
  return (
    <Section id="training" title="Fellowships and courses" className="cv">
      <ol className="tr" role="list">
        {view.site.trainings.map((item) => (
          <li key={item.id} className="tr-item">
            <p className="tr-when">{item.date}</p>
            <div className="tr-body">
              <h3 className="tr-title">{item.title}</h3>
              {item.institute ? <p className="tr-meta">{item.institute}</p> : null}
              <Paragraphs text={item.description} className="tr-desc" />
              <Tags items={item.skills} label={`Subjects: ${item.title}`} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Selected work as bylines: the outlet and date, the headline linked to the piece, a line about it. */
function BylinesSection({ view }: { view: SiteView }) {
  if (view.site.projects.length === 0) return null;
  return (
    <Section id="projects" title="Selected bylines">
      <ul className="proj bylines" role="list">
        {view.site.projects.map((project) => {
          const href = safeHref(project.implementation);
          const notes = safeHref(project.code_url);
          const picture = project.pictures.map((p) => ({ src: safeImageSrc(p.img), title: p.title })).find((p): p is { src: string; title: string } => p.src !== null);
          const meta = [project.category && project.category.toLowerCase() !== 'other' ? project.category : '', project.date].filter(Boolean);
          return (
            <li key={project.id} className={`proj-item byline${picture ? ' has-media' : ''}`}>
              <div className="proj-body">
                {meta.length > 0 ? <p className="proj-meta">{meta.join(' · ')}</p> : null}
                <h3 className="proj-title">{href ? <a href={href} rel="noopener">{project.title}</a> : project.title}</h3>
                <Paragraphs text={project.description} className="proj-desc" />
                <Tags items={project.technologies} label={`Subjects: ${project.title}`} />
                {notes ? (
                  <p className="proj-links">
                    <a href={notes} rel="noopener">
                      Notes and sources<span className="vh"> for {project.title}</span>
                    </a>
                  </p>
                ) : null}
              </div>
              {picture ? (
                <div className="proj-media">
                  <UploadedImage src={picture.src} alt={picture.title || project.title} images={view.images} width={1200} height={750} sizes="(max-width: 700px) 100vw, 240px" />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The blog's pages: its own masthead, the index by year and the essay; not-found as every template has it. */
function Shell({ view, ctx, page, children }: ShellProps) {
  const post = page.kind === 'post' ? view.posts.find((candidate) => candidate.slug === page.slug) : undefined;
  return (
    <PageShell view={view} ctx={ctx} page={page}>
      {page.kind === 'blog' ? <WritingIndex view={view} /> : post ? <Essay view={view} post={post} ctx={ctx} /> : children}
    </PageShell>
  );
}

function WritingIndex({ view }: { view: SiteView }) {
  const groups = postsByYear(view.posts);
  return (
    <div className="blog-index">
      <header className="page-head">
        <h1 className="page-title">Writing</h1>
        <p className="page-lead">Essays, reporting and notes by {view.name}.</p>
      </header>
      {groups.length === 0 ? <p className="page-empty">Nothing has been published here yet.</p> : null}
      {groups.map((group) => (
        <section key={group.year || 'undated'} className="year" aria-labelledby={`year-${group.year || 'undated'}`}>
          <h2 id={`year-${group.year || 'undated'}`} className="year-title">
            {group.year || 'Undated'}
          </h2>
          <PostIndex posts={group.posts} withYear={group.year === ''} />
        </section>
      ))}
    </div>
  );
}

function Essay({ view, post, ctx }: { view: SiteView; post: BlogPost; ctx: RenderContext }) {
  const standfirst = post.excerpt || post.meta_description;
  const others = view.posts.filter((other) => other.id !== post.id).slice(0, 3);
  return (
    <>
      <article className="post essay">
        <header className="page-head">
          <p className="post-back">
            <a href={pagePath({ kind: 'blog' })}>
              <span aria-hidden="true">← </span>All writing
            </a>
          </p>
          <PostMeta post={post} />
          <h1 className="page-title">{post.title}</h1>
          {standfirst ? (
            <p className="standfirst" dir="auto">
              {standfirst}
            </p>
          ) : null}
          <p className="essay-by">
            By <a href="/">{view.name}</a>
          </p>
          <Tags items={post.tags} label="Tags" />
        </header>
        {ctx.sanitizeHtml ? (
          // Safe: the HTML went through the allow-list sanitiser the caller supplied.
          <div className="prose" dangerouslySetInnerHTML={{ __html: ctx.sanitizeHtml(post.content) }} />
        ) : (
          <div className="prose">
            <p>{stripTags(post.content)}</p>
          </div>
        )}
        <footer className="essay-end">
          <p className="fleuron" aria-hidden="true">
            ❧
          </p>
          <div className="author">
            {view.picture ? <Portrait view={view} className="portrait author-portrait" size={112} eager={false} /> : null}
            <div className="author-text">
              <p className="author-name">
                <a href="/">{view.name}</a>
              </p>
              {view.headline ? (
                <p className="author-role" dir="auto">
                  {view.headline}
                </p>
              ) : null}
              {view.site.intro ? (
                <p className="author-note" dir="auto">
                  {view.site.intro}
                </p>
              ) : null}
            </div>
          </div>
        </footer>
      </article>
      {others.length > 0 ? (
        <nav className="more" aria-labelledby="more-title">
          <h2 id="more-title" className="more-title">
            More writing
          </h2>
          <PostIndex posts={others} />
        </nav>
      ) : null}
    </>
  );
}

/** Source Serif's true italics, for standfirsts, excerpts and the emphasis in posts. */
const italic: FontSpec = { ...fontFamilies['Source Serif 4'], file: 'source-serif-4-latin-wght-italic.woff2', style: 'italic', preload: false };

export const quill: TemplateDefinition = {
  id: 22,
  slug: 'quill',
  name: 'Quill',
  description: 'For writers and journalists: the latest essays lead as an editorial index with reading times, then a bio with a drop cap, bylines and the CV; posts set as finely as a magazine.',
  category: 'Premium',
  tier: 'premium',
  fonts: { ...pairingOf('Fraunces', 'Source Serif 4'), extra: [italic] },
  defaultTheme: 'light',
  palettes: {
    light: { bg: '#fbf9f4', surface: '#f3efe6', ink: '#1d1b18', muted: '#5f5a52', line: '#e1dbce', accent: '#24497a', extra: { rule: '#1d1b18' } },
    // Ink at night: blue-black paper, warm white type, the ink blue lifted to a pale cornflower.
    dark: { bg: '#121417', surface: '#1a1d21', ink: '#ebe7df', muted: '#a7a298', line: '#2d3137', accent: '#a3bde6', extra: { rule: '#ebe7df' } },
  },
  sections: ['writing', 'about', 'projects', 'experience', 'education', 'training', 'skills', 'contact'],
  css,
  Home,
  Shell,
  demo: quillDemo,
};
