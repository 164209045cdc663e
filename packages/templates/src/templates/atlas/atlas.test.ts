import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { arabicWebsite, denseWebsite } from '../../testing/content-sites';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';
import { isLanguageGroup, routeOf } from './places';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const group = (title: string) => ({ id: 1, title, icon: '', confidence: 3, info: [] });

describe('Atlas', () => {
  const demo = getDemoWebsite('atlas');

  it('draws the route first to latest: studies before work, a city met again at its first visit', () => {
    expect(routeOf(demo.experiences, demo.educations)).toEqual(['The Hague', 'Cambridge, MA', 'Nairobi', 'São Paulo', 'Singapore', 'Geneva']);
    expect(byClass(demo, 'stop-name').map(text)).toEqual(['The Hague', 'Cambridge, MA', 'Nairobi', 'São Paulo', 'Singapore', 'Geneva']);
    expect(byClass(demo, 'stop-now').map(text)).toEqual(['Geneva']);
    // Dense CV: Madrid, Leganés, Madrid, Barcelona, Madrid -> each once.
    const dense = denseWebsite('atlas');
    expect(routeOf(dense.experiences, dense.educations)).toEqual(['Leganés', 'Madrid', 'Barcelona']);
  });

  it('leaves the route out with fewer than two places, or when experience and education are hidden', () => {
    const onePlace = { ...demo, experiences: demo.experiences.map((item) => ({ ...item, place: 'Geneva' })), educations: [] };
    expect(byClass(onePlace, 'route')).toHaveLength(0);
    const hidden = { ...demo, design: websiteDesign.parse({ hidden_sections: ['experience', 'education'] }) };
    expect(byClass(hidden, 'route')).toHaveLength(0);
  });

  it('knows a spoken-languages group by its title in the languages pages are written in, not programming languages', () => {
    for (const title of ['Languages', 'Spoken languages', 'language skills', 'Idiomas', 'Langues', 'Sprachen', '语言', 'اللغات']) expect(isLanguageGroup(group(title)), title).toBe(true);
    for (const title of ['Programming languages', 'لغات البرمجة', '编程语言', 'Tools']) expect(isLanguageGroup(group(title)), title).toBe(false);
  });

  it('sets the languages apart on a scale that reads as its level, and counts them in the facts', () => {
    const rows = byClass(demo, 'lang').map(text);
    expect(rows).toEqual(['Dutch, Expert', 'English, Expert', 'Portuguese, Advanced', 'French, Advanced', 'Swahili, Intermediate', 'Bahasa Indonesia, Beginner']);
    const facts = byClass(demo, 'fact').map((fact) => within(fact, (el) => el.name === 'dt' || el.name === 'dd').map(text).join(': '));
    expect(facts).toEqual(['Based in: Geneva, Switzerland', 'Languages: Dutch, English, Portuguese, French, Swahili, Bahasa Indonesia', 'Cities: 6']);
    expect(home(arabicWebsite('atlas')).where((el) => el.attribs.class?.startsWith('skill lang') ?? false).map(text)).toEqual(['العربية, Expert', 'الإنجليزية, Advanced']);
  });
});
