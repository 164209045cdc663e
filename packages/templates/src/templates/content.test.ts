import { gzipSync } from 'node:zlib';
import type { WebsiteWithSections } from '@folio/schema';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../demo/make';
import { templates } from '../index';
import { subsetFile, subsetsOf } from '../lib/fonts';
import { renderSitePage } from '../server/index';
import { arabicWebsite, chineseWebsite, denseWebsite, linesDescriptions, linesWebsite, longContentWebsite, sparseWebsite } from '../testing/content-sites';
import { testContext } from '../testing/contexts';
import { attr, closest, emptyHeadings, parsePage, text, within, type ParsedPage } from '../testing/html';

function render(site: WebsiteWithSections): { html: string; page: ParsedPage; css: string } {
  const { html } = renderSitePage(site, { kind: 'home' }, testContext);
  return { html, page: parsePage(html), css: /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '' };
}

/** The list elements holding exactly these items, wherever they are. */
function listWith(page: ParsedPage, tag: 'ul' | 'ol', items: string[]): Element | undefined {
  return page.all(tag).find((list) => JSON.stringify(within(list, (el) => el.name === 'li' && el.parent === list).map(text)) === JSON.stringify(items));
}

const items = (lines: string) => lines.split('\n').map((line) => line.replace(/^(?:[•*-]|\d\.)\s+/u, ''));

describe('the empty-heading check', () => {
  it('finds a heading with nothing after it in its section, and passes one with content', () => {
    const page = parsePage('<body><h1>Name</h1><section><header><h2>Empty</h2></header><div class="sec-body"> </div></section><section><h2>Full</h2><div><h3>Role</h3></div><p>Text</p></section></body>');
    expect(emptyHeadings(page)).toEqual(['h2. "Empty"']);
  });
});

describe.each(templates.map((t) => [t.slug] as const))('%s with real content', (slug) => {
  it('renders a dense CV in full, without an empty heading, under 60 KB gzipped', () => {
    const site = denseWebsite(slug);
    const { html, page } = render(site);
    expect(emptyHeadings(page)).toEqual([]);
    const body = text(page.all('body')[0]!);
    for (const part of [site.name, site.experiences[3]!.position, site.educations[1]!.degree, site.projects[2]!.title, site.trainings[1]!.title, 'Kubernetes']) expect(body).toContain(part);
    // The bullets of the first role are a list, the lead-in line of the second a paragraph before one.
    expect(listWith(page, 'ul', items(site.experiences[0]!.description)), 'bullets as a list').toBeDefined();
    expect(listWith(page, 'ul', ['Built the payout reconciliation service', 'Introduced contract tests between 14 services', 'On-call lead for the dispatch platform'])).toBeDefined();
    expect(gzipSync(html).length).toBeLessThan(60 * 1024);
  });

  it('renders a website with only a name as an intended page: no empty heading, no section but contact', () => {
    const { page } = render(makeNameOnlyWebsite(slug, 'Alex Morgan'));
    expect(emptyHeadings(page)).toEqual([]);
    expect(page.all('section').map((el) => el.attribs.id)).toEqual(['contact']);
  });

  it('renders a sparse CV without an empty heading', () => {
    const { page } = render(sparseWebsite(slug));
    expect(emptyHeadings(page)).toEqual([]);
    expect(page.all('section').map((el) => el.attribs.id ?? '').toSorted()).toEqual(['contact', 'education', 'experience']);
  });

  it('renders descriptions written as lines as lists, and plain lines with their breaks', () => {
    const { page } = render(linesWebsite(slug));
    expect(emptyHeadings(page)).toEqual([]);
    const d = linesDescriptions;
    expect(listWith(page, 'ul', items(d.experience)), 'experience').toBeDefined();
    expect(listWith(page, 'ol', items(d.education)), 'education').toBeDefined();
    expect(listWith(page, 'ul', items(d.project)), 'project').toBeDefined();
    expect(listWith(page, 'ul', items(d.training)), 'training').toBeDefined();
    const about = listWith(page, 'ul', items(d.about.split('\n').slice(1).join('\n')));
    expect(about, 'about').toBeDefined();
    expect(closest(about!, 'section')?.attribs.id).toBe('about');
    // The lead-in line stays a paragraph right before its list.
    expect(page.all('p').some((p) => text(p) === 'What I do:')).toBe(true);
    const plain = page.all('p').find((p) => text(p).startsWith('Madrid office'));
    expect(plain && within(plain, (el) => el.name === 'br')).toHaveLength(1);
    // No glyph is left in front of an item.
    expect(page.all('li').some((li) => /^[•*-]\s/u.test(text(li)))).toBe(false);
  });

  it('sets the page right to left for an Arabic website, with each text block taking its own direction', () => {
    const { html, page, css } = render(arabicWebsite(slug));
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(emptyHeadings(page)).toEqual([]);
    const list = listWith(page, 'ul', items(arabicWebsite(slug).experiences[0]!.description));
    expect(list).toBeDefined();
    expect(within(list!, (el) => el.name === 'li').every((li) => attr(li, 'dir') === 'auto')).toBe(true);
    // Arabic letters come from the visitor's system fonts under the template's own families.
    expect(css).toMatch(/@font-face\{font-family:'[^']+';[^}]*src:local\('(?:Geeza Pro|Noto Naskh Arabic)'\)[^}]*unicode-range:U\+0600-06FF/);
    expect(css).not.toContain('U+4E00-9FFF');
  });

  it('tags a Chinese website as Chinese, left to right, with system CJK fonts and no empty heading', () => {
    const { html, page, css } = render(chineseWebsite(slug));
    expect(html).toMatch(/^<!doctype html><html lang="zh">/);
    expect(emptyHeadings(page)).toEqual([]);
    expect(css).toMatch(/@font-face\{font-family:'[^']+';[^}]*src:local\('(?:PingFang SC Regular|Songti SC Regular)'\)[^}]*unicode-range:[^}]*U\+4E00-9FFF/);
    expect(css).not.toContain('Geeza Pro');
  });

  it('adds the Latin Extended faces only when the text needs them', () => {
    const template = templates.find((t) => t.slug === slug)!;
    const extended = render(denseWebsite(slug)).css;
    // "Andrés" is basic latin (é is U+00E9); a Polish name is not.
    const polish = render({ ...sparseWebsite(slug), name: 'Łucja Żółkiewska' }).css;
    const ascii = render(makeNameOnlyWebsite(slug, 'Alex Morgan')).css;
    const { head, body, extra = [] } = template.fonts;
    const latinExt = [head, body, ...extra].filter((font) => subsetsOf(font).includes('latin-ext')).map((font) => subsetFile(font, 'latin-ext'));
    expect(latinExt.length).toBeGreaterThan(0);
    for (const file of latinExt) {
      expect(polish, file).toContain(file);
      expect(ascii, file).not.toContain(file);
    }
    expect(extended).not.toContain('-latin-ext-');
  });

  it('keeps a page of long names, words and URLs whole (checked for overflow in Chromium)', () => {
    const { page } = render(longContentWebsite(slug));
    expect(emptyHeadings(page)).toEqual([]);
    expect(text(page.all('h1')[0]!)).toContain('Wolfeschlegelsteinhausenbergerdorff');
  });
});
