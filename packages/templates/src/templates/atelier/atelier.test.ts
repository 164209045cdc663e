import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text, within } from '../../testing/html';
import { groupSizes, wallSlots } from './wall';

const home = (site: WebsiteWithSections, ctx = testContext) => parsePage(renderSitePage(site, { kind: 'home' }, ctx).html);
const tiles = (site: WebsiteWithSections, ctx = testContext) => home(site, ctx).where((el) => el.name === 'li' && (el.attribs.class ?? '').split(' ').includes('tile'));

/** Cells a list of slots covers on the six-column grid, placed as the browser's dense flow does. */
function covered(slots: ReturnType<typeof wallSlots>): { rows: number; cells: number } {
  const taken = new Set<string>();
  for (const slot of slots) {
    let row = 0;
    const fits = (r: number) => Array.from({ length: slot.rows }, (_, dr) => Array.from({ length: slot.cols }, (_, dc) => `${r + dr}:${slot.col + dc}`)).flat().every((cell) => !taken.has(cell));
    while (!fits(row)) row += 1;
    for (let dr = 0; dr < slot.rows; dr += 1) for (let dc = 0; dc < slot.cols; dc += 1) taken.add(`${row + dr}:${slot.col + dc}`);
  }
  const rows = Math.max(0, ...[...taken].map((cell) => Number(cell.split(':')[0]) + 1));
  return { rows, cells: taken.size };
}

describe('Atelier', () => {
  const demo = getDemoWebsite('atelier');

  it('hangs the demo’s seven works as a lead group of three and a flanked group of four', () => {
    const found = tiles(demo);
    expect(found.map((tile) => attr(tile, 'class'))).toEqual([
      'tile t-big c1 w4 h2',
      'tile t-small c5 w2 h1',
      'tile t-small c5 w2 h1',
      'tile t-tall c1 w2 h2',
      'tile t-small c3 w2 h1',
      'tile t-small c3 w2 h1',
      'tile t-tall c5 w2 h2',
    ]);
    const first = found[0]!;
    expect(attr(within(first, (el) => el.name === 'a')[0]!, 'href')).toBe('#work-01');
    expect(within(first, (el) => el.attribs.class === 'cap-meta').map(text)).toEqual(['Picture book · 2024']);
    expect(home(demo).where((el) => el.attribs.id === 'work-01')).toHaveLength(1);
  });

  it('fills every row of the six columns, whatever the number of pictures', () => {
    for (let count = 1; count <= 18; count += 1) {
      expect(groupSizes(count).reduce((sum, size) => sum + size, 0)).toBe(count);
      const { rows, cells } = covered(wallSlots(Array.from({ length: count }, () => undefined)));
      expect(cells, `${count} tiles`).toBe(rows * 6);
    }
  });

  it('turns a group of three led by an upright upload into three uprights', () => {
    const [first] = demo.projects;
    const src = first!.pictures[0]!.img;
    const ctx = { ...testContext, images: { [src]: { width: 900, height: 1400, variants: [] } } };
    const shapes = tiles(demo, ctx).map((tile) => attr(tile, 'class')?.split(' ')[1]);
    expect(shapes.slice(0, 3)).toEqual(['t-tall', 't-tall', 't-tall']);
    const img = within(tiles(demo, ctx)[0]!, (el) => el.name === 'img')[0]!;
    expect(attr(img, 'height')).toBe(String(Math.round((400 * 1400) / 900)));
  });

  it('hangs a project without a picture as its title in type, and several pictures of one project under one number', () => {
    const [first, second] = demo.projects;
    const site = {
      ...demo,
      projects: [
        { ...first!, pictures: [{ img: 'javascript:alert(1)', title: 'bad' }] },
        { ...second!, pictures: [...second!.pictures, { img: first!.pictures[0]!.img, title: 'Detail' }] },
      ],
    };
    const found = tiles(site);
    expect(found.map((tile) => attr(tile, 'class'))).toEqual(['tile t-big c1 w4 h2 t-type', 'tile t-small c5 w2 h1', 'tile t-small c5 w2 h1']);
    expect(within(found[0]!, (el) => el.name === 'img')).toHaveLength(0);
    expect(within(found[0]!, (el) => el.attribs.class === 'cap-title').map(text)).toEqual([first!.title]);
    expect(found.slice(1).map((tile) => text(within(tile, (el) => el.attribs.class === 'cap-no')[0]!))).toEqual(['02', '02']);
    expect(within(found[2]!, (el) => el.attribs.class === 'cap-meta').map(text)).toEqual(['Detail']);
    const none = home({ ...demo, projects: demo.projects.map((project) => ({ ...project, pictures: [] })) });
    expect(none.where((el) => el.attribs.class === 'wall wall-type')).toHaveLength(1);
  });

  it('sets the CV in two columns only when both have something', () => {
    const band = (site: WebsiteWithSections) => home(site).where((el) => (el.attribs.class ?? '').startsWith('band '))[0] ?? home(site).where((el) => el.attribs.class === 'band')[0];
    expect(attr(band(demo)!, 'class')).toBe('band two');
    const noSide = { ...demo, skills: [], template_data: null };
    expect(attr(band(noSide)!, 'class')).toBe('band');
    expect(home(noSide).where((el) => el.attribs.class === 'band-side')).toHaveLength(0);
  });
});
