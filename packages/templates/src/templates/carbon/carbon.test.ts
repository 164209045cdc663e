import { websiteDesign, type Experience, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../../demo/make';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';
import { yearsSpanned } from './index';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const readouts = (site: WebsiteWithSections) =>
  byClass(site, 'readout').map((row) => within(row, (el) => el.name === 'dt' || el.name === 'dd').map(text).join(': '));
const role = (date: string) => ({ date }) as Experience;

describe('Carbon', () => {
  const demo = getDemoWebsite('carbon');

  it('reads out the engineering data’s figures in the hero', () => {
    expect(readouts(demo)).toEqual(['Years in engineering: 14', 'Projects delivered: 23', 'Certifications: 3', 'Components designed: 140+']);
  });

  it('counts the figures from the content when the data has none: the years the roles span, the projects shown', () => {
    const plain = { ...demo, template_data: null };
    // 2011 to the year of the last save (2025), the open role ending then.
    expect(readouts(plain)).toEqual(['Years in engineering: 14', 'Projects delivered: 3']);
    expect(yearsSpanned([role('2019 - Present'), role('Mar 2014 – Jun 2019')], 2026)).toBe(12);
    expect(yearsSpanned([role('2015 - 2018')], 2026)).toBe(3);
    expect(yearsSpanned([role('Summer job')], 2026)).toBe(0);
    const hidden = { ...plain, design: websiteDesign.parse({ hidden_sections: ['projects', 'experience'] }) };
    expect(byClass(hidden, 'readouts')).toHaveLength(0);
  });

  it('sweeps each skill’s dial to its level and writes the level beside it', () => {
    const gauges = byClass(demo, 'gauge');
    expect(gauges[0]!.attribs.class).toContain('lvl-4');
    expect(text(gauges[0]!)).toBe('4FPGA (VHDL) Expert');
    expect(byClass(demo, 'skill-level').map(text)).toContain('Intermediate');
  });

  it('gives each project a data strip of what it has, and puts its systems under each role', () => {
    const strips = byClass(demo, 'strip').map((strip) => within(strip, (el) => el.name === 'dt' || el.name === 'dd').map(text).join(' '));
    expect(strips[0]).toBe('Year 2023 Type Design Stack VHDL / Altium / AFDX / DO-254');
    // "other" is no type worth a cell.
    expect(strips[2]).toBe('Year 2018 Stack C / ARINC 429');
    expect(byClass(demo, 'systems')).toHaveLength(3);
    expect(byClass(demo, 'xp-org').map(text)[0]).toBe('Aerion Flight Systems');
  });

  it('keeps a name-only site a hero: no readouts, no portrait frame', () => {
    const site = makeNameOnlyWebsite('carbon', 'Alex Morgan');
    expect(byClass(site, 'readouts')).toHaveLength(0);
    expect(byClass(site, 'hero-portrait')).toHaveLength(0);
    expect(text(home(site).all('h1')[0]!)).toBe('Alex Morgan');
  });
});
