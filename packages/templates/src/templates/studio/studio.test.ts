import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const cases = (site: WebsiteWithSections) => home(site).where((el) => el.name === 'li' && (el.attribs.class ?? '').split(' ').includes('case'));

describe('Studio', () => {
  const demo = getDemoWebsite('studio');

  it('sets every project as a numbered case study, the first picture leading at the full width', () => {
    const found = cases(demo);
    expect(found.map((item) => text(within(item, (el) => el.attribs.class === 'case-no')[0]!))).toEqual(['01', '02', '03']);
    const shots = within(found[0]!, (el) => el.name === 'figure');
    expect(shots.map((shot) => attr(shot, 'class'))).toEqual(['shot shot-lead', 'shot', 'shot']);
    const lead = within(shots[0]!, (el) => el.name === 'img')[0]!;
    expect(attr(lead, 'src')).toBe(demo.projects[0]!.pictures[0]!.img);
    expect(attr(lead, 'width')).toBe('1240');
  });

  it('shows three pictures at most, skips ones it may not load, and leaves the media out when none is left', () => {
    const project = demo.projects[0]!;
    const many = { ...project, pictures: [{ img: 'javascript:alert(1)', title: 'bad' }, ...project.pictures, { img: project.pictures[0]!.img, title: 'Fourth' }] };
    const shots = within(cases({ ...demo, projects: [many] })[0]!, (el) => el.name === 'img');
    expect(shots.map((img) => attr(img, 'src'))).toEqual(project.pictures.map((p) => p.img));
    const bare = cases({ ...demo, projects: [{ ...project, pictures: [{ img: 'javascript:alert(1)', title: 'bad' }] }] })[0]!;
    expect(attr(bare, 'class')).toBe('proj-item case');
    expect(within(bare, (el) => el.attribs.class?.startsWith('proj-media') ?? false)).toHaveLength(0);
  });

  it('lists the specialisms under the name and says when the owner takes on projects', () => {
    const page = home(demo);
    const list = page.where((el) => el.attribs.class === 'specialisms')[0]!;
    expect(within(list, (el) => el.name === 'li').map(text)).toEqual(['Brand identity', 'Product design', 'Design systems', 'Motion']);
    expect(page.where((el) => el.attribs.class === 'status').map(text)).toEqual(['Taking on projects']);
    const busy = home({ ...demo, contact: { ...demo.contact, available_for_freelance: false } });
    expect(busy.where((el) => el.attribs.class === 'status')).toHaveLength(0);
  });
});
