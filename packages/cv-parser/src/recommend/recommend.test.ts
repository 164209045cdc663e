import type { TemplateSummary } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { parseCv } from '../parse';
import type { CvFeatures } from './features';
import { matchScore, recommendTemplate } from './recommend';

const entry = (id: number, slug: string, name: string, category: TemplateSummary['category'], tier: TemplateSummary['tier']): TemplateSummary => ({
  id, slug, name, category, tier, description: '', preview_url: '',
});
const catalogue: TemplateSummary[] = [
  entry(1, 'modern', 'Modern', 'Modern', 'free'),
  entry(2, 'default', 'Classic', 'Classic', 'free'),
  entry(3, 'minimal', 'Minimal', 'Professional', 'free'),
  entry(4, 'creative', 'Creative', 'Creative', 'pro'),
  entry(5, 'circuit-flow', 'Circuit Flow', 'Technology', 'pro'),
  entry(6, 'executive-dashboard', 'Executive', 'Business', 'premium'),
  entry(7, 'eco-vision', 'Eco Vision', 'Healthcare', 'premium'),
  entry(8, 'scholar', 'Scholar', 'Academic', 'pro'),
  entry(9, 'blueprint', 'Blueprint', 'Engineering', 'pro'),
];

const cv = (title: string, roles: string, extra = '') =>
  parseCv({ text: `Alex Morgan\n${title}\nalex@example.com\n\nEXPERIENCE\n${roles}\n${extra}` });

describe('template recommendation', () => {
  it('recommends the Technology template to a senior developer on pro, with a readable reason', async () => {
    const parsed = await cv('Senior Software Engineer', 'Senior Software Engineer, Stripe\n2016 - Present\n- Built payment APIs in Go', '\nPROJECTS\nledgerlint\nA linter for ledgers\n\nkubetail\nLog tailing tool');
    const result = recommendTemplate(parsed, catalogue, 'pro');
    expect(result.recommended_template).toBe('circuit-flow');
    expect(result.recommended_template_name).toBe('Circuit Flow');
    expect(result.reasoning).toMatch(/senior technology profile/);
    expect(result.match_score).toBeGreaterThan(0.5);
    expect(result.alternative_templates.length).toBeGreaterThan(0);
  });

  it('only recommends templates the plan allows', async () => {
    const parsed = await cv('Staff Nurse', 'Charge Nurse, Royal Infirmary Hospital\n2018 - Present\n- Led a cardiology ward');
    const free = recommendTemplate(parsed, catalogue, 'free');
    const allowed = new Set(['modern', 'default', 'minimal']);
    expect(allowed.has(free.recommended_template)).toBe(true);
    expect(free.alternative_templates.every((alternative) => allowed.has(alternative.template))).toBe(true);
    expect(recommendTemplate(parsed, catalogue, 'premium').recommended_template).toBe('eco-vision');
    expect(recommendTemplate(parsed, catalogue, 'unknown-plan').recommended_template).not.toBe('eco-vision');
  });

  it('sends researchers with publications to the Academic template and executives to Business', async () => {
    const researcher = await cv('Postdoctoral Researcher', 'Research Fellow, University of Edinburgh\n2021 - Present', '\nPUBLICATIONS\n- Voss, H. (2023). Pollinator networks. J. Ecology.\n- Voss, H. (2021). Occupancy models. Methods Ecol.');
    expect(recommendTemplate(researcher, catalogue, 'premium').recommended_template).toBe('scholar');
    const executive = await cv('Vice President of Sales', 'VP Sales, Salesforce\n2012 - Present\n- Grew revenue');
    expect(recommendTemplate(executive, catalogue, 'premium').recommended_template).toBe('executive-dashboard');
  });

  it('names the category only when it differs from the template name', async () => {
    const developer = await cv('Senior Software Engineer', 'Senior Software Engineer, Stripe\n2016 - Present\n- Built payment APIs in Go', '\nPROJECTS\nledgerlint\nA linter for ledgers\n\nkubetail\nLog tailing tool');
    const differs = recommendTemplate(developer, catalogue, 'pro');
    expect(differs.recommended_template).toBe('circuit-flow');
    expect(differs.reasoning).toContain('fit the Circuit Flow template (Technology) best');

    // On the free plan the developer gets Modern, whose category is also "Modern"; a lower-case
    // category shows that the comparison ignores case.
    const same = recommendTemplate(developer, catalogue, 'free');
    expect(same.recommended_template).toBe('modern');
    expect(same.reasoning).toContain('fit the Modern template best');
    expect(same.reasoning).not.toMatch(/\(Modern\)/i);
    const lowerCase = catalogue.map((template) => (template.slug === 'modern' ? { ...template, name: 'MODERN' } : template));
    expect(recommendTemplate(developer, lowerCase, 'free').reasoning).toContain('fit the MODERN template best');
  });

  it('derives the match from the family scores: share-weighted affinity, pulled to 50% when evidence is thin', () => {
    const counts = { experiences: 1, educations: 0, skills: 0, projects: 0, publications: 0, trainings: 0 };
    const features = (technology: number, business = 0): Pick<CvFeatures, 'familyScores' | 'seniority' | 'counts'> => ({
      familyScores: { technology, engineering: 0, academic: 0, business, creative: 0, healthcare: 0 },
      seniority: 'mid',
      counts,
    });
    // All 9 points on technology: fit 1 for Technology, 0.75 for Engineering; trust 9 / (9 + 3).
    expect(matchScore('Technology', features(9))).toBe(0.88);
    expect(matchScore('Engineering', features(9))).toBe(0.69);
    // More evidence, more trust; half of it business lowers Technology to (1 + 0.3) / 2 fit.
    expect(matchScore('Technology', features(27))).toBeGreaterThan(matchScore('Technology', features(9)));
    expect(matchScore('Technology', features(9, 9))).toBe(0.63);
    // No evidence at all: every template a neutral 50%.
    expect(matchScore('Technology', features(0))).toBe(0.5);
    expect(matchScore('Healthcare', features(0))).toBe(0.5);
  });

  it('shows the recommended template with the highest match of those offered', async () => {
    const parsed = await cv('Staff Nurse', 'Charge Nurse, Royal Infirmary Hospital\n2018 - Present\n- Led a cardiology ward');
    const result = recommendTemplate(parsed, catalogue, 'premium');
    expect(result.match_score).toBeGreaterThan(0.8);
    for (const alternative of result.alternative_templates) expect(alternative.score).toBeLessThanOrEqual(result.match_score);
  });
});
