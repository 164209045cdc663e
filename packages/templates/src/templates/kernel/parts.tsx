/** @jsxRuntime automatic */
import type { HomeSectionId, Project } from '@folio/schema';
import type { ReactNode } from 'react';
import { telHref } from '@folio/schema';
import { displayUrl, mailtoHref, safeHref, safeImageSrc } from '../../lib/links';
import { homeSections } from '../../sections/compose';
import { Portrait } from '../../sections/common';
import { categoryName, ProjectLinks } from '../../sections/projects';
import { UploadedImage } from '../../sections/image';
import { Paragraphs, Section, Tags } from '../../sections/section';
import type { ResponsiveImage, SiteView } from '../../types';

const sidebarLabels: Partial<Record<HomeSectionId, string>> = {
  about: 'Overview',
  projects: 'Open source',
  experience: 'Changelog',
  skills: 'Stack',
  writing: 'Talks & writing',
  education: 'Education',
  training: 'Certifications',
  contact: 'Contact',
};

/** The docs sidebar: the shown sections in the owner's order, each as a page of the docs. */
export function Sidebar({ view }: { view: SiteView }) {
  const entries = homeSections(view).shown.filter((id) => sidebarLabels[id] !== undefined);
  if (entries.length < 2) return null;
  return (
    <nav className="side" aria-label="Sections">
      <p className="side-title" aria-hidden="true">
        Contents
      </p>
      <ul role="list">
        {entries.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{sidebarLabels[id]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A repository's path as its host shows it ('owner/name'), or the link without its scheme. */
export function repoPath(href: string): string {
  const shown = displayUrl(href);
  const known = /^(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/(.+)$/i.exec(shown);
  return known?.[2] ?? shown;
}

/** Projects as repository cards: the path when there is code, a screenshot when there is one. */
export function Repositories({ projects, images }: { projects: Project[]; images: Readonly<Record<string, ResponsiveImage>> }) {
  if (projects.length === 0) return null;
  return (
    <Section id="projects" title="Open source">
      <ul className="proj repos" role="list">
        {projects.map((project) => {
          const code = safeHref(project.code_url);
          const shot = project.pictures.map((picture) => ({ src: safeImageSrc(picture.img), title: picture.title })).find((picture) => picture.src !== null);
          const meta = [project.category && project.category.toLowerCase() !== 'other' ? categoryName(project.category) : '', project.date].filter(Boolean);
          return (
            <li key={project.id} className={`proj-item repo${shot ? ' has-media' : ''}`}>
              <div className="proj-body">
                {code ? (
                  <p className="repo-path">
                    <span className="repo-icon" aria-hidden="true" />
                    {repoPath(code)}
                  </p>
                ) : null}
                <h3 className="proj-title">{project.title}</h3>
                {meta.length > 0 ? <p className="proj-meta">{meta.join(' · ')}</p> : null}
                <Paragraphs text={project.description} className="proj-desc" />
                <Tags items={project.technologies} label={`Technologies: ${project.title}`} />
                <ProjectLinks project={project} />
              </div>
              {shot?.src ? (
                <div className="proj-media">
                  <UploadedImage src={shot.src} alt={shot.title || `${project.title}, screenshot`} images={images} width={1200} height={750} sizes="(max-width: 620px) 100vw, 208px" />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The facts a package page lists beside its readme, each only when known; counts are of what the page shows. */
function railFacts(view: SiteView): { key: string; value: ReactNode }[] {
  const c = view.site.contact;
  const mailto = view.email ? mailtoHref(view.email) : null;
  const repos = view.site.projects.filter((project) => safeHref(project.code_url) !== null).length;
  const sections = homeSections(view);
  const rows: { key: string; value: ReactNode }[] = [];
  if (c.location) rows.push({ key: 'Location', value: c.location });
  if (mailto && view.email) rows.push({ key: 'Email', value: <a href={mailto}>{view.email}</a> });
  if (view.phone) rows.push({ key: 'Phone', value: <a href={telHref(view.phone)}>{view.phone}</a> });
  if (repos > 0 && sections.has('projects')) rows.push({ key: 'Repositories', value: String(repos) });
  if (view.posts.length > 0 && sections.has('writing')) rows.push({ key: 'Talks & posts', value: String(view.posts.length) });
  return rows;
}

/** Whether the page has a rail: a portrait or at least one fact. */
export function hasRail(view: SiteView): boolean {
  return view.picture !== null || railFacts(view).length > 0;
}

/** The right rail: the portrait and the facts. */
export function Rail({ view }: { view: SiteView }) {
  const rows = railFacts(view);
  if (!hasRail(view)) return null;
  return (
    <div className="rail">
      {view.picture ? <Portrait view={view} size={240} /> : null}
      {rows.length > 0 ? (
        <dl className="facts">
          {rows.map((row) => (
            <div key={row.key} className="fact">
              <dt>{row.key}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
