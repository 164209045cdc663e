import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from './index';
import { renderSitePage, sanitizeBlogHtml } from './server/index';
import { testContext } from './testing/contexts';
import { attr, parsePage } from './testing/html';

const hostileUrls = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x'];

/** A website whose every link field holds a script URL, as if the schema had been bypassed. */
function hostileSite(slug: string, url: string): WebsiteWithSections {
  const site = getDemoWebsite(slug);
  return {
    ...site,
    contact: { ...site.contact, email: url, phone: url, show_phone: true },
    flat_picture: url,
    projects: site.projects.map((project) => ({ ...project, code_url: url, implementation: url, pictures: [{ img: url, title: 'x' }] })),
    trainings: site.trainings.map((training) => ({ ...training, pictures: [{ img: url, title: 'x' }] })),
    template_data: {
      ...site.template_data,
      scholar_profile: url,
      certifications: [{ name: 'Cert', issuer: 'Org', date: '2020', link: url, icon: 'x' }],
    },
  };
}

describe('links and sources from user data', () => {
  it.each(templates.flatMap((t) => hostileUrls.map((url) => [t.slug, url] as const)))('%s never puts %j in an href or src', (slug, url) => {
    const page = parsePage(renderSitePage(hostileSite(slug, url), { kind: 'home' }, testContext).html);
    for (const el of page.where((e) => e.attribs.href !== undefined || e.attribs.src !== undefined)) {
      const value = attr(el, 'href') ?? attr(el, 'src') ?? '';
      if (el.name === 'link' && attr(el, 'rel') === 'icon') continue;
      // A tel: link keeps only the digits and the plus of the number.
      expect(value, `${el.name} ${value}`).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#|tel:\+?\d+$)/i);
    }
  });
});

describe('text from user data', () => {
  it('is escaped everywhere, including inside the JSON-LD', () => {
    const evil = '</script><script>window.__xss=1</script><img src=x onerror=alert(1)>';
    const demo = getDemoWebsite('modern');
    const site = { ...demo, name: evil, intro: evil, description: evil, contact: { ...demo.contact, phone: evil, show_phone: true } };
    const { html } = renderSitePage(site, { kind: 'home' }, testContext);
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('<img src=x');
    const page = parsePage(html);
    expect(page.all('script')).toHaveLength(1);
    const json = page.all('script')[0]!.children.map((child) => ('data' in child ? String(child.data) : '')).join('');
    expect(json).not.toMatch(/<\/?script/i);
    const ld = JSON.parse(json) as { '@graph': { name?: string; telephone?: string }[] };
    expect(ld['@graph'][0]).toMatchObject({ name: evil, telephone: evil });
  });
});

describe('the blog sanitiser', () => {
  it('keeps formatting and drops scripts, handlers, styles and script URLs', () => {
    const dirty =
      '<h1>Title</h1><p onclick="alert(1)" style="color:red">Hello <strong>world</strong> <a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a></p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg><iframe src="https://evil.example"></iframe><p>broken <b>html';
    const clean = sanitizeBlogHtml(dirty);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>world</strong>');
    expect(clean).toContain('href="https://ok.example"');
    expect(clean).not.toMatch(/onclick|onerror|onload|style=|<script|<svg|<iframe|javascript:/i);
    expect(clean).toContain('<b>html</b>');
  });

  it('is applied by renderSitePage even to content stored unsanitised', () => {
    const site = getDemoWebsite('minimal');
    const post = { ...site.blog_posts[0]!, content: '<p>Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' };
    const { html } = renderSitePage({ ...site, blog_posts: [post] }, { kind: 'post', slug: post.slug }, testContext);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toMatch(/<script|javascript:/i);
    expect(body).toContain('<p>Hi</p>');
  });
});
