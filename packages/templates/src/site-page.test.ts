import type { BlogPost } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from './demo/make';
import { getDemoWebsite } from './index';
import { renderSitePage } from './server/index';
import { testContext } from './testing/contexts';
import { attr, parsePage, text } from './testing/html';

describe('the page head', () => {
  it('carries title, description, canonical, OpenGraph, Twitter and Person JSON-LD', () => {
    const site = getDemoWebsite('modern');
    const { html } = renderSitePage(site, { kind: 'home' }, testContext);
    const page = parsePage(html);
    const meta = (key: string) => page.where((el) => el.name === 'meta' && (el.attribs.name === key || el.attribs.property === key))[0];
    expect(text(page.all('title')[0]!)).toBe('Maya Chen · Product Designer & Front-end Developer');
    expect(attr(meta('description')!, 'content')).toBe(site.intro);
    expect(attr(page.where((el) => el.name === 'link' && el.attribs.rel === 'canonical')[0]!, 'href')).toBe('https://jane.example.com/');
    for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'twitter:card', 'twitter:title']) expect(meta(key), key).toBeDefined();
    expect(attr(meta('og:image')!, 'content')).toBe('https://jane.example.com/_assets/demo/maya-chen.svg');
    expect(meta('robots')).toBeUndefined();
    const ld = JSON.parse(text(page.all('script')[0]!)) as { '@graph': Record<string, unknown>[] };
    expect(ld['@graph'][0]).toMatchObject({ '@type': 'Person', name: 'Maya Chen', jobTitle: site.contact.title });
    const preloads = page.where((el) => el.name === 'link' && el.attribs.rel === 'preload');
    expect(preloads.length).toBeGreaterThanOrEqual(1);
    expect(attr(preloads[0]!, 'href')).toMatch(/^\/_assets\/fonts\/.+\.woff2$/);
  });

  it('says noindex for private and draft sites and inserts the analytics snippet as given', () => {
    const { html } = renderSitePage(getDemoWebsite('minimal'), { kind: 'home' }, { ...testContext, noindex: true, headHtml: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>' });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('gtag/js?id=G-TEST');
  });

  it('describes a name-only site without leaving the description empty', () => {
    const { html } = renderSitePage(makeNameOnlyWebsite('modern', 'Alex Morgan'), { kind: 'home' }, testContext);
    expect(html).toContain('<meta name="description" content="The portfolio of Alex Morgan: experience, projects and contact.">');
  });

  it('gives posts their own canonical URL and a BlogPosting', () => {
    const site = getDemoWebsite('scholar');
    const post = site.blog_posts[0]!;
    const { html } = renderSitePage(site, { kind: 'post', slug: post.slug }, testContext);
    expect(html).toContain(`<link rel="canonical" href="https://jane.example.com/blog/${post.slug}">`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<meta property="og:type" content="article">');
  });
});

describe('the contact form', () => {
  it('posts without JavaScript, with a hidden honeypot, labels, required fields and size limits', () => {
    const page = parsePage(renderSitePage(getDemoWebsite('default'), { kind: 'home' }, testContext).html);
    const form = page.all('form')[0]!;
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/contact');
    const field = (name: string) => page.where((el) => el.attribs.name === name)[0]!;
    expect(attr(field('name'), 'maxlength')).toBe('100');
    expect(attr(field('email'), 'maxlength')).toBe('255');
    expect(attr(field('message'), 'maxlength')).toBe('5000');
    for (const name of ['name', 'email', 'message']) expect(field(name).attribs.required).toBeDefined();
    const honeypot = field('website');
    expect(attr(honeypot, 'tabindex')).toBe('-1');
    expect(attr(honeypot.parent as never, 'aria-hidden')).toBe('true');
  });

  it('tells the visitor how the last message went', () => {
    const sent = renderSitePage(getDemoWebsite('default'), { kind: 'home' }, { ...testContext, contactStatus: 'sent' }).html;
    expect(sent).toContain('role="status"');
    expect(sent).toContain('your message has been sent');
    const limited = renderSitePage(getDemoWebsite('default'), { kind: 'home' }, { ...testContext, contactStatus: 'rate-limited' }).html;
    expect(limited).toContain('role="alert"');
  });
});

describe('blog visibility', () => {
  const base = getDemoWebsite('modern');
  const post = (slug: string, status: BlogPost['status'], published_at: string | null): BlogPost => ({ ...base.blog_posts[0]!, id: slug.length, slug, title: slug, status, published_at });
  const site = { ...base, blog_posts: [post('draft-post', 'draft', null), post('due-post', 'scheduled', '2025-01-01T00:00:00Z'), post('future-post', 'scheduled', '2030-01-01T00:00:00Z'), post('live-post', 'published', '2024-01-01T00:00:00Z')] };

  it('shows published posts and scheduled ones whose time has come, never drafts', () => {
    const html = renderSitePage(site, { kind: 'blog' }, { ...testContext, now: '2026-01-01T00:00:00Z' }).html;
    expect(html).toContain('/blog/live-post');
    expect(html).toContain('/blog/due-post');
    expect(html).not.toContain('/blog/future-post');
    expect(html).not.toContain('/blog/draft-post');
    expect(renderSitePage(site, { kind: 'post', slug: 'draft-post' }, testContext).status).toBe(404);
  });

  it('leaves scheduled posts out when the caller gives no time', () => {
    expect(renderSitePage(site, { kind: 'blog' }, testContext).html).not.toContain('/blog/due-post');
  });

  it('omits the writing section when nothing is published', () => {
    const html = renderSitePage({ ...site, blog_posts: [site.blog_posts[0]!] }, { kind: 'home' }, testContext).html;
    expect(html).not.toContain('id="writing"');
  });
});

describe('branding', () => {
  it('shows the Made with Folio credit only when asked', () => {
    const site = getDemoWebsite('noir');
    expect(renderSitePage(site, { kind: 'home' }, testContext).html).toContain('Made with Folio');
    expect(renderSitePage(site, { kind: 'home' }, { ...testContext, showBranding: false }).html).not.toContain('Made with Folio');
  });
});
