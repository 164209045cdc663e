import { planHighlights, plans, templateCategories, templateCounts, templateSummary, upgradeBenefits } from '@folio/schema';
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

  it('opens 8 templates to free, 19 to pro and 32 to premium, and the plans say so', () => {
    const counts = templateCounts(templates.map((t) => t.tier));
    expect(counts).toEqual({ free: 8, pro: 19, premium: 32 });
    expect(planHighlights(plans.free, { templates: counts.free })).toContain('8 free templates');
    expect(planHighlights(plans.pro, { templates: counts.pro })).toContain('19 templates: every Free and Pro one');
    expect(planHighlights(plans.premium, { templates: counts.premium })).toContain('All 32 templates');
    expect(upgradeBenefits(plans.pro, { templates: counts.pro })).toContain('All 19 templates available to Pro');
    expect(upgradeBenefits(plans.premium, { templates: counts.premium })).toContain('All 32 templates available to Premium');
  });

  it('lists entries the API schema accepts', () => {
    for (const template of templates) {
      expect(templateSummary.safeParse(toTemplateSummary(template, `/api/templates/${template.slug}/preview.webp`)).success).toBe(true);
    }
  });

  it('declares its own pairing, its sections and both palettes', () => {
    for (const template of templates) {
      const faces = [template.fonts.head, template.fonts.body, ...(template.fonts.extra ?? [])];
      for (const font of faces) expect(font.file, template.slug).toMatch(/-latin-[a-z0-9]+-(?:normal|italic)\.woff2$/);
      expect(new Set(template.sections).size, template.slug).toBe(template.sections.length);
      expect(template.sections, template.slug).toContain('contact');
      expect(template.palettes.light.bg, template.slug).toMatch(/^#[0-9a-f]{6}$/);
      expect(template.palettes.dark.bg, template.slug).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('falls back to the default template for an unknown slug', () => {
    expect(getDemoWebsite('no-such-template').template_slug).toBe('modern');
  });
});
