import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { attr, parsePage, text } from '../../testing/html';
import type { SkillCategory } from '@folio/schema';
import { isCurrent, isLanguageGroup, roleAndUnit, splitSkills } from './clinical';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const hidden = (site: WebsiteWithSections, ids: string[]) => ({ ...site, design: websiteDesign.parse({ hidden_sections: ids }) });

describe('Ward', () => {
  const demo = getDemoWebsite('ward');

  it('splits a job title into the role and the unit or ward it was on, at the first comma or spaced dash', () => {
    expect(roleAndUnit('Staff Nurse, Cardiac ICU')).toMatchObject({ role: 'Staff Nurse', unit: 'Cardiac ICU' });
    expect(roleAndUnit('Charge Nurse – Ward 7B (Cardiology)')).toMatchObject({ role: 'Charge Nurse', unit: 'Ward 7B (Cardiology)' });
    expect(roleAndUnit('Physiotherapist')).toEqual({ role: 'Physiotherapist', unit: '', separator: '' });
    expect(roleAndUnit('Nurse-in-charge')).toMatchObject({ role: 'Nurse-in-charge', unit: '' });
  });

  it('knows a role still held and a group of spoken languages in the languages CVs are written in', () => {
    expect(['2019 - Present', 'since 2021 (ongoing)', '2020 - heute', '2018 - actualidad', '2019 至今'].every(isCurrent)).toBe(true);
    expect(['2015 - 2019', 'Known for 2010'].some(isCurrent)).toBe(false);
    expect(['Languages', 'Languages spoken', 'Sprachen', 'Idiomas', 'Langues'].every((title) => isLanguageGroup({ title }))).toBe(true);
    expect(isLanguageGroup({ title: 'Clinical interests' })).toBe(false);
  });

  it('takes the languages spoken, not the programming languages an engineer lists under "Languages"', () => {
    const group = (id: number, title: string, names: string[]): SkillCategory => ({ id, title, icon: 'star', confidence: 3, info: names.map((name) => ({ name, level: 'expert' as const })) });
    const both = splitSkills([group(1, 'Languages', ['Go', 'Java', 'SQL']), group(2, 'Spoken languages', ['Spanish', 'English'])]);
    expect(both.languages.map((item) => item.name)).toEqual(['Spanish', 'English']);
    expect(both.specialties.map((item) => item.title)).toEqual(['Languages']);
    expect(splitSkills([group(1, 'Languages', ['English', 'Python', 'Tagalog'])]).languages.map((item) => item.name)).toEqual(['English', 'Tagalog']);
    expect(splitSkills([group(1, 'Languages', ['Go', 'Rust', 'English'])]).languages).toEqual([]);
    expect(splitSkills([group(1, 'Programming languages', ['Elm', 'OCaml'])]).languages).toEqual([]);
  });

  it('shows the timeline with the unit apart from the role, the full title still read as one, and the current role marked', () => {
    expect(byClass(demo, 'tl-unit').map(text)).toEqual(['Women’s health and long-term conditions lead', 'Paediatrics and Emergency Department', 'Acute Medical Unit']);
    expect(byClass(demo, 'tl-role').map(text)[0]).toBe(demo.experiences[0]!.position);
    expect(byClass(demo, 'is-current')).toHaveLength(1);
    expect(byClass(demo, 'tl-now').map(text)).toEqual(['Current']);
  });

  it('lists the languages spoken apart from the specialties, with a level a patient reads, and says them in the hero', () => {
    expect(byClass(demo, 'spec-item').map(text)).not.toContain('Portuguese');
    expect(byClass(demo, 'lang').map(text)).toEqual(['EnglishFluent', 'PortugueseFluent', 'SpanishAdvanced', 'British Sign LanguageBasic']);
    expect(byClass(demo, 'fact').map(text)).toEqual(['Bristol, United Kingdom', 'Speaks English, Portuguese, Spanish, British Sign Language']);
    expect(byClass(hidden(demo, ['skills']), 'fact').map(text)).toEqual(['Bristol, United Kingdom']);
    const languagesOnly = { ...demo, skills: demo.skills.filter(isLanguageGroup) };
    expect(home(languagesOnly).byId('skills-title') && text(home(languagesOnly).byId('skills-title')!)).toBe('Languages spoken');
  });

  it('lifts the first two registrations into the hero card, and none when the owner hides them', () => {
    expect(byClass(demo, 'reg-title').map(text)).toEqual(['GMC registration with a licence to practise', 'Member of the Royal College of General Practitioners (MRCGP)']);
    expect(byClass(hidden(demo, ['training']), 'reg')).toHaveLength(0);
    const bare = { ...demo, flat_picture: null, trainings: [] };
    expect(byClass(bare, 'card')).toHaveLength(0);
    expect(byClass(bare, 'has-card')).toHaveLength(0);
  });

  it('offers booking and a call when the phone is shown, and no call to action when contact is hidden', () => {
    const links = home(demo).where((el) => el.name === 'a' && (el.attribs.class ?? '').startsWith('btn'));
    expect(links.map((a) => [text(a), attr(a, 'href')])).toEqual([
      ['Appointments and enquiries', '#contact'],
      ['Call +44 117 496 0123', 'tel:+441174960123'],
    ]);
    const noPhone = { ...demo, contact: { ...demo.contact, show_phone: false } };
    expect(byClass(noPhone, 'btn').map(text)).toEqual(['Appointments and enquiries']);
    expect(byClass(hidden(demo, ['contact']), 'cta')).toHaveLength(0);
  });
});
