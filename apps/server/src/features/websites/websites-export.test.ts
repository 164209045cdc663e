import { createRequire } from 'node:module';
import type { WebsiteContent, WebsiteWithSections } from '@folio/schema';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertContent } from './website-content';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const upload = (name: string) => `/uploads/pictures/${name.repeat(64).slice(0, 64)}.png`;

/** Everything a website holds, on a template with its own data (business), with posts linked to sections. */
const richContent: WebsiteContent = {
  experiences: [
    { position: 'Head of Design', name: 'Linear Co', place: 'Berlin', date: 'Mar 2021 - Present', description: 'Led the design system.', skills: ['Figma', 'Design systems'] },
    { position: 'Product Designer', name: 'Atlas Bank', place: 'Lisbon', date: 'Sep 2017 - Feb 2021', description: 'Mobile banking app.', skills: [] },
  ],
  educations: [{ degree: 'MSc Interaction Design', name: 'TU Delft', place: 'Delft', date: '2015 - 2017', gpa: '3.9', description: 'Thesis on accessible colour', skills: ['HCI'] }],
  skills: [
    { title: 'Design', info: [{ name: 'Figma', level: 'expert' }, { name: 'Prototyping', level: 'advanced' }, { name: 'Illustration', level: 'beginner' }], icon: 'palette' },
    { title: 'Languages', info: [{ name: 'English', level: 'expert' }, { name: 'German', level: 'intermediate' }], icon: 'languages' },
  ],
  projects: [
    { title: 'Calm Booking', category: 'web', date: 'Jan 2022 - Jun 2022', description: 'A booking flow in three steps.', technologies: ['React', 'TypeScript'], pictures: [{ img: upload('a'), title: 'Checkout' }], code_url: '', implementation: 'https://calm.example.com' },
  ],
  trainings: [{ title: 'Certified Accessibility Specialist', institute: 'IAAP', description: 'WCAG 2.2', date: 'May 2020', skills: ['a11y'], pictures: [{ img: upload('b'), title: 'Certificate' }] }],
  blog_posts: [{ title: 'Why calm', slug: 'why-calm', content: '<p>Because.</p>', excerpt: 'Because.', tags: ['design'], meta_description: 'On calm design', linked_experience: 1, linked_project: 0 }],
};

async function richWebsite(user: User): Promise<WebsiteWithSections> {
  const created = await user.request('POST', '/api/websites', { name: 'Maya Chen', intro: 'Calm interfaces.', description: 'Designer who codes.', template_slug: 'modern' });
  expect(created.statusCode, created.body).toBe(201);
  const { id, version } = created.json().website;
  const contact = { email: 'maya@example.com', title: 'Product Designer', description: 'Say hello', location: 'Berlin, Germany', phone: '+49 30 1234567', show_phone: true, available_for_freelance: true };
  expect((await user.request('PUT', `/api/websites/${id}`, { version, contact, search_indexing: false })).statusCode).toBe(200);
  await test.database.db.transaction((tx) => insertContent(tx, id, { ...richContent, template_data: { category: 'modern', data: { tagline: 'Calm, fast interfaces', theme: { primary_color: '#112233', accent_color: '#445566', background_style: 'solid' } } } }));
  return (await user.request('GET', `/api/websites/${id}`)).json().website;
}

const exportOf = async (user: User, id: number, format = 'json') => user.request('GET', `/api/websites/${id}/export?format=${format}`);

/** What must survive the round trip: everything but ids, timestamps, the subdomain and the version counter; post links as positions. */
function comparable(website: WebsiteWithSections) {
  const { id: _id, created_at: _c, updated_at: _u, subdomain: _s, version: _v, experiences, educations, skills, projects, trainings, blog_posts, ...rest } = website;
  const strip = <T extends { id: number }>(items: T[]) => items.map(({ id: _i, ...item }) => item);
  return {
    ...rest,
    experiences: strip(experiences),
    educations: strip(educations),
    skills: strip(skills),
    projects: strip(projects),
    trainings: strip(trainings),
    blog_posts: blog_posts.map(({ id: _i, created_at: _at, linked_experience_id, linked_project_id, ...post }) => ({
      ...post,
      linked_experience: experiences.findIndex((item) => item.id === linked_experience_id),
      linked_project: projects.findIndex((item) => item.id === linked_project_id),
    })),
  };
}

