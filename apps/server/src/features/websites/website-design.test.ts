import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const design = { accent_color: '#E4572E', font_pairing: 'editorial', theme: 'dark', section_order: ['projects', 'about', 'experience'], hidden_sections: ['education'] };

describe("the owner's design choices", () => {
  it('are the template’s own on a new website', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.design).toEqual({ accent_color: null, font_pairing: null, theme: null, section_order: [], hidden_sections: [] });
  });

  it('are saved through the versioned builder write, and a stale version gets 409 without losing them', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const saved = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, design });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().website).toMatchObject({ version: 2, design: { ...design, accent_color: '#e4572e' } });
    const stale = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, design: { ...design, theme: 'light' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', details: { website: { version: 2, design: { theme: 'dark' } } } });
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website.design.theme).toBe('dark');
  });

  it('refuses an unknown pairing, theme or section and a colour that is not #rrggbb with 422 and the errors map', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite();
    const cases: Array<[object, string, string]> = [
      [{ font_pairing: 'comic-sans' }, 'design.font_pairing', 'Choose one of the font pairings.'],
      [{ theme: 'sepia' }, 'design.theme', "Choose Light, Dark or Match visitor's system."],
      [{ section_order: ['about', 'gallery'] }, 'design.section_order.1', 'Unknown section.'],
      [{ hidden_sections: ['nope'] }, 'design.hidden_sections.0', 'Unknown section.'],
      [{ accent_color: 'red' }, 'design.accent_color', 'Please enter a colour like #2563eb'],
      [{ accent_color: 42 }, 'design.accent_color', 'Please enter a colour like #2563eb'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, design: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().details.errors[field], JSON.stringify(response.json().details.errors)).toContain(message);
    }
    expect((await user.request('GET', `/api/websites/${website.id}`)).json().website).toMatchObject({ version: 1, design: { font_pairing: null } });
  });

  it('are kept when the template changes, and reach the published page', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Grace Hopper');
    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, design, description: 'Computer scientist.' });
    const switched = await user.request('PUT', `/api/websites/${website.id}/template`, { version: 2, template_slug: 'minimal' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().website.design).toMatchObject({ font_pairing: 'editorial', theme: 'dark' });
    const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: 3 });
    expect(published.statusCode).toBe(200);
    const page = await test.app.inject({ url: '/', headers: { host: `${website.subdomain}.localhost:3000` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="color-scheme" content="dark">');
    expect(page.body).toContain("--font-head:'Playfair Display'");
    // The owner's orange, lightened on the dark page until it reads: not the template's own accent.
    const accent = /--accent:(#[0-9a-f]{6})/.exec(page.body)?.[1];
    expect(accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(accent).not.toBe('#ededed');
    expect(page.body).toContain('id="about"');
  });

  it('travel with the Folio JSON export and import, and an import with an unknown pairing is refused', async () => {
    const user = await userOnPlan(test, 'premium');
    const website = await user.createWebsite();
    await user.request('PATCH', `/api/websites/${website.id}/builder`, { version: 1, design });
    const file = (await user.request('GET', `/api/websites/${website.id}/export?format=json`)).json();
    expect(file.website.design).toMatchObject({ font_pairing: 'editorial' });
    const imported = await user.request('POST', '/api/websites/import', file);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().website.design).toEqual({ ...design, accent_color: '#e4572e' });
    const bad = await user.request('POST', '/api/websites/import', { ...file, website: { ...file.website, design: { ...file.website.design, font_pairing: 'papyrus' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.errors['website.design.font_pairing']).toContain('Choose one of the font pairings.');
    const older = { ...file, website: { ...file.website, design: undefined } };
    const fromOlder = await user.request('POST', '/api/websites/import', older);
    expect(fromOlder.statusCode).toBe(201);
    expect(fromOlder.json().website.design.theme).toBeNull();
  });
});
