import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { contrast, parseHex } from '../../lib/colour';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';
import { fieldCount, prism } from './index';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);

describe('Prism', () => {
  const demo = getDemoWebsite('prism');

  it('gives every colour field a text colour that reads on it at 4.5:1, in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const extra = prism.palettes[theme].extra ?? {};
      for (let n = 1; n <= fieldCount; n += 1) {
        const field = parseHex(extra[`field-${n}`] ?? '');
        const ink = parseHex(extra[`on-field-${n}`] ?? '');
        expect(field && ink, `${theme} field ${n}`).toBeTruthy();
        expect(contrast(field!, ink!), `${theme} field ${n}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('assigns the fields by position, so every order the owner picks alternates them', () => {
    const { html } = renderSitePage(demo, { kind: 'home' }, testContext);
    for (const rule of ['main>.sec:nth-child(5n+1){--fbg:var(--field-1)', 'main>.sec:nth-child(5n+3){--fbg:var(--field-3)', 'main>.sec:nth-child(5n){--fbg:var(--field-5)']) expect(html).toContain(rule);
    const reversed = home({ ...demo, design: websiteDesign.parse({ section_order: [...prism.sections].reverse() }) });
    expect(within(reversed.all('main')[0]!, (el) => el.name === 'section').map((el) => el.attribs.id)).toEqual(['contact', 'writing', 'training', 'education', 'skills', 'experience', 'projects', 'about']);
  });

  it('runs the skills as a ticker hidden from assistive tech, twice over for the loop, and none without skills', () => {
    const ticker = home(demo).where((el) => el.attribs.class === 'ticker')[0]!;
    expect(ticker.attribs['aria-hidden']).toBe('true');
    const words = within(ticker, (el) => el.name === 'span').map(text);
    expect(words.slice(0, 7)).toEqual(['Art direction', 'Campaigns', 'Brand worlds', 'Motion', 'Colour', 'Type', '3D']);
    expect(words).toHaveLength(14);
    expect(home({ ...demo, skills: [] }).where((el) => el.attribs.class === 'ticker')).toHaveLength(0);
    expect(home({ ...demo, design: websiteDesign.parse({ hidden_sections: ['skills'] }) }).where((el) => el.attribs.class === 'ticker')).toHaveLength(0);
  });
});
