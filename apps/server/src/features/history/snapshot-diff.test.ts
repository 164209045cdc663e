import type { SnapshotDocument } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { describeChanges, summarize } from './snapshot-diff';

const names: Record<string, string> = { modern: 'Modern', noir: 'Noir' };
const templateName = (slug: string) => names[slug] ?? slug;

const experience = (id: number, position = 'Engineer') => ({ id, position, name: 'Acme', place: 'Acme', date: '2020 - Present', description: '', skills: [] });
const project = (id: number, title = 'Folio') => ({ id, title, type: 'project' as const, category: 'Other', date: '', description: 'A site', technologies: [], pictures: [], code_url: '', implementation: '' });
const post = (id: number) => ({ id, title: 'Hello', slug: `hello-${id}`, content: '<p>Hi</p>', excerpt: '', status: 'draft' as const, published_at: null, tags: [], meta_description: '', linked_experience_id: null, linked_project_id: null, created_at: '2026-01-01T00:00:00.000Z' });

const base: SnapshotDocument = {
  name: 'Ada Lovelace',
  intro: 'Mathematician',
  description: 'Wrote the first program.',
  subdomain: 'ada',
  domain: null,
  contact: { email: 'ada@example.com', title: 'Analyst', description: '', location: 'London', phone: '', show_phone: false, available_for_freelance: false },
  flat_picture: null,
  search_indexing: true,
  cv_download: false,
  template_slug: 'modern',
  design: { accent_color: null, font_pairing: null, theme: null, section_order: [], hidden_sections: [] },
  analytics_enabled: false,
  google_analytics_id: null,
  custom_analytics_code: null,
  analytics_config: { custom_code_enabled: false, google_analytics_enhanced_ecommerce: false, google_analytics_demographics: false },
  experiences: [experience(1), experience(2, 'Lead')],
  educations: [],
  skills: [],
  projects: [project(10)],
  trainings: [],
  blog_posts: [post(20)],
  template_data_by_category: { modern: { tagline: 'Hello' } },
};
const diff = (change: Partial<SnapshotDocument>) => describeChanges(base, { ...base, ...change }, templateName);

describe('describeChanges', () => {
  it('says nothing changed between equal documents, whatever the key order of template data', () => {
    expect(describeChanges(base, structuredClone(base), templateName)).toEqual([]);
    expect(summarize([])).toBe('No changes since the version before');
  });

  it('names a first version', () => {
    expect(describeChanges(null, base, templateName)).toEqual(['first version in the history']);
  });

  it('names each changed field of the website', () => {
    expect(diff({ name: 'Ada King' })).toEqual(['changed the full name']);
    expect(diff({ intro: 'Analyst' })).toEqual(['changed the introduction']);
    expect(diff({ description: 'More' })).toEqual(['changed the description']);
    expect(diff({ contact: { ...base.contact, location: 'Paris' } })).toEqual(['changed the contact details']);
  });

  it('tells a profile picture added, changed and removed apart', () => {
    expect(diff({ flat_picture: '/uploads/pictures/a.webp' })).toEqual(['added a profile picture']);
    const pictured = { ...base, flat_picture: '/uploads/pictures/a.webp' };
    expect(describeChanges(pictured, { ...pictured, flat_picture: '/uploads/pictures/b.webp' }, templateName)).toEqual(['changed the profile picture']);
    expect(describeChanges(pictured, base, templateName)).toEqual(['removed the profile picture']);
  });

  it('counts items added, changed and removed in each section, by id', () => {
    expect(diff({ experiences: [...base.experiences, experience(3)] })).toEqual(['added 1 experience']);
    expect(diff({ experiences: [experience(1, 'CTO'), experience(2, 'CEO'), experience(3), experience(4)] })).toEqual(['added 2 experiences', 'changed 2 experiences']);
    expect(diff({ projects: [] })).toEqual(['removed 1 project']);
    expect(diff({ blog_posts: [post(20), post(21)] })).toEqual(['added 1 blog post']);
    expect(diff({ skills: [{ id: 5, title: 'Languages', info: [], icon: 'star', confidence: 3 }] })).toEqual(['added 1 skill category']);
    expect(diff({ educations: [{ id: 6, degree: 'BSc', name: 'UCL', place: 'UCL', date: '2019', gpa: '', description: '', skills: [] }] })).toEqual(['added 1 education']);
    expect(diff({ trainings: [{ id: 7, title: 'AWS', institute: 'Amazon', description: '', date: '', skills: [], pictures: [] }] })).toEqual(['added 1 training']);
  });

  it('notices a reorder, and not when an item only left the list', () => {
    expect(diff({ experiences: [experience(2, 'Lead'), experience(1)] })).toEqual(['reordered the experiences']);
    expect(diff({ experiences: [experience(2, 'Lead')] })).toEqual(['removed 1 experience']);
  });

  it('names the template change with both names, last', () => {
    expect(diff({ template_slug: 'noir', intro: 'Analyst', experiences: [...base.experiences, experience(3)] })).toEqual([
      'changed the introduction',
      'added 1 experience',
      'template Modern → Noir',
    ]);
    expect(summarize(['changed the introduction', 'added 1 experience', 'template Modern → Noir'])).toBe('Changed the introduction; added 1 experience; template Modern → Noir');
  });

  it('names template data, the design, address and site settings', () => {
    expect(diff({ template_data_by_category: { modern: { tagline: 'Bye' } } })).toEqual(['changed the template data']);
    expect(diff({ design: { ...base.design, accent_color: '#0f766e', hidden_sections: ['projects'] } })).toEqual(['changed the design']);
    expect(diff({ subdomain: 'ada-king' })).toEqual(['changed the address']);
    expect(diff({ search_indexing: false })).toEqual(['asked search engines not to index the site']);
    expect(diff({ cv_download: true })).toEqual(['turned on the CV download']);
    expect(diff({ analytics_enabled: true, google_analytics_id: 'G-ABCDE12345' })).toEqual(['changed the analytics settings']);
  });
});
