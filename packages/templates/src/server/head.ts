import type { WebsiteWithSections } from '@folio/schema';
import type { RenderContext, SitePageKind, SiteView, TemplateDefinition } from '../types';
import { ensureContrast } from '../lib/colour';
import { fontUrl } from '../lib/fonts';
import { pageFonts } from '../lib/page-css';
import { paletteTokens, type Palette } from '../lib/palette';
import { mailtoHref } from '../lib/links';
import { pagePath } from '../lib/paths';
import { stripTags, truncate } from '../lib/text';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside <script>: no '<' (so no '</script>' or '<!--'), and no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(url: string, baseUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The owner's initials as an inline SVG icon: no extra request, and no 404 for
 * /favicon.ico in the console (which costs Lighthouse's best-practices score).
 */
function faviconDataUrl(initials: string, colour: string): string {
  const letters = escapeHtml(Array.from(initials).slice(0, 2).join('') || '•');
  const fill = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#222222';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="42" font-family="system-ui,sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The browser UI colour of a palette: its chrome (a coloured header) or its background. */
function uiColour(palette: Palette, accent: string | null): string {
  if (palette.chrome === 'accent') return ensureContrast(accent ?? palette.accent, '#ffffff', 4.5);
  return palette.chrome ?? palette.bg;
}

/** color-scheme and theme-color follow the theme; 'system' gives one theme-color per scheme. */
function themeMeta(template: TemplateDefinition, view: SiteView): string[] {
  const { light, dark } = template.palettes;
  switch (view.design.theme) {
    case 'light':
      return ['<meta name="color-scheme" content="light">', `<meta name="theme-color" content="${escapeHtml(uiColour(light, view.design.accent))}">`];
    case 'dark':
      return ['<meta name="color-scheme" content="dark">', `<meta name="theme-color" content="${escapeHtml(uiColour(dark, view.design.accent))}">`];
    case 'system':
      return [
        '<meta name="color-scheme" content="light dark">',
        `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtml(uiColour(light, view.design.accent))}">`,
        `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtml(uiColour(dark, view.design.accent))}">`,
      ];
  }
}

/** The favicon is the accent with white initials: the light palette's accent, darkened until white reads. */
function faviconFill(template: TemplateDefinition, view: SiteView): string {
  return ensureContrast(paletteTokens(template.palettes.light, view.design.accent).accent, '#ffffff', 4.5);
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  type: 'profile' | 'website' | 'article';
  publishedTime?: string;
}

export function pageMeta(view: SiteView, page: SitePageKind, ctx: RenderContext, found: boolean): PageMeta {
  const { site, name } = view;
  const { headline } = view;
  const personLine = headline ? `${name} · ${headline}` : name;
  const about = truncate(site.intro || site.description || site.contact.description || '', 160);
  const fallback = headline ? `${name}, ${headline}: portfolio, experience and contact.` : `The portfolio of ${name}: experience, projects and contact.`;
  if (!found || page.kind === 'not-found') {
    return { title: `Page not found · ${name}`, description: `This page does not exist on ${name}'s site.`, canonical: `${ctx.baseUrl}/`, type: 'website' };
  }
  switch (page.kind) {
    case 'home':
      return { title: personLine, description: about || fallback, canonical: `${ctx.baseUrl}/`, type: 'profile' };
    case 'blog':
      return { title: `Writing · ${name}`, description: `Articles and notes by ${name}.`, canonical: `${ctx.baseUrl}${pagePath(page)}`, type: 'website' };
    case 'post': {
      const post = view.posts.find((candidate) => candidate.slug === page.slug);
      const text = post ? post.meta_description || post.excerpt || truncate(stripTags(post.content), 160) : '';
      return {
        title: `${post?.title ?? 'Article'} · ${name}`,
        description: truncate(text, 160) || `An article by ${name}.`,
        canonical: `${ctx.baseUrl}${pagePath(page)}`,
        type: 'article',
        publishedTime: post?.published_at ?? undefined,
      };
    }
  }
}

function personJsonLd(site: WebsiteWithSections, view: SiteView, ctx: RenderContext): Record<string, unknown> {
  const person: Record<string, unknown> = { '@type': 'Person', '@id': `${ctx.baseUrl}/#person`, name: view.name, url: `${ctx.baseUrl}/` };
  if (view.headline) person.jobTitle = view.headline;
  if (site.intro || site.description) person.description = truncate(site.intro || site.description, 300);
  if (view.picture) person.image = absolute(view.picture, ctx.baseUrl);
  const mail = view.email ? mailtoHref(view.email) : null;
  if (mail) person.email = mail;
  if (view.phone) person.telephone = view.phone;
  if (site.contact.location) person.address = { '@type': 'PostalAddress', addressLocality: site.contact.location };
  const current = site.experiences[0];
  if (current) person.worksFor = { '@type': 'Organization', name: current.name };
  if (site.educations.length > 0) person.alumniOf = site.educations.map((education) => ({ '@type': 'EducationalOrganization', name: education.name }));
  const skills = site.skills.flatMap((group) => group.info.map((skill) => skill.name));
  if (skills.length > 0) person.knowsAbout = skills.slice(0, 30);
  return person;
}

/**
 * The social preview picture: the link preview image made at publish (1200×630, with its size and
 * a description), else the owner's picture; each platform reads og:image, X also twitter:image.
 */
function imageTags(ctx: RenderContext, picture: string | null): string[] {
  const preview = ctx.linkPreview;
  if (preview) {
    const url = escapeHtml(absolute(preview.url, ctx.baseUrl));
    return [
      `<meta property="og:image" content="${url}">`,
      ...(url.startsWith('https:') ? [`<meta property="og:image:secure_url" content="${url}">`] : []),
      '<meta property="og:image:type" content="image/png">',
      `<meta property="og:image:width" content="${preview.width}">`,
      `<meta property="og:image:height" content="${preview.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(preview.alt)}">`,
      `<meta name="twitter:image" content="${url}">`,
    ];
  }
  return picture ? [`<meta property="og:image" content="${escapeHtml(picture)}">`, `<meta name="twitter:image" content="${escapeHtml(picture)}">`] : [];
}

export function buildHead(options: {
  view: SiteView;
  page: SitePageKind;
  ctx: RenderContext;
  meta: PageMeta;
  template: TemplateDefinition;
  css: string;
  /** False for the not-found page and a missing post: never indexed. */
  found: boolean;
}): string {
  const { view, page, ctx, meta, template, css } = options;
  const image = view.picture ? absolute(view.picture, ctx.baseUrl) : null;
  const graph: Record<string, unknown>[] = [personJsonLd(view.site, view, ctx)];
  if (page.kind === 'post' && meta.type === 'article') {
    graph.push({
      '@type': 'BlogPosting',
      headline: meta.title.replace(/ · [^·]*$/, ''),
      description: meta.description,
      url: meta.canonical,
      datePublished: meta.publishedTime,
      author: { '@id': `${ctx.baseUrl}/#person` },
    });
  }
  const preloads = pageFonts(template, view)
    .filter((font) => font.preload)
    .slice(0, 2)
    .map((font) => `<link rel="preload" href="${escapeHtml(fontUrl(ctx.assetBase, font))}" as="font" type="font/woff2" crossorigin>`);
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ctx.noindex || !options.found ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    // The site host serves the posts as an Atom feed at /feed.xml; the writing pages point feed readers to it.
    options.found && (page.kind === 'blog' || page.kind === 'post')
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`Writing · ${view.name}`)}" href="${escapeHtml(`${ctx.baseUrl}/feed.xml`)}">`
      : '',
    ...themeMeta(template, view),
    `<link rel="icon" href="${escapeHtml(faviconDataUrl(view.initials, faviconFill(template, view)))}">`,
    ...preloads,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(view.name)}">`,
    ...imageTags(ctx, image),
    meta.publishedTime ? `<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}">` : '',
    `<meta name="twitter:card" content="${ctx.linkPreview ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ctx.linkPreview ? `<meta name="twitter:image:alt" content="${escapeHtml(ctx.linkPreview.alt)}">` : '',
    `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
    `<style>${css}</style>`,
    ctx.headHtml ?? '',
  ];
  return tags.filter(Boolean).join('');
}
