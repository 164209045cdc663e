import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const front = (site: WebsiteWithSections) => attr(byClass(site, 'front')[0]!, 'class');

describe('Broadsheet', () => {
  const demo = getDemoWebsite('broadsheet');

  it('prints a dateline of where the owner is and the role that runs to the present, and the year the paper was established', () => {
    expect(byClass(demo, 'dateline-text').map(text)).toEqual(['Manchester — Managing Editor, Northern Chronicle']);
    expect(byClass(demo, 'ear-start').map(text)).toEqual(['Est. 2001']);
    const [first, second] = demo.experiences;
    const reordered = { ...demo, contact: { ...demo.contact, location: '' }, experiences: [{ ...second!, date: '2013 - 2019' }, { ...first!, date: '2019 - Present' }] };
    expect(byClass(reordered, 'dateline-text').map(text)).toEqual(['Managing Editor, Northern Chronicle']);
    const bare = { ...demo, contact: { ...demo.contact, location: '' }, experiences: [], educations: [] };
    expect(byClass(bare, 'dateline-text')).toHaveLength(0);
    expect(byClass(bare, 'ear-start')).toHaveLength(0);
  });

  it('runs the summary as the lead story under the intro as its headline', () => {
    const lead = byClass(demo, 'lead')[0]!;
    expect(attr(lead, 'id')).toBe('about');
    expect(text(within(lead, (el) => el.name === 'h2')[0]!)).toBe(demo.intro);
    const untitled = byClass({ ...demo, intro: '' }, 'lead')[0]!;
    expect(text(within(untitled, (el) => el.name === 'h2')[0]!)).toBe('Ruth Abernathy, in brief');
    const long = { ...demo, intro: 'A very long standfirst that goes on and on about the newsroom, the paper, the people and the prizes it won' };
    expect(attr(byClass(long, 'lead')[0]!, 'class')).toContain('lead-long');
  });

  it('closes up the columns when the side boxes or the stories are missing', () => {
    expect(front(demo)).toBe('front has-main has-side');
    const noSide = { ...demo, flat_picture: null, skills: [], educations: [], trainings: [] };
    expect(front(noSide)).toBe('front has-main');
    expect(byClass(noSide, 'col-side')).toHaveLength(0);
    const sideOnly = { ...demo, design: websiteDesign.parse({ hidden_sections: ['about', 'experience', 'projects', 'writing'] }) };
    expect(front(sideOnly)).toBe('front has-side');
    expect(byClass(sideOnly, 'col-main')).toHaveLength(0);
  });
});
