import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const particulars = (site: WebsiteWithSections) =>
  home(site)
    .where((el) => el.attribs.class === 'part-row')
    .map((row) => within(row, (el) => el.name === 'dt' || el.name === 'dd').map(text).join(': '));

describe('Ledger', () => {
  const demo = getDemoWebsite('ledger');

  it('lists the owner’s particulars in its account block, the sector from the business data', () => {
    expect(particulars(demo)).toEqual(['Based in: Zurich, Switzerland', 'Email: elena.varga@example.com', 'Sector: M&A advisory']);
  });

  it('adds the phone only when its owner shows it, and leaves the block out when nothing is known', () => {
    const withPhone = { ...demo, contact: { ...demo.contact, phone: '+41 44 123 45 67', show_phone: true, available_for_freelance: true } };
    expect(particulars(withPhone)).toEqual(['Based in: Zurich, Switzerland', 'Email: elena.varga@example.com', 'Phone: +41 44 123 45 67', 'Sector: M&A advisory', 'Availability: Open to engagements']);
    const bare = { ...demo, contact: { ...demo.contact, location: '', email: '' }, template_data: null };
    expect(home(bare).where((el) => el.attribs.class === 'particulars')).toHaveLength(0);
    expect(home(bare).where((el) => (el.attribs.class ?? '').includes('has-particulars'))).toHaveLength(0);
  });

  it('numbers its notes with a counter, so a hidden section leaves no gap in the numbers', () => {
    const { html } = renderSitePage({ ...demo, design: websiteDesign.parse({ hidden_sections: ['leadership'] }) }, { kind: 'home' }, testContext);
    expect(html).toContain("content:'Note ' counter(note)");
    expect(html).not.toContain('id="leadership"');
  });
});
