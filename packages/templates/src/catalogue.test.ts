import { templateCategories, templateSummary } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, getTemplate, templates, toTemplateSummary } from './index';

describe('the template catalogue', () => {
  it('has at least twelve templates with unique, stable ids and slugs', () => {
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    expect(new Set(templates.map((t) => t.slug)).size).toBe(templates.length);
    expect(templates.map((t) => t.id)).toEqual([...templates.map((t) => t.id)].sort((a, b) => a - b));
  });

  it('includes the named templates with the names and categories the product uses', () => {
    expect(getTemplate('modern')).toMatchObject({ name: 'Modern', category: 'Modern', tier: 'free' });
    expect(getTemplate('default')).toMatchObject({ name: 'Classic', category: 'Classic', tier: 'free' });
    expect(getTemplate('minimal')).toMatchObject({ tier: 'free' });
    expect(getTemplate('creative')).toMatchObject({ category: 'Creative' });
    expect(getTemplate('circuit-flow')).toMatchObject({ category: 'Technology' });
    expect(getTemplate('executive-dashboard')).toMatchObject({ name: 'Executive', category: 'Business' });
    expect(getTemplate('eco-vision')).toBeDefined();
  });

  it('covers every category and has at least four templates per tier', () => {
    for (const category of templateCategories) expect(templates.some((t) => t.category === category), category).toBe(true);
    for (const tier of ['free', 'pro', 'premium'] as const) {
      expect(templates.filter((t) => t.tier === tier).length, tier).toBeGreaterThanOrEqual(4);
    }
  });

  it('lists entries the API schema accepts', () => {
    for (const template of templates) {
      expect(templateSummary.safeParse(toTemplateSummary(template, `/api/templates/${template.slug}/preview.webp`)).success).toBe(true);
    }
  });

  it('uses at most two font families per template and preloads at most two files', () => {
    for (const template of templates) {
      expect(new Set(template.fonts.map((font) => font.family)).size, template.slug).toBeLessThanOrEqual(2);
      expect(template.fonts.filter((font) => font.preload).length, template.slug).toBeLessThanOrEqual(2);
      for (const font of template.fonts) expect(font.file).toMatch(/-latin-[a-z0-9]+-normal\.woff2$/);
    }
  });

  it('falls back to the default template for an unknown slug', () => {
    expect(getDemoWebsite('no-such-template').template_slug).toBe('modern');
  });
});
