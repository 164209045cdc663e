import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text, within } from '../../testing/html';
import { repoPath } from './parts';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const classOf = (page: ReturnType<typeof home>, name: string) => page.where((el) => (el.attribs.class ?? '').split(' ').includes(name));

describe('Kernel', () => {
  const demo = getDemoWebsite('kernel');

  it('names a repository by its path on the forges it knows, otherwise by the link without its scheme', () => {
    expect(repoPath('https://github.com/example/tidewater')).toBe('example/tidewater');
    expect(repoPath('https://gitlab.com/group/sub/perfscope/')).toBe('group/sub/perfscope');
    expect(repoPath('https://git.example.org/tools/raftlet')).toBe('git.example.org/tools/raftlet');
  });

  it('lists the shown sections in its sidebar in the owner’s order, without hidden ones', () => {
    const site = { ...demo, design: { ...demo.design, section_order: ['writing' as const, 'about' as const], hidden_sections: ['skills' as const] } };
    const page = home(site);
    const side = classOf(page, 'side')[0]!;
    const hrefs = within(side, (el) => el.name === 'a').map((a) => attr(a, 'href'));
    expect(hrefs).toEqual(page.all('section').map((section) => `#${section.attribs.id}`));
    expect(hrefs[0]).toBe('#writing');
    expect(hrefs).not.toContain('#skills');
    expect(within(side, (el) => el.name === 'a').map(text)[0]).toBe('Talks & writing');
  });

  it('counts in its rail the repositories and posts it shows, and leaves a count out with its section', () => {
    const facts = (site: WebsiteWithSections) => classOf(home(site), 'fact').map((el) => within(el, (child) => child.name === 'dt' || child.name === 'dd').map(text).join(': '));
    expect(facts(demo)).toEqual(['Location: Copenhagen, Denmark', 'Email: anika@sorensen.example', 'Repositories: 3', 'Talks & posts: 3']);
    expect(facts({ ...demo, design: { ...demo.design, hidden_sections: ['projects', 'writing'] } })).toEqual(['Location: Copenhagen, Denmark', 'Email: anika@sorensen.example']);
  });

  it('has no rail column when it has neither a picture nor a fact', () => {
    const site = { ...demo, flat_picture: null, contact: { ...demo.contact, location: '', email: '' }, projects: [], blog_posts: [] };
    const main = home(site).all('main')[0]!;
    expect(attr(main, 'class')).toBe('doc');
    expect(classOf(home(site), 'rail')).toHaveLength(0);
  });

  it('says “Available for freelance work” in a note only when the owner is', () => {
    expect(classOf(home(demo), 'callout')).toHaveLength(0);
    const note = classOf(home({ ...demo, contact: { ...demo.contact, available_for_freelance: true } }), 'callout')[0]!;
    expect(text(note)).toMatch(/^Note ?Available for freelance work\. Get in touch$/);
  });
});
