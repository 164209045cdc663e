import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { dataCategoryOf, templateDataSchemas, websiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../demo/make';
import { getDemoWebsite, templates } from '../index';
import { renderSitePage } from '../server/index';
import { testContext } from '../testing/contexts';
import { attr, parsePage, text, type ParsedPage } from '../testing/html';

/** Structure every page must have, whatever the template. */
function expectSoundStructure(page: ParsedPage, label: string) {
  const html = page.all('html')[0];
  expect(html && attr(html, 'lang'), label).toBe('en');
  expect(page.all('h1'), `${label}: one h1`).toHaveLength(1);
  expect(page.all('main'), `${label}: one main`).toHaveLength(1);
  expect(page.all('footer').length, `${label}: a footer`).toBeGreaterThanOrEqual(1);
  expect(page.all('style'), `${label}: one style element`).toHaveLength(1);
  expect(page.where((el) => el.attribs.style !== undefined), `${label}: no style attributes`).toHaveLength(0);
  const scripts = page.all('script');
  expect(scripts.map((s) => attr(s, 'type')), `${label}: only JSON-LD scripts`).toEqual(['application/ld+json']);
  const ids = page.where((el) => el.attribs.id !== undefined).map((el) => el.attribs.id);
  expect(new Set(ids).size, `${label}: unique ids`).toBe(ids.length);
  for (const el of page.where((e) => e.attribs['aria-labelledby'] !== undefined)) {
    expect(ids, `${label}: aria-labelledby target`).toContain(el.attribs['aria-labelledby']);
  }
  for (const label_ of page.all('label')) expect(ids, `${label}: label target`).toContain(attr(label_, 'for'));
  for (const img of page.all('img')) expect(attr(img, 'alt'), `${label}: img alt`).toBeTruthy();
  for (const heading of page.where((el) => /^h[1-4]$/.test(el.name))) expect(text(heading), `${label}: empty ${heading.name}`).not.toBe('');
}

/** A section is empty when nothing but its heading is in it. */
function expectNoEmptySections(page: ParsedPage, label: string) {
  for (const section of page.all('section')) {
    const heading = page.where((el) => el.name === 'h2' && el.attribs.id === section.attribs['aria-labelledby'])[0];
    expect(heading, `${label}: section #${section.attribs.id ?? '?'} has a heading`).toBeDefined();
    const rest = text(section).replace(heading ? text(heading) : '', '').trim();
    expect(rest, `${label}: section #${section.attribs.id ?? '?'} is empty`).not.toBe('');
  }
}

describe.each(templates.map((t) => [t.slug, t] as const))('template %s', (slug, template) => {
  const demo = getDemoWebsite(slug);

  it('ships demo data that validates against the website schema', () => {
    const parsed = websiteWithSections.safeParse(demo);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(demo.template_slug).toBe(slug);
  });

  it('ships template data that validates against its category schema', () => {
    const category = dataCategoryOf(template.category);
    if (category === 'default') {
      expect(demo.template_data).toBeNull();
      return;
    }
    const parsed = templateDataSchemas[category].safeParse(demo.template_data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  });

  it('fills every section of its demo so the preview shows the whole design', () => {
    expect(demo.experiences.length).toBeGreaterThan(0);
    expect(demo.educations.length).toBeGreaterThan(0);
    expect(demo.skills.length).toBeGreaterThan(0);
    expect(demo.projects.some((project) => project.pictures.length > 0)).toBe(true);
    expect(demo.trainings.length).toBeGreaterThan(0);
    expect(demo.blog_posts.length).toBeGreaterThan(0);
    expect(demo.flat_picture).toBeTruthy();
  });

  it('renders the full demo website with every part and sound structure', () => {
    const { html, status } = renderSitePage(demo, { kind: 'home' }, testContext);
    expect(status).toBe(200);
    const page = parsePage(html);
    expectSoundStructure(page, `${slug} demo`);
    expectNoEmptySections(page, `${slug} demo`);
    const body = text(page.all('body')[0]!);
    expect(body).toContain(demo.name);
    expect(body).toContain(demo.intro);
    expect(body).toContain(demo.experiences[0]!.position);
    expect(body).toContain(demo.educations[0]!.degree);
    expect(body).toContain(demo.skills[0]!.info[0]!.name);
    expect(body).toContain(demo.projects[0]!.title);
    expect(body).toContain(demo.trainings[0]!.title);
    expect(body).toContain(demo.blog_posts[0]!.title);
    const ids = page.where((el) => el.name === 'section').map((el) => el.attribs.id);
    expect(ids).toEqual(expect.arrayContaining(['about', 'experience', 'education', 'skills', 'projects', 'training', 'writing', 'contact']));
    const srcs = page.all('img').map((img) => attr(img, 'src'));
    expect(srcs).toContain(demo.flat_picture);
    expect(srcs).toContain(demo.projects.find((p) => p.pictures.length > 0)!.pictures[0]!.img);
    const links = page.all('a').map((a) => text(a));
    // A template may name a project's links its own way (a bibliography's "doi:…"); the links must be there.
    const hrefs = page.all('a').map((a) => attr(a, 'href'));
    expect(links.some((label) => label.startsWith('Live Demo')) || hrefs.includes(demo.projects.find((p) => p.implementation !== '')!.implementation)).toBe(true);
    expect(links.some((label) => label.startsWith('Source Code')) || hrefs.includes(demo.projects.find((p) => p.code_url !== '')!.code_url)).toBe(true);
    expect(page.all('a').some((a) => attr(a, 'href') === `/blog/${demo.blog_posts[0]!.slug}`)).toBe(true);
  });

  it('renders an almost empty website (only a name) without empty sections', () => {
    const site = makeNameOnlyWebsite(slug, 'Alex Morgan');
    const { html } = renderSitePage(site, { kind: 'home' }, testContext);
    const page = parsePage(html);
    expectSoundStructure(page, `${slug} name-only`);
    expectNoEmptySections(page, `${slug} name-only`);
    expect(text(page.all('h1')[0]!)).toBe('Alex Morgan');
    expect(page.all('section').map((el) => el.attribs.id)).toEqual(['contact']);
    expect(page.all('h2').map(text)).toHaveLength(1);
    expect(page.all('img')).toHaveLength(0);
  });

  it('renders the blog, a post and the not-found page in the same style', () => {
    const post = demo.blog_posts[0]!;
    const blog = parsePage(renderSitePage(demo, { kind: 'blog' }, testContext).html);
    expectSoundStructure(blog, `${slug} blog`);
    expect(blog.all('a').some((a) => attr(a, 'href') === `/blog/${post.slug}`)).toBe(true);
    const rendered = renderSitePage(demo, { kind: 'post', slug: post.slug }, testContext);
    expect(rendered.status).toBe(200);
    const postPage = parsePage(rendered.html);
    expectSoundStructure(postPage, `${slug} post`);
    expect(text(postPage.all('h1')[0]!)).toBe(post.title);
    const missing = renderSitePage(demo, { kind: 'post', slug: 'no-such-post' }, testContext);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    expect(renderSitePage(demo, { kind: 'not-found' }, testContext).status).toBe(404);
  });

  it('returns the CSP hash of exactly the style element it printed', () => {
    const { html, styleHashes } = renderSitePage(demo, { kind: 'home' }, testContext);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(styleHashes).toEqual([`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`]);
  });

  it('keeps the demo page (HTML and CSS) under 60 KB gzipped', () => {
    const { html } = renderSitePage(demo, { kind: 'home' }, testContext);
    expect(gzipSync(html).length).toBeLessThan(60 * 1024);
  });
});
