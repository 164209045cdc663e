import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../index';
import { renderSitePage } from '../server/index';
import { testContext } from '../testing/contexts';
import { contrast, parseHex } from './colour';
import { buildPageCss } from './page-css';
import { parseTemplateData } from './template-data';
import { getTemplateOrDefault } from '../catalogue';
import { buildView } from './view';

describe('template data', () => {
  it('keeps the valid fields of a document with one bad field', () => {
    const view = parseTemplateData('modern', { tagline: 'Hello', theme: { primary_color: 'red', accent_color: '#000000', background_style: 'gradient' } });
    expect(view).toMatchObject({ category: 'modern', data: { tagline: 'Hello', theme: { primary_color: '#667eea' } } });
  });

  it('takes defaults for a missing or malformed document', () => {
    expect(parseTemplateData('academic', null)).toMatchObject({ data: { research_areas: [], publications_count: 0 } });
    expect(parseTemplateData('business', 'nonsense')).toMatchObject({ data: { core_competencies: [] } });
  });

  it('renders no heading for empty template data fields', () => {
    const site = { ...getDemoWebsite('modern'), template_data: { values: [], soft_skills: [], certifications: [], philosophy: '' } };
    const html = renderSitePage(site, { kind: 'home' }, testContext).html;
    for (const id of ['values', 'strengths', 'certifications', 'philosophy']) expect(html).not.toContain(`id="${id}"`);
  });

  it('turns theme colours into readable custom properties', () => {
    const site = { ...getDemoWebsite('modern'), template_data: { theme: { primary_color: '#ffee00', accent_color: '#00ffcc', background_style: 'solid' } } };
    const template = getTemplateOrDefault('modern');
    const css = buildPageCss(template, buildView(site, template, testContext), testContext);
    const primary = /--primary:(#[0-9a-f]{6})/.exec(css)?.[1] ?? '';
    expect(contrast(parseHex(primary)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(css).toContain('--hero-bg:');
  });
});
