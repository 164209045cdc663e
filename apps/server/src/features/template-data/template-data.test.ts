import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('template data', () => {
  it('answers the defaults, saves a validated document per category, and versions the write', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const initial = await user.request('GET', `/api/websites/${website.id}/template-data/modern`);
    expect(initial.json().data.data.theme).toEqual({ primary_color: '#667eea', accent_color: '#764ba2', background_style: 'gradient' });
    const saved = await user.request('PUT', `/api/websites/${website.id}/template-data/modern`, {
      version: 1,
      data: { tagline: 'Building calm software', values: [{ title: 'Craft', description: 'Details matter', icon: 'gem', color: '#0f766e' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Template data saved successfully!', website_version: 2 });
    const read = await user.request('GET', `/api/websites/${website.id}/template-data/modern`);
    expect(read.json().data.data).toMatchObject({ tagline: 'Building calm software', values: [{ title: 'Craft' }] });
    const full = (await user.request('GET', `/api/websites/${website.id}`)).json().website;
    expect(full.template_data).toMatchObject({ tagline: 'Building calm software' });
  });

  it('refuses invalid values with field paths, a stale version, and unknown categories', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const invalid = await user.request('PUT', `/api/websites/${website.id}/template-data/academic`, {
      version: 1,
      data: { scholar_profile: 'javascript:alert(1)', research_metrics: { models_deployed: 1, datasets_analyzed: 1, research_papers: 1, accuracy_rate: 140 } },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().details.errors)).toEqual(expect.arrayContaining(['data.scholar_profile', 'data.research_metrics.accuracy_rate']));
    await user.request('PUT', `/api/websites/${website.id}/template-data/academic`, { version: 1, data: {} });
    expect((await user.request('PUT', `/api/websites/${website.id}/template-data/academic`, { version: 1, data: {} })).statusCode).toBe(409);
    expect((await user.request('GET', `/api/websites/${website.id}/template-data/astrology`)).statusCode).toBe(422);
    const other = await userOnPlan(test);
    expect((await other.request('GET', `/api/websites/${website.id}/template-data/modern`)).statusCode).toBe(404);
  });
});

describe('applying a template', () => {
  it('applies a free template and refuses one above the plan with 403, on the server', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const catalogue = (await test.app.inject({ url: '/api/templates' })).json().data as Array<{ slug: string; tier: string; name: string }>;
    const free = catalogue.find((template) => template.tier === 'free' && template.slug !== 'modern')!;
    const premium = catalogue.find((template) => template.tier === 'premium')!;
    const applied = await user.request('PUT', `/api/websites/${website.id}/template`, { version: 1, template_slug: free.slug });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe(`Template ${free.name} applied successfully!`);
    expect(applied.json().website.template_slug).toBe(free.slug);
    const refused = await user.request('PUT', `/api/websites/${website.id}/template`, { version: 2, template_slug: premium.slug });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'template_locked', details: { required_plan: 'premium', current_plan: 'free' } });
    expect(refused.json().message).toBe('This premium template requires a premium subscription. Upgrade to premium to access it.');
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.template_slug).toBe(free.slug);
    expect((await user.request('PUT', `/api/websites/${website.id}/template`, { version: 9, template_slug: 'no-such-template' })).statusCode).toBe(404);
  });
});
