import { fontPairings, type DesignTheme, type HomeSectionId, type WebsiteDesignInput, type WebsiteWithSections, websiteDesign } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, templates } from './index';
import { contrast, parseHex } from './lib/colour';
import { mergeSectionOrder } from './lib/design';
import { fontFamilies } from './lib/font-catalogue';
import { renderSitePage } from './server/index';
import { testContext } from './testing/contexts';
import { attr, parsePage, text } from './testing/html';

function withDesign(site: WebsiteWithSections, design: WebsiteDesignInput): WebsiteWithSections {
  return { ...site, design: websiteDesign.parse(design) };
}

function render(site: WebsiteWithSections) {
  const { html } = renderSitePage(site, { kind: 'home' }, testContext);
  return { html, css: /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '', page: parsePage(html) };
}

/** The custom properties of each :root rule of the design tokens, as the page prints them (light first under 'system'). */
function tokenBlocks(css: string): Record<string, string>[] {
  return [...css.matchAll(/:root\{color-scheme:[^;]+;([^}]*)\}|@media \(prefers-color-scheme:dark\)\{:root\{([^}]*)\}\}/g)].map((match) => {
    const body = match[1] ?? match[2] ?? '';
    return Object.fromEntries(
      body
        .split(';')
        .map((declaration) => /^--([a-z0-9-]+):(.+)$/.exec(declaration))
        .filter((found): found is RegExpExecArray => found !== null)
        .map((found) => [found[1]!, found[2]!]),
    );
  });
}

function ratio(a: string | undefined, b: string | undefined): number {
  const ra = parseHex(a ?? '');
  const rb = parseHex(b ?? '');
  if (!ra || !rb) throw new Error(`not a colour: ${a} / ${b}`);
  return contrast(ra, rb);
}

const sectionIds = (site: WebsiteWithSections) =>
  render(site)
    .page.where((el) => el.name === 'section')
    .map((el) => el.attribs.id as HomeSectionId);

describe('section order', () => {
  it('keeps the owner’s order and puts sections the owner never placed after their template predecessor', () => {
    expect(mergeSectionOrder(['about', 'experience', 'projects', 'contact'], ['projects', 'about'])).toEqual(['projects', 'contact', 'about', 'experience']);
    expect(mergeSectionOrder(['about', 'values', 'experience', 'contact'], ['contact', 'experience', 'about'])).toEqual(['contact', 'experience', 'about', 'values']);
    // Ids of another template's sections are ignored.
    expect(mergeSectionOrder(['about', 'contact'], ['research', 'contact', 'about'])).toEqual(['contact', 'about']);
  });
});

describe('the design schema', () => {
  it('refuses an unknown pairing, theme or section and a colour that is not #rrggbb', () => {
    const result = websiteDesign.safeParse({ accent_color: 'red', font_pairing: 'comic', theme: 'sepia', section_order: ['about', 'gallery'] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['accent_color', 'font_pairing', 'theme', 'section_order.1']));
  });

  it('lowercases the accent and drops repeated section ids', () => {
    expect(websiteDesign.parse({ accent_color: '#FFAA00', hidden_sections: ['about', 'about'] })).toMatchObject({ accent_color: '#ffaa00', hidden_sections: ['about'] });
  });
});

