import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../../demo/make';
import { getDemoWebsite, getTemplate } from '../../index';
import { contrast, parseHex } from '../../lib/colour';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const titleBlock = (site: WebsiteWithSections) =>
  byClass(site, 'tb-cell').map((cell) => within(cell, (el) => el.name === 'dt' || el.name === 'dd').map(text).join(': '));

describe('Gridline', () => {
  const demo = getDemoWebsite('gridline');

  it('fills its title block from the particulars: discipline from the specialisations, a sheet per project, the revision year of the last save', () => {
    expect(titleBlock(demo)).toEqual(['Engineer: Tiago Moreira', 'Discipline: Bridges, Steel structures', 'Location: Porto, Portugal', 'Sheet: 01 of 03', 'Rev.: 2025']);
    const later = { ...demo, updated_at: '2027-03-02T10:00:00.000Z', template_data: null };
    expect(titleBlock(later)).toContain('Rev.: 2027');
    expect(titleBlock(later)).toContain('Discipline: Chartered Structural Engineer, Bridges');
  });

  it('numbers the project sheets after the title sheet, and counts none when the owner hides projects', () => {
    expect(byClass(demo, 'sheet-no').map(text)).toEqual(['Sheet 02', 'Sheet 03']);
    const hidden = { ...demo, design: websiteDesign.parse({ hidden_sections: ['projects'] }) };
    expect(titleBlock(hidden)).toContain('Sheet: 01 of 01');
    expect(byClass(hidden, 'sheet')).toHaveLength(0);
  });

  it('gives each sheet a specification table of what the project has, links included', () => {
    const sheet = byClass(demo, 'sheet')[0]!;
    const rows = within(sheet, (el) => el.name === 'tr').map((row) => within(row, (el) => el.name === 'th' || el.name === 'td').map(text).join(': '));
    expect(rows).toEqual(['Type: Design', 'Year: 2023', 'Tools: SOFiSTiK, Tekla, Eurocode 3', 'Links: Live Demo of Douro footbridge']);
    const bare = { ...demo, projects: [{ ...demo.projects[0]!, category: 'other', date: '', technologies: [], implementation: '', code_url: '' }] };
    expect(byClass(bare, 'spec')).toHaveLength(0);
  });

  it('sets roles as a schedule table with references, and certifications as stamps with their year', () => {
    const page = home(demo);
    expect(page.where((el) => el.name === 'table' && el.attribs.class === 'schedule')).toHaveLength(1);
    expect(byClass(demo, 'sch-ref').map(text)).toEqual(['E01', 'E02', 'E03']);
    expect(byClass(demo, 'stamp-year').map(text)).toEqual(['2017', '2020', '2020']);
    expect(byClass(demo, 'stamp-issuer').map(text)[0]).toBe('IStructE');
  });

  it('keeps a name-only site a title sheet: name, sheet and revision, no metrics', () => {
    const site = makeNameOnlyWebsite('gridline', 'Alex Morgan');
    expect(titleBlock(site)).toEqual(['Engineer: Alex Morgan', 'Sheet: 01 of 01', `Rev.: ${site.updated_at.slice(0, 4)}`]);
    expect(byClass(site, 'metrics')).toHaveLength(0);
  });

  it('draws its stamps and sheet numbers in an orange that reads on the sheet in both themes', () => {
    const { palettes } = getTemplate('gridline')!;
    for (const palette of [palettes.light, palettes.dark]) {
      const mark = parseHex(palette.extra!.mark!)!;
      expect(contrast(mark, parseHex(palette.surface)!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(mark, parseHex(palette.bg)!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
