import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));

describe('Column', () => {
  const demo = getDemoWebsite('column');

  it('sets the particulars on one line under the name: place, e-mail, and the phone only when shown', () => {
    expect(byClass(demo, 'contact-line').flatMap((line) => within(line, (el) => el.name === 'li').map(text))).toEqual(['Oxford, United Kingdom', 'harriet.quennell@example.com']);
    const withPhone = { ...demo, contact: { ...demo.contact, phone: '+44 1865 555 010', show_phone: true } };
    expect(byClass(withPhone, 'contact-line').flatMap((line) => within(line, (el) => el.name === 'li').map(text))).toEqual(['Oxford, United Kingdom', 'harriet.quennell@example.com', '+44 1865 555 010']);
    const bare = { ...demo, contact: { ...demo.contact, location: '', email: '' } };
    expect(byClass(bare, 'contact-line')).toHaveLength(0);
  });

  it('puts every entry’s dates on its title line, and joins organisation and place without repeating them', () => {
    const lines = byClass(demo, 'entry-line').map((line) => within(line, (el) => el.name === 'h3' || el.attribs.class?.includes('entry-date') === true).map(text));
    expect(lines.slice(0, 3)).toEqual([
      ['Senior Commissioning Editor, History and Science', '2018 – Present'],
      ['Editor', '2013 – 2018'],
      ['Editorial Assistant', '2010 – 2013'],
    ]);
    expect(byClass(demo, 'xp-org').map(text)).toEqual(['Bodley & Marsh, Oxford', 'Harcourt Lane Publishers, London', 'Oxford University Press, Oxford']);
    const same = { ...demo, experiences: [{ ...demo.experiences[0]!, name: 'Freelance', place: 'freelance', date: '' }] };
    expect(byClass(same, 'xp-org').map(text)).toEqual(['Freelance']);
    expect(byClass(same, 'xp-date')).toHaveLength(0);
  });

  it('shows a project’s first picture as a plate after its text, captioned with the picture’s title', () => {
    expect(byClass(demo, 'plate-caption').map(text)).toEqual(['The jacket and a spread of the plates section', 'Figures from the chapter on numbers and dates']);
    const bare = { ...demo, projects: demo.projects.map((project) => ({ ...project, pictures: [] })) };
    expect(byClass(bare, 'plate')).toHaveLength(0);
  });

  it('writes skills as running lines under their group, with tabular dates in the stylesheet', () => {
    expect(byClass(demo, 'skill-title').map(text)).toEqual(['Editorial', 'Production', 'Languages']);
    const { html } = renderSitePage(demo, { kind: 'home' }, testContext);
    expect(html).toContain('font-variant-numeric:tabular-nums oldstyle-nums');
  });
});