describe.each(templates.map((t) => [t.slug, t] as const))('design control on %s', (slug, template) => {
  const demo = getDemoWebsite(slug);

  it.each(['light', 'dark', 'system'] as DesignTheme[])('theme %s: color-scheme and theme-color follow, body text, muted text, links and buttons read at AA', (theme) => {
    const { css, page } = render(withDesign(demo, { theme }));
    const blocks = tokenBlocks(css);
    expect(blocks).toHaveLength(theme === 'system' ? 2 : 1);
    const scheme = page.where((el) => el.name === 'meta' && el.attribs.name === 'color-scheme').map((el) => attr(el, 'content'));
    expect(scheme).toEqual([theme === 'system' ? 'light dark' : theme]);
    const themeColors = page.where((el) => el.name === 'meta' && el.attribs.name === 'theme-color');
    expect(themeColors).toHaveLength(theme === 'system' ? 2 : 1);
    const expected = theme === 'system' ? [template.palettes.light, template.palettes.dark] : [template.palettes[theme]];
    blocks.forEach((tokens, index) => {
      expect(tokens.bg, `${slug} ${theme}`).toBe(expected[index]!.bg);
      for (const ground of ['bg', 'surface']) {
        for (const fore of ['ink', 'muted', 'accent']) {
          expect(ratio(tokens[fore], tokens[ground]), `${slug} ${theme}: ${fore} on ${ground}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(ratio(tokens.accent, tokens['accent-soft']), `${slug} ${theme}: accent on accent-soft`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(tokens['on-accent'], tokens.accent), `${slug} ${theme}: button text`).toBeGreaterThanOrEqual(4.5);
      const panel = expected[index]!.panel;
      if (panel) expect(ratio(tokens['accent-panel'], panel), `${slug} ${theme}: accent on the panel`).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('corrects an accent that would not read (pale yellow) in each palette, and keeps one that does', () => {
    for (const theme of ['light', 'dark'] as const) {
      const pale = tokenBlocks(render(withDesign(demo, { theme, accent_color: '#ffee55' })).css)[0]!;
      expect(ratio(pale.accent, pale.bg), `${slug} ${theme}`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(pale['on-accent'], pale.accent), `${slug} ${theme}`).toBeGreaterThanOrEqual(4.5);
    }
    const light = tokenBlocks(render(withDesign(demo, { theme: 'light', accent_color: '#ffee55' })).css)[0]!;
    expect(light.accent, 'a pale accent is darkened on a light page').not.toBe('#ffee55');
    const darkBlue = tokenBlocks(render(withDesign(demo, { theme: 'light', accent_color: '#1d3fb8' })).css)[0]!;
    if (ratio('#1d3fb8', template.palettes.light.bg) >= 4.5 && ratio('#1d3fb8', template.palettes.light.surface) >= 4.5 && ratio('#1d3fb8', darkBlue['accent-soft']) >= 4.5) {
      expect(darkBlue.accent).toBe('#1d3fb8');
    }
  });

  it.each(fontPairings.map((pairing) => pairing.id))('pairing %s: only its faces (and the template’s extras) are served and preloaded', (id) => {
    const pairing = fontPairings.find((candidate) => candidate.id === id)!;
    const { css, page } = render(withDesign(demo, { font_pairing: id }));
    const families = [...css.matchAll(/@font-face\{font-family:'([^']+)'/g)].map((match) => match[1]);
    const extras = (template.fonts.extra ?? []).map((font) => font.family);
    expect(new Set(families)).toEqual(new Set([pairing.head, pairing.body, ...extras]));
    expect(css).toContain(`--font-head:'${pairing.head}'`);
    expect(css).toContain(`--font-body:'${pairing.body}'`);
    const preloads = page.where((el) => el.name === 'link' && el.attribs.rel === 'preload' && el.attribs.as === 'font').map((el) => attr(el, 'href'));
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.length).toBeLessThanOrEqual(2);
    expect(preloads).toContain(`/_assets/fonts/${fontFamilies[pairing.head].file}`);
  });

  it('shows the sections in the owner’s order and renders a hidden one not at all', () => {
    const own = sectionIds(demo);
    expect(own.length).toBeGreaterThan(3);
    const reversed = [...own].reverse();
    const reordered = withDesign(demo, { section_order: reversed });
    // The template may place sections in several regions (a side column); within each the owner's order holds.
    const shown = sectionIds(reordered);
    expect(new Set(shown)).toEqual(new Set(own));
    expect(shown, 'the first section of the reversed order comes before the last').not.toEqual(own);
    const hiddenId = own.find((id) => id !== 'contact')!;
    const hidden = render(withDesign(demo, { hidden_sections: [hiddenId, 'contact'] }));
    const ids = hidden.page.where((el) => el.name === 'section').map((el) => el.attribs.id);
    expect(ids).not.toContain(hiddenId);
    expect(ids).not.toContain('contact');
    expect(hidden.html).not.toContain(`id="${hiddenId}-title"`);
    expect(hidden.page.all('a').map((a) => attr(a, 'href'))).not.toContain(`#${hiddenId}`);
    expect(hidden.page.all('a').map((a) => attr(a, 'href'))).not.toContain('#contact');
    expect(text(hidden.page.all('body')[0]!)).toContain(demo.name);
  });

  it('lists every section it renders in its `sections`', () => {
    for (const id of sectionIds(demo)) expect(template.sections, `${slug}: ${id}`).toContain(id);
  });
});
