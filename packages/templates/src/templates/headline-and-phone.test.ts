import type { Contact, WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { makeNameOnlyWebsite } from '../demo/make';
import { getDemoWebsite, templates } from '../index';
import { renderSitePage } from '../server/index';
import { testContext } from '../testing/contexts';
import { attr, closest, nextElement, parsePage, text, within, type ParsedPage } from '../testing/html';

// Words no demo uses, so every place they show up comes from contact.title.
const headline = 'Principal Lighthouse Keeper';
const phone = '+44 20 7946 0958';
const tel = 'tel:+442079460958';

function withContact(site: WebsiteWithSections, contact: Partial<Contact>): WebsiteWithSections {
  return { ...site, contact: { ...site.contact, ...contact } };
}

function renderHome(site: WebsiteWithSections): { html: string; page: ParsedPage } {
  const { html } = renderSitePage(site, { kind: 'home' }, testContext);
  return { html, page: parsePage(html) };
}

function person(page: ParsedPage): Record<string, unknown> {
  const ld = JSON.parse(text(page.all('script')[0]!)) as { '@graph': Record<string, unknown>[] };
  return ld['@graph'][0]!;
}

function contactSection(page: ParsedPage) {
  const section = page.byId('contact');
  expect(section?.name).toBe('section');
  return section!;
}

describe.each(templates.map((t) => t.slug))('%s: the headline', (slug) => {
  const demo = getDemoWebsite(slug);

  it('is the line right under the name in the hero, and follows the name in the page title', () => {
    const { page } = renderHome(withContact(demo, { title: headline }));
    const name = page.all('h1')[0]!;
    expect(text(name)).toBe(demo.name);
    expect(closest(name, 'header'), 'the name is in the hero').not.toBeNull();
    const line = nextElement(name);
    expect(line && text(line)).toBe(headline);
    expect(text(page.all('title')[0]!)).toBe(`${demo.name} · ${headline}`);
    expect(person(page).jobTitle).toBe(headline);
  });

  it('appears nowhere else on the page, and the contact section keeps the template’s own heading', () => {
    const { page } = renderHome(withContact(demo, { title: headline }));
    expect(text(page.all('body')[0]!).split(headline)).toHaveLength(2);
    const heading = text(within(contactSection(page), (el) => el.name === 'h2')[0]!);
    expect(heading).not.toContain(headline);
    const { page: untitled } = renderHome(withContact(demo, { title: '' }));
    expect(heading).toBe(text(within(contactSection(untitled), (el) => el.name === 'h2')[0]!));
  });

  it('is left out, with no empty line or title suffix, when the owner has none or only spaces', () => {
    const site = makeNameOnlyWebsite(slug, 'Alex Morgan');
    const { html, page } = renderHome(site);
    expect(renderHome(withContact(site, { title: '   ' })).html).toBe(html);
    const hero = closest(page.all('h1')[0]!, 'header')!;
    expect(within(hero, (el) => el.name === 'p' && text(el) === '')).toEqual([]);
    expect(text(page.all('title')[0]!)).toBe('Alex Morgan');
    expect(person(page).jobTitle).toBeUndefined();
  });
});

describe.each(templates.map((t) => t.slug))('%s: the phone number', (slug) => {
  const demo = getDemoWebsite(slug);

  it('appears nowhere in the HTML while show_phone is off', () => {
    const { html, page } = renderHome(withContact(demo, { phone, show_phone: false }));
    expect(html).not.toContain('7946');
    expect(page.where((el) => (attr(el, 'href') ?? '').startsWith('tel:'))).toEqual([]);
    expect(person(page).telephone).toBeUndefined();
  });

  it('is a labelled tel: link in the contact section, and the Person’s telephone, when show_phone is on', () => {
    const { page } = renderHome(withContact(demo, { phone, show_phone: true }));
    const links = within(contactSection(page), (el) => el.name === 'a' && attr(el, 'href') === tel);
    expect(links).toHaveLength(1);
    expect(text(links[0]!)).toBe(phone);
    const item = closest(links[0]!, 'li');
    // A bilingual page (Duet) names it in its second language too: "Phone · Téléphone".
    expect(item && text(item).replace(phone, '').trim(), 'labelled like the other details').toMatch(/^Phone(?: · \S.*)?$/u);
    expect(person(page).telephone).toBe(phone);
  });

  it('is shown even when it is the only contact detail', () => {
    const { page } = renderHome(withContact(makeNameOnlyWebsite(slug, 'Alex Morgan'), { phone, show_phone: true }));
    expect(within(contactSection(page), (el) => el.name === 'a' && attr(el, 'href') === tel)).toHaveLength(1);
  });

  it('leaves no empty detail when show_phone is on but there is no number', () => {
    const { html } = renderHome(withContact(demo, { phone: '', show_phone: true }));
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('>Phone<');
  });
});