describe('Folio JSON export and import', () => {
  it('recreates the demo website exactly from its export', async () => {
    const user = await userOnPlan(test, 'premium');
    const demo = await user.request('POST', '/api/onboarding/create-website', { type: 'demo' });
    expect(demo.statusCode, demo.body).toBe(200);
    const source = (await user.request('GET', `/api/websites/${demo.json().website.id}`)).json().website;
    const file = await exportOf(user, source.id);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="website-${source.id}.json"`);
    const imported = await user.request('POST', '/api/websites/import', file.json());
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ success: true, message: 'Website imported successfully', template_fell_back: false });
    expect(imported.json().website.id).not.toBe(source.id);
    expect(comparable(imported.json().website)).toEqual(comparable(source));
  });

  it('recreates a full website (every section, posts linked to sections, pictures, template data) exactly', async () => {
    const user = await userOnPlan(test, 'premium');
    const source = await richWebsite(user);
    expect(source.blog_posts).toHaveLength(1);
    const imported = await user.request('POST', '/api/websites/import', (await exportOf(user, source.id)).json());
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json().website;
    expect(comparable(copy)).toEqual(comparable(source));
    expect(copy.blog_posts[0].linked_experience_id).toBe(copy.experiences[1].id);
    expect(copy.subdomain).not.toBe(source.subdomain);
  });

  it('drops pictures Folio does not serve itself instead of fetching them', async () => {
    const user = await userOnPlan(test, 'premium');
    const source = await richWebsite(user);
    const file = (await exportOf(user, source.id)).json();
    file.website.flat_picture = 'https://tracker.example.com/me.png';
    file.website.projects[0].pictures.push({ img: 'http://169.254.169.254/latest', title: 'metadata' });
    const copy = (await user.request('POST', '/api/websites/import', file)).json().website;
    expect(copy.flat_picture).toBeNull();
    expect(copy.projects[0].pictures).toEqual([{ img: upload('a'), title: 'Checkout' }]);
  });

  it('keeps to the plan: the portfolio limit, and a template above the plan falls back to Modern', async () => {
    const premium = await userOnPlan(test, 'premium');
    const source = (await premium.request('GET', `/api/websites/${(await premium.createWebsite('Source')).id}`)).json().website;
    const templates = (await premium.request('GET', '/api/templates')).json().data as Array<{ slug: string; tier: string }>;
    const premiumTemplate = templates.find((template) => template.tier === 'premium');
    expect(premiumTemplate).toBeDefined();
    const file = (await exportOf(premium, source.id)).json();
    file.website.template_slug = premiumTemplate!.slug;

    const free = await userOnPlan(test);
    const first = await free.request('POST', '/api/websites/import', file);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ template_fell_back: true, website: { template_slug: 'modern', name: 'Source' } });
    expect(first.json().message).toBe('Website imported successfully. Its template is not on your plan, so it uses the Modern template.');
    const second = await free.request('POST', '/api/websites/import', file);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ success: false, code: 'subscription_limit_exceeded' });
  });

  const post = (slug: string, content = '<p>Hi</p>') => ({ id: 1, title: 'Hi', slug, content, excerpt: '', tags: [], meta_description: '', linked_experience_id: null, linked_project_id: null });

  it('cleans the HTML of imported posts as the blog cleans a post written here', async () => {
    const user = await userOnPlan(test, 'premium');
    const source = (await user.request('GET', `/api/websites/${(await user.createWebsite('Posts')).id}`)).json().website;
    const file = (await exportOf(user, source.id)).json();
    file.website.blog_posts = [post('hello', '<p onclick="steal()">Hello<script>steal()</script></p><img src="x" onerror="steal()">')];
    const copy = (await user.request('POST', '/api/websites/import', file)).json().website;
    expect(copy.blog_posts[0].content).not.toMatch(/script|onclick|onerror/);
    expect(copy.blog_posts[0]).toMatchObject({ slug: 'hello', status: 'draft' });
  });

  it('answers a malformed, foreign or oversize file with a 422 in plain words, never a 500', async () => {
    const user = await userOnPlan(test, 'premium');
    const source = (await user.request('GET', `/api/websites/${(await user.createWebsite('Valid')).id}`)).json().website;
    const valid = (await exportOf(user, source.id)).json();
    const cases: Array<[unknown, string]> = [
      [{ basics: { name: 'A JSON Resume' } }, 'This is not a Folio website export (format must be "folio-website").'],
      [{ ...valid, version: 2 }, 'This export was made by a newer version of Folio (only version 1 can be imported).'],
      [{ ...valid, website: { ...valid.website, name: '   ' } }, 'The website in this file has no name.'],
      [{ ...valid, website: { ...valid.website, experiences: Array.from({ length: 201 }, () => ({ position: 'x', name: 'y', place: '', date: '', description: '', skills: [] })) } }, ''],
      [{ ...valid, website: { ...valid.website, intro: 'x'.repeat(301) } }, 'Must be at most 300 characters.'],
      [{ ...valid, website: { ...valid.website, template_data: { theme: { primary_color: 42 } } } }, 'The template data in this file is not valid for its template.'],
      [{ ...valid, website: { ...valid.website, projects: [{ title: 'x', category: '', date: '', description: '', technologies: [], pictures: [], code_url: 'javascript:alert(1)', implementation: '' }] } }, 'Please enter a valid URL'],
      [{ ...valid, website: { ...valid.website, blog_posts: [post('same'), post('same')] } }, 'Two posts in this file have the same slug.'],
    ];
    for (const [body, message] of cases) {
      const response = await user.request('POST', '/api/websites/import', body as object);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ success: false });
      if (message) expect(response.json().message).toBe(message);
    }
    const garbage = await test.app.inject({ method: 'POST', url: '/api/websites/import', payload: '{"format": "folio-website", ', headers: { ...bearer(user.token), 'content-type': 'application/json' } });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json()).toMatchObject({ success: false, code: 'validation_failed', message: 'This file is not valid JSON, so it is not a Folio website export.' });
    const huge = await test.app.inject({ method: 'POST', url: '/api/websites/import', payload: JSON.stringify({ ...valid, padding: 'x'.repeat(9 * 1024 * 1024) }), headers: { ...bearer(user.token), 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ success: false, message: 'This file is larger than 8 MB, too large for a Folio website export.' });
    expect((await user.request('GET', '/api/websites')).json().websites).toHaveLength(1);
  });
});

describe('JSON Resume export', () => {
  const require = createRequire(import.meta.url);
  const schema = require('@jsonresume/schema/schema.json') as { $schema: string };

  it('is valid against the JSON Resume schema (draft-07) and holds every section', async () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const user = await userOnPlan(test, 'premium');
    const source = await richWebsite(user);
    const response = await exportOf(user, source.id, 'json-resume');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="website-${source.id}.json-resume.json"`);
    const resume = response.json();
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
    expect(resume.basics).toEqual({ name: 'Maya Chen', label: 'Product Designer', email: 'maya@example.com', phone: '+49 30 1234567', summary: 'Designer who codes.', location: { city: 'Berlin, Germany' } });
    expect(resume.work[0]).toEqual({ name: 'Linear Co', position: 'Head of Design', location: 'Berlin', startDate: '2021-03', summary: 'Led the design system.', highlights: ['Figma', 'Design systems'] });
    expect(resume.education[0]).toEqual({ institution: 'TU Delft', studyType: 'MSc Interaction Design', startDate: '2015', endDate: '2017', score: '3.9', courses: ['Thesis on accessible colour'] });
    expect(resume.skills).toEqual([
      { name: 'Design', level: 'expert', keywords: ['Figma'] },
      { name: 'Design', level: 'advanced', keywords: ['Prototyping'] },
      { name: 'Design', level: 'beginner', keywords: ['Illustration'] },
    ]);
    expect(resume.languages).toEqual([{ language: 'English', fluency: 'expert' }, { language: 'German', fluency: 'intermediate' }]);
    expect(resume.projects[0]).toMatchObject({ name: 'Calm Booking', url: 'https://calm.example.com', startDate: '2022-01', endDate: '2022-06', keywords: ['React', 'TypeScript'] });
    expect(resume.certificates).toEqual([{ name: 'Certified Accessibility Specialist', issuer: 'IAAP', date: '2020-05' }]);
  });

  it('reads back through the onboarding JSON Resume import with every field the schema holds', async () => {
    const user = await userOnPlan(test, 'premium');
    const source = await richWebsite(user);
    const resume = (await exportOf(user, source.id, 'json-resume')).body;
    const body = multipartBody([{ name: 'cv_file', filename: `website-${source.id}.json-resume.json`, bytes: Buffer.from(resume), type: 'application/json' }]);
    const uploaded = await test.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const cv = (await user.request('GET', `/api/onboarding/session-data?session_id=${uploaded.json().session_id}`)).json().data.cv_data;
    expect(cv.personal_info).toMatchObject({ name: 'Maya Chen', title: 'Product Designer', email: 'maya@example.com', phone: '+49 30 1234567', location: 'Berlin, Germany', summary: 'Designer who codes.' });
    expect(cv.experiences.map((item: Record<string, unknown>) => [item['position'], item['company'], item['location'], item['start_date'], item['end_date']])).toEqual([
      ['Head of Design', 'Linear Co', 'Berlin', '2021-03', 'present'],
      ['Product Designer', 'Atlas Bank', 'Lisbon', '2017-09', '2021-02'],
    ]);
    expect(cv.experiences[0].description).toBe('Led the design system.\n• Figma\n• Design systems');
    expect(cv.educations[0]).toMatchObject({ degree: 'MSc Interaction Design', institution: 'TU Delft', start_date: '2015', end_date: '2017', gpa: '3.9', description: 'Thesis on accessible colour' });
    expect(cv.skills.map((skill: Record<string, unknown>) => [skill['name'], skill['level'], skill['category']])).toEqual([
      ['Figma', 'expert', 'Design'],
      ['Prototyping', 'advanced', 'Design'],
      ['Illustration', 'beginner', 'Design'],
    ]);
    expect(cv.languages.map((item: Record<string, unknown>) => [item['name'], item['level']])).toEqual([['English', 'expert'], ['German', 'intermediate']]);
    expect(cv.projects[0]).toMatchObject({ name: 'Calm Booking', url: 'https://calm.example.com', technologies: ['React', 'TypeScript'], start_date: '2022-01', end_date: '2022-06', description: 'A booking flow in three steps.' });
    expect(cv.trainings[0]).toMatchObject({ title: 'Certified Accessibility Specialist', institute: 'IAAP', date: '2020-05' });
  });

  it('answers another user\u2019s website with 404 in every format', async () => {
    const [owner, other] = [await userOnPlan(test), await userOnPlan(test)];
    const { id } = await owner.createWebsite();
    for (const format of ['json', 'json-resume', 'pdf']) expect((await exportOf(other, id, format)).statusCode).toBe(404);
  });
});

describe('PDF CV export', () => {
  it('downloads a résumé PDF in the design asked for, or the one that matches the template', async () => {
    const user = await userOnPlan(test);
    const source = await richWebsite(user);
    const response = await exportOf(user, source.id, 'pdf&design=compact&paper=letter');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="website-${source.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = response.rawPayload.toString('latin1');
    expect(text).toMatch(/\/MediaBox \[0 0 612 792\]/);
    // By default A4, in the design of the template's family: the modern template's is the sidebar
    // (the same file but for its date and id, so of the same length).
    const byDefault = (await exportOf(user, source.id, 'pdf')).rawPayload;
    expect(byDefault.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(byDefault.length).toBe((await exportOf(user, source.id, 'pdf&design=sidebar')).rawPayload.length);
    expect(byDefault.length).not.toBe((await exportOf(user, source.id, 'pdf&design=classic')).rawPayload.length);
  });

  it('refuses a design or paper size it does not know', async () => {
    const user = await userOnPlan(test);
    const { id } = await user.createWebsite();
    for (const query of ['pdf&design=fancy', 'pdf&paper=a3']) expect((await exportOf(user, id, query)).statusCode).toBe(422);
  });
});
