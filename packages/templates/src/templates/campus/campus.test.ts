import type { WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../../demo/make';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const card = (site: WebsiteWithSections) => home(site).where((el) => el.attribs.class === 'idcard')[0]!;

describe('Campus', () => {
  const demo = getDemoWebsite('campus');

  it('puts studies first, then projects', () => {
    const ids = home(demo).all('section').map((el) => el.attribs.id);
    expect(ids.slice(0, 2)).toEqual(['education', 'projects']);
  });

  it('shows the first school, degree and years on the student card, the name hidden from assistive tech as the h1 says it', () => {
    const idcard = card(demo);
    expect(text(idcard)).toContain('University of Manchester');
    expect(text(idcard)).toContain('BSc Economics and Data Analytics');
    expect(text(idcard)).toContain('2022 - 2025');
    const name = home(demo).where((el) => el.attribs.class === 'id-name')[0]!;
    expect(attr(name, 'aria-hidden')).toBe('true');
  });

  it('makes a plain student card with the initials when there is no picture or education', () => {
    const page = home(makeNameOnlyWebsite('campus', 'Alex Morgan'));
    expect(text(page.where((el) => el.attribs.class === 'id-band')[0]!)).toBe('Student card');
    expect(text(page.where((el) => (el.attribs.class ?? '').includes('monogram'))[0]!)).toBe('AM');
  });

  it('offers “Send a message” only when the contact section is shown with its form', () => {
    const links = (site: WebsiteWithSections, ctx = testContext) =>
      parsePage(renderSitePage(site, { kind: 'home' }, ctx).html)
        .all('a')
        .map((a) => text(a));
    expect(links(demo)).toContain('Send a message');
    expect(links(demo, { ...testContext, contactAction: null })).not.toContain('Send a message');
    expect(links({ ...demo, design: { ...demo.design, hidden_sections: ['contact'] } })).not.toContain('Send a message');
  });
});
