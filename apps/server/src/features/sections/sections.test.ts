import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const samples = {
  experiences: { position: 'Staff Engineer', name: 'Acme', place: 'Berlin', date: 'Jan 2020 - Present', description: 'Led the platform team.', skills: ['Go', 'go', ' Kubernetes ', ''] },
  educations: { degree: 'BSc Computer Science', name: 'TU Berlin', date: '2012 - 2016', gpa: '3.8' },
  skills: { title: 'Languages', info: [{ name: 'TypeScript', level: 'expert' }, { name: 'typescript' }, { name: 'Rust' }], icon: 'code' },
  projects: { title: 'Orbit', description: 'A satellite tracker.', technologies: ['React'], code_url: 'https://github.com/ada/orbit', implementation: 'https://orbit.example.com' },
  trainings: { title: 'Kubernetes Administrator', institute: 'CNCF', date: '2022' },
} as const;
type Key = keyof typeof samples;
const singular: Record<Key, string> = { experiences: 'experience', educations: 'education', skills: 'skill', projects: 'project', trainings: 'training' };

describe.each(Object.keys(samples) as Key[])('%s', (key) => {
  it('adds, lists, updates, reorders and deletes items, each write bumping the website version', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const added = await user.request('POST', `/api/websites/${website.id}/${key}`, { version: 1, ...samples[key] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().website_version).toBe(2);
    const first = added.json()[singular[key]];
    const second = (await user.request('POST', `/api/websites/${website.id}/${key}`, { version: 2, ...samples[key] })).json()[singular[key]];

    const updated = await user.request('PUT', `/api/${key}/${first.id}`, { version: 3, ...samples[key], ...(key === 'skills' ? { title: 'Renamed' } : key === 'experiences' ? { position: 'Renamed' } : { title: 'Renamed', degree: 'Renamed' }) });
    expect(updated.statusCode, updated.body).toBe(200);

    const reordered = await user.request('POST', `/api/${key}/reorder`, { website_id: website.id, version: 4, [key]: [second.id, { id: first.id }] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const listed = (await user.request('GET', `/api/websites/${website.id}/${key}`)).json().data;
    expect(listed.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    const full = (await user.request('GET', `/api/websites/${website.id}`)).json().website;
    expect(full[key === 'skills' ? 'skills' : key].map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(full.version).toBe(5);

    const deleted = await user.request('DELETE', `/api/${key}/${first.id}?version=5`);
    expect(deleted.statusCode).toBe(200);
    expect((await user.request('GET', `/api/websites/${website.id}/${key}`)).json().data).toHaveLength(1);
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const item = (await user.request('POST', `/api/websites/${website.id}/${key}`, { version: 1, ...samples[key] })).json()[singular[key]];
    const stale = await user.request('PUT', `/api/${key}/${item.id}`, { version: 1, ...samples[key] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.website.version).toBe(2);
    expect((await user.request('DELETE', `/api/${key}/${item.id}?version=1`)).statusCode).toBe(409);
  });

  it("answers 404 for another user's website and items", async () => {
    const owner = await userOnPlan(test);
    const intruder = await userOnPlan(test);
    const website = await owner.createWebsite();
    const item = (await owner.request('POST', `/api/websites/${website.id}/${key}`, { version: 1, ...samples[key] })).json()[singular[key]];
    const attempts = [
      intruder.request('GET', `/api/websites/${website.id}/${key}`),
      intruder.request('POST', `/api/websites/${website.id}/${key}`, { version: 2, ...samples[key] }),
      intruder.request('PUT', `/api/${key}/${item.id}`, { version: 2, ...samples[key] }),
      intruder.request('DELETE', `/api/${key}/${item.id}?version=2`),
      intruder.request('POST', `/api/${key}/reorder`, { website_id: website.id, version: 2, [key]: [item.id] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await owner.request('GET', `/api/websites/${website.id}`)).json().website.version).toBe(2);
  });

  it('refuses an order that does not list each item exactly once', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const item = (await user.request('POST', `/api/websites/${website.id}/${key}`, { version: 1, ...samples[key] })).json()[singular[key]];
    for (const order of [[], [item.id, item.id], [item.id + 999]]) {
      const response = await user.request('POST', `/api/${key}/reorder`, { website_id: website.id, version: 2, [key]: order });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('validation in the spec words', () => {
  const cases: Array<[Key, object, string, string]> = [
    ['experiences', { name: 'Acme', date: '2020' }, 'position', 'Job title is required'],
    ['experiences', { position: 'Dev', date: '2020' }, 'name', 'Company name is required'],
    ['experiences', { position: 'Dev', name: 'Acme' }, 'date', 'Start date is required'],
    ['experiences', { position: 'Dev', name: 'Acme', date: '2020', description: 'x'.repeat(1001) }, 'description', 'Must be at most 1000 characters.'],
    ['educations', { name: 'MIT', date: '2020' }, 'degree', 'Degree is required'],
    ['educations', { degree: 'BSc', date: '2020' }, 'name', 'Institution is required'],
    ['skills', { info: [{ name: 'Go' }] }, 'title', 'Category name is required'],
    ['skills', { title: 'Languages', info: [] }, 'info', 'At least one skill is required'],
    ['projects', { description: 'x' }, 'title', 'Project name is required'],
    ['projects', { title: 'X' }, 'description', 'Project description is required'],
    ['projects', { title: 'X', description: 'y', code_url: 'javascript:alert(1)' }, 'code_url', 'Please enter a valid URL'],
    ['trainings', { institute: 'CNCF' }, 'title', 'Training name is required'],
    ['trainings', { title: 'CKA' }, 'institute', 'Institution/Provider is required'],
  ];
  it.each(cases)('%s %j -> %s', async (key, payload, field, message) => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const response = await user.request('POST', `/api/websites/${website.id}/${key}`, { version: 1, ...payload });
    expect(response.statusCode).toBe(422);
    const errors: string[] = response.json().details.errors[field] ?? [];
    expect(errors.some((error) => error.includes(message)), JSON.stringify(response.json().details.errors)).toBe(true);
  });

  it('cleans tag lists: trimmed, empties and case-insensitive duplicates dropped', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const experience = (await user.request('POST', `/api/websites/${website.id}/experiences`, { version: 1, ...samples.experiences })).json().experience;
    expect(experience.skills).toEqual(['Go', 'Kubernetes']);
    const skill = (await user.request('POST', `/api/websites/${website.id}/skills`, { version: 2, ...samples.skills })).json().skill;
    expect(skill.info).toEqual([{ name: 'TypeScript', level: 'expert' }, { name: 'Rust', level: 'intermediate' }]);
  });
});
