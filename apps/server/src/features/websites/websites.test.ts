import { emptyContact } from '@folio/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { catalogueCounts } from '../../platform/template-catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { websites } from './websites.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('creating websites within the plan', () => {
  it('creates the first website with a subdomain from its name and makes it active', async () => {
    const user = await userOnPlan(test);
    const response = await user.request('POST', '/api/websites', { name: 'Ada Lovelace' });
    expect(response.statusCode).toBe(201);
    const { website } = response.json();
    expect(website).toMatchObject({ name: 'Ada Lovelace', status: 'draft', is_published: false, template_slug: 'modern', version: 1, experiences: [] });
    expect(website.subdomain).toMatch(/^ada-lovelace(-\d+)?$/);
    const me = await user.request('GET', '/api/user');
    expect(me.json().user).toMatchObject({ active_website_id: website.id, websites_count: 1 });
  });

  it('refuses the second website on free with the spec error data', async () => {
    const user = await userOnPlan(test);
    await user.createWebsite();
    const response = await user.request('POST', '/api/websites', { name: 'Second' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'subscription_limit_exceeded',
      details: { current_plan: 'free', current_count: 1, limit: 1, suggested_plan: 'pro', current_plan_display: 'Free', is_on_trial: false },
    });
    expect(response.json().details.checkout_url).toBe('http://localhost:3000/checkout?plan=pro&billing=monthly');
    expect(response.json().details.upgrade_benefits).toEqual(['Up to 3 portfolio websites', `All ${catalogueCounts.pro} templates available to Pro`, 'A blog: rich text posts with SEO and tags', 'No Folio branding on your site', 'Visitor analytics: views and visitors per day', 'Custom analytics code', '1 custom domain with automatic HTTPS', 'Version history: 30 days of versions']);
  });

  it('allows three on pro and refuses the fourth, suggesting premium', async () => {
    const user = await userOnPlan(test, 'pro');
    for (const name of ['One', 'Two', 'Three']) await user.createWebsite(name);
    const fourth = await user.request('POST', '/api/websites', { name: 'Four' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().details).toMatchObject({ current_plan: 'pro', current_count: 3, limit: 3, suggested_plan: 'premium' });
  });

  it('creates one website when the same request arrives twice at once on free', async () => {
    const user = await userOnPlan(test);
    const responses = await Promise.all([user.request('POST', '/api/websites', { name: 'Twin' }), user.request('POST', '/api/websites', { name: 'Twin' })]);
    expect(responses.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([201, 403]);
    expect((await user.request('GET', '/api/websites')).json().websites).toHaveLength(1);
  });

  it('gives each website its own subdomain', async () => {
    const [a, b] = [await userOnPlan(test), await userOnPlan(test)];
    const [first, second] = [await a.createWebsite('Same Name'), await b.createWebsite('Same Name')];
    expect(first.subdomain).not.toBe(second.subdomain);
  });

  it('refuses a missing name and an unknown template', async () => {
    const user = await userOnPlan(test);
    expect((await user.request('POST', '/api/websites', { name: '' })).json().details.errors.name).toEqual(['The name field is required.']);
    const unknown = await user.request('POST', '/api/websites', { name: 'X', template_slug: 'no-such-template' });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('one user cannot reach another user website', () => {
  it('answers 404 to read, update, publish, activate and delete', async () => {
    const owner = await userOnPlan(test);
    const other = await userOnPlan(test);
    const website = await owner.createWebsite();
    const calls = [
      other.request('GET', `/api/websites/${website.id}`),
      other.request('PUT', `/api/websites/${website.id}`, { version: 1, name: 'Mine now' }),
      other.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, intro: 'x' }),
      other.request('POST', `/api/websites/${website.id}/publish`, { version: 1 }),
      other.request('POST', `/api/websites/${website.id}/activate`),
      other.request('DELETE', `/api/websites/${website.id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await other.request('GET', '/api/websites')).json().websites).toEqual([]);
    expect((await owner.request('GET', `/api/websites/${website.id}`)).json().website.name).toBe('Ada Lovelace');
  });
});

describe('updating a website', () => {
  it('answers a save of no fields (only the version) with the website, not 500', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const saved = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().website).toMatchObject({ id: website.id, version: 2 });
  });

  it('saves changed fields, bumps the version, and refuses a stale version with 409 and the current website', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const saved = await user.request('PATCH', `/api/websites/${website.id}/builder`, {
      version: 1,
      intro: 'Mathematician',
      contact: { email: 'ada@example.com', title: 'Hello', description: '', location: 'London', available_for_freelance: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Portfolio website updated successfully.', website: { intro: 'Mathematician', version: 2, contact: { location: 'London' } } });
    const stale = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, intro: 'Overwritten?' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', details: { website: { intro: 'Mathematician', version: 2 } } });
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.intro).toBe('Mathematician');
  });

  it('validates the name, the contact e-mail and the subdomain', async () => {
    const user = await userOnPlan(test);
    const other = await userOnPlan(test);
    const website = await user.createWebsite();
    const taken = await other.createWebsite('Taken Name');
    const cases: Array<[object, string, string]> = [
      [{ name: '' }, 'name', 'The name field is required.'],
      [{ contact: { email: 'nope' } }, 'contact.email', 'Please enter a valid email address'],
      [{ subdomain: 'www' }, 'subdomain', 'This subdomain is reserved.'],
      [{ subdomain: taken.subdomain }, 'subdomain', 'This subdomain is already taken.'],
      [{ subdomain: 'Bad Sub!' }, 'subdomain', 'Use 3 to 40 lowercase letters, digits and hyphens.'],
      [{ contact: { phone: '020 7946 0958' } }, 'contact.phone', 'Enter the number with its country code, e.g. +44 20 7946 0958'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await user.request('PUT', `/api/websites/${website.id}`, { version: 1, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().details.errors[field]).toContain(message);
    }
  });

  it('stores a phone number in international format, and still answers a website whose stored number it would refuse', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const saved = await user.request('PUT', `/api/websites/${website.id}`, { version: 1, contact: { phone: '0044 20-7946-0958', show_phone: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().website.contact).toMatchObject({ phone: '+44 20 7946 0958', show_phone: true });
    // As an import keeps a CV's number that has no country code, for the owner to complete.
    await test.database.db.update(websites).set({ contact: { ...emptyContact, phone: '020 7946 0958' } }).where(eq(websites.id, website.id));
    const read = await user.request('GET', `/api/websites/${website.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().website.contact.phone).toBe('020 7946 0958');
  });

  it('publishes and unpublishes with the spec messages', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: 1 });
    expect(published.json()).toMatchObject({ message: 'Website is now published and publicly accessible', website: { status: 'published', is_published: true } });
    const privateMode = await user.request('PUT', `/api/websites/${website.id}`, { version: 2, status: 'private' });
    expect(privateMode.json().message).toBe('Website is now in private mode');
    const draft = await user.request('POST', `/api/websites/${website.id}/unpublish`, { version: 3 });
    expect(draft.json()).toMatchObject({ message: 'Website is now in draft mode', website: { status: 'draft' } });
  });

  it('deletes a website, with its sections, and moves the active mark', async () => {
    const user = await userOnPlan(test, 'pro');
    const first = await user.createWebsite('First');
    const second = await user.createWebsite('Second');
    await user.request('POST', `/api/websites/${first.id}/experiences`, { version: 1, position: 'Engineer', name: 'Acme', date: 'Jan 2020 - Present' });
    expect((await user.request('DELETE', `/api/websites/${first.id}`)).json().message).toBe('Website deleted successfully');
    expect((await user.request('GET', `/api/websites/${first.id}`)).statusCode).toBe(404);
    expect((await user.request('GET', '/api/user')).json().user.active_website_id).toBe(second.id);
  });
});

describe('the dashboard data', () => {
  it('lists websites with their address and real section counts', async () => {
    const user = await userOnPlan(test, 'pro');
    const website = await user.createWebsite('Counted');
    await user.request('POST', `/api/websites/${website.id}/experiences`, { version: 1, position: 'Engineer', name: 'Acme', date: '2020' });
    await user.request('POST', `/api/websites/${website.id}/skills`, { version: 2, title: 'Languages', info: [{ name: 'Go' }] });
    await user.createWebsite('Empty');
    const list: Array<{ name: string; site_url: string; sections_count: number }> = (await user.request('GET', '/api/websites')).json().websites;
    const [empty, counted] = [list.find((item) => item.name === 'Empty')!, list.find((item) => item.name === 'Counted')!];
    expect(counted).toMatchObject({ name: 'Counted', sections_count: 2, section_counts: { experiences: 1, skills: 1, educations: 0 } });
    expect(counted.site_url).toBe(`http://${website.subdomain}.localhost:3000/`);
    expect(empty.sections_count).toBe(0);
  });

  it('clones a website with its sections within the plan limit, and exports it as JSON', async () => {
    const user = await userOnPlan(test, 'pro');
    const website = await user.createWebsite('Original');
    const project = await user.request('POST', `/api/websites/${website.id}/projects`, { version: 1, title: 'Orbit', description: 'Tracker' });
    const projectId = project.json().project.id as number;
    const post = { title: 'Building Orbit', content: '<p>How it began.</p>', status: 'published', tags: ['space'], linked_project_id: projectId };
    expect((await user.request('POST', `/api/websites/${website.id}/blog-posts`, { version: project.json().website_version, ...post })).statusCode).toBe(201);
    const clone = await user.request('POST', `/api/websites/${website.id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json().website).toMatchObject({ name: 'Original (copy)', projects: [{ title: 'Orbit' }] });
    // The posts come along as drafts (nothing is published twice), linked to the copy's own project.
    const copied = clone.json().website;
    expect(copied.blog_posts).toMatchObject([{ title: 'Building Orbit', slug: 'building-orbit', status: 'draft', published_at: null, tags: ['space'], linked_project_id: copied.projects[0].id }]);
    expect(copied.projects[0].id).not.toBe(projectId);
    expect(clone.json().website.subdomain).not.toBe(website.subdomain);
    await user.request('POST', `/api/websites/${website.id}/clone`);
    expect((await user.request('POST', `/api/websites/${website.id}/clone`)).statusCode).toBe(403);

    const exported = await user.request('GET', `/api/websites/${website.id}/export?format=json`);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="website-${website.id}.json"`);
    expect(exported.json()).toMatchObject({ format: 'folio-website', website: { id: website.id, projects: [{ title: 'Orbit' }] } });
    const other = await userOnPlan(test);
    expect((await other.request('GET', `/api/websites/${website.id}/export`)).statusCode).toBe(404);
    expect((await other.request('POST', `/api/websites/${website.id}/clone`)).statusCode).toBe(404);
  });
});
