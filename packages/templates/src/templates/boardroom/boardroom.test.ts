import type { WebsiteWithSections } from '@folio/schema';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const classOf = (page: ReturnType<typeof home>, name: string) => page.where((el) => (el.attribs.class ?? '').split(' ').includes(name));

describe('Boardroom', () => {
  const demo = getDemoWebsite('boardroom');

  it('lists the board roles with their years and committee, and the achievements numbered with their impact', () => {
    const page = home(demo);
    const lines = (el: Element) => within(el, (child) => ['h3', 'p'].includes(child.name)).map(text);
    const roles = classOf(page, 'role');
    expect(lines(roles[0]!)).toEqual(['Non-Executive Director, Severn Water plc', '2021 - present · Chair, Audit Committee', 'Led the committee through the first price review under the new regulator.']);
    expect(roles).toHaveLength(3);
    const wins = classOf(page, 'win');
    expect(lines(wins[0]!)).toEqual(['01', 'Took Halden to the London Stock Exchange', '£1.1bn valuation at listing · 2019', 'Two years of preparation; the first logistics IPO in London in a decade.']);
  });

  it('puts the roles and credentials beside the record, and drops the side column when none of them is shown', () => {
    expect(classOf(home(demo), 'col-side')).toHaveLength(1);
    const bare = { ...demo, educations: [], trainings: [], skills: [], blog_posts: [], template_data: { ...(demo.template_data as object), leadership_experience: [] } };
    const page = home(bare);
    expect(classOf(page, 'col-side')).toHaveLength(0);
    expect(classOf(page, 'single')).toHaveLength(1);
  });

  it('keeps the owner’s order inside each column', () => {
    const site = { ...demo, design: { ...demo.design, section_order: ['experience' as const, 'about' as const, 'skills' as const, 'leadership' as const] } };
    const ids = home(site).all('section').map((el) => el.attribs.id);
    expect(ids.indexOf('experience')).toBeLessThan(ids.indexOf('about'));
    expect(ids.indexOf('skills')).toBeLessThan(ids.indexOf('leadership'));
  });
});
