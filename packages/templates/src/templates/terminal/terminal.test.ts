import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const fetchRows = (site: WebsiteWithSections) =>
  home(site)
    .where((el) => el.name === 'div' && el.attribs.class === 'fetch-row')
    .map((row) => within(row, (el) => el.name === 'dt' || el.name === 'dd').map(text).join(': '));

describe('Terminal', () => {
  const demo = getDemoWebsite('terminal');

  it('lists in its neofetch block what the owner filled in, the first skill group as the stack', () => {
    expect(fetchRows(demo)).toEqual(['location: Berlin, DE', 'email: noor@haddad.example', 'languages: TypeScript, Go, SQL, Python', 'status: available for freelance work']);
  });

  it('leaves out the rows it has nothing for, and the phone unless its owner shows it', () => {
    const quiet = { ...demo, contact: { ...demo.contact, location: '', email: '', phone: '+49 30 1234567', available_for_freelance: false }, skills: [] };
    expect(fetchRows(quiet)).toEqual([]);
    expect(fetchRows({ ...quiet, contact: { ...quiet.contact, show_phone: true } })).toEqual(['phone: +49 30 1234567']);
  });

  it('keeps JetBrains Mono for its prompts under another pairing, without preloading it', () => {
    const { html } = renderSitePage({ ...demo, design: websiteDesign.parse({ font_pairing: 'editorial' }) }, { kind: 'home' }, testContext);
    expect(html).toContain("font-family:'JetBrains Mono'");
    expect(html).not.toContain('rel="preload" href="/_assets/fonts/jetbrains-mono');
  });

  it('fills its status line with the owner’s accent in the dark theme', () => {
    const { html } = renderSitePage({ ...demo, design: websiteDesign.parse({ theme: 'dark', accent_color: '#1d4ed8' }) }, { kind: 'home' }, testContext);
    expect(html).toMatch(/--bar:var\(--accent\);--on-bar:var\(--on-accent\)/);
  });
});
