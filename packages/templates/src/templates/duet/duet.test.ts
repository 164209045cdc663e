import type { SkillCategory, WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { arabicWebsite } from '../../testing/content-sites';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text } from '../../testing/html';
import { dictionary, duetLanguages, languageOf, secondLanguageOf } from './languages';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const titles = (site: WebsiteWithSections) => byClass(site, 'sec-title').map(text);
const group = (title: string, names: string[]): SkillCategory => ({ id: 1, title, icon: '', confidence: 3, info: names.map((name) => ({ name, level: 'expert' as const })) });
const withSkills = (site: WebsiteWithSections, skills: SkillCategory[]) => ({ ...site, skills });

describe('Duet', () => {
  const demo = getDemoWebsite('duet');

  it('takes the second language from the owner’s language skills: the first one that is not the page’s', () => {
    expect(secondLanguageOf(demo.skills, 'en')).toBe('fr');
    expect(titles(demo).slice(0, 4)).toEqual(['About · À propos', 'Values · Valeurs', 'Experience · Expérience', 'Projects · Projets']);
    // Written the same in both (Contact), a label is shown once.
    expect(titles(demo)).toContain('Contact');
    // Only a group of spoken languages counts, by its title in the languages pages are written in.
    expect(secondLanguageOf([group('Tools', ['German']), group('Sprachen', ['Englisch', 'Deutsch (Muttersprache)'])], 'en')).toBe('de');
    expect(secondLanguageOf([group('Idiomas', ['Español', 'Inglés – C1'])], 'en')).toBe('es');
    expect(secondLanguageOf([group('Languages', ['Latin', '日本語（ビジネス）'])], 'en')).toBe('ja');
  });

  it('shows one language when the owner lists no other, or only the page’s, and still names every section', () => {
    expect(secondLanguageOf([group('Skills', ['French cooking'])], 'en')).toBeNull();
    expect(secondLanguageOf([group('Languages', ['English', 'Klingon'])], 'en')).toBeNull();
    const english = withSkills(demo, [group('Languages', ['English'])]);
    expect(titles(english).slice(0, 4)).toEqual(['About', 'Values', 'Experience', 'Projects']);
    expect(byClass(english, 'l2')).toHaveLength(0);
    expect(byClass(english, 'pair')).toHaveLength(0);
    expect(byClass(english, 'duet')[0]?.attribs.class).toBe('duet one');
  });

  it('reads a French page’s second language as English', () => {
    expect(secondLanguageOf([group('Langues', ['Français (langue maternelle)', 'Anglais : courant'])], 'fr')).toBe('en');
    expect(secondLanguageOf([group('Langues', ['Français', 'Anglais'])], 'fr-CA')).toBe('en');
    // A Cyrillic page is Russian: its headings lead in Russian, English beside them.
    const russian = withSkills({ ...demo, contact: { ...demo.contact, title: 'Менеджер', description: '' }, name: 'Анна Смирнова', intro: 'Руководитель локализации', description: 'Локализация игр и приложений на двадцать языков.', experiences: [], educations: [], projects: [], trainings: [] }, [group('Языки', ['Русский', 'Английский'])]);
    expect(titles(russian)[0]).toBe('Обо мне · About');
  });

  it('tags every second-language label with its own lang, and the first only when it is not the page’s', () => {
    const page = home(demo);
    const seconds = page.where((el) => (el.attribs.class ?? '').split(' ').includes('l2'));
    expect(seconds.length).toBeGreaterThan(10);
    expect(new Set(seconds.map((el) => attr(el, 'lang')))).toEqual(new Set(['fr']));
    expect(page.where((el) => (el.attribs.class ?? '').split(' ').includes('l1')).every((el) => attr(el, 'lang') === undefined)).toBe(true);
    expect(page.where((el) => el.name === 'label').map(text)).toEqual(expect.arrayContaining(['Name · Nom', 'Email · Courriel']));
    // An Arabic page has no words of its own in Duet: its labels are English, and say so.
    const arabic = withSkills(arabicWebsite('duet'), [group('اللغات', ['العربية', 'French'])]);
    const firsts = home(arabic).where((el) => (el.attribs.class ?? '').split(' ').includes('l1'));
    expect(firsts.length).toBeGreaterThan(0);
    expect(new Set(firsts.map((el) => attr(el, 'lang')))).toEqual(new Set(['en']));
  });

  it('has every label in all twelve languages, and knows each language by its own name', () => {
    const keys = Object.keys(dictionary.en);
    for (const code of duetLanguages) {
      expect(Object.keys(dictionary[code]), code).toEqual(keys);
      expect(Object.values(dictionary[code]).every((value) => value.trim() !== ''), code).toBe(true);
      expect(languageOf(dictionary[code].self), code).toBe(code);
    }
  });
});
