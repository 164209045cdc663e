import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planFeatures, planHighlights, plans, upgradeBenefits, type PlanFeature } from './plans';
import { findUnlistedClaims, planFeatureTerms, proseOf } from './testing/plan-claims';

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const listed = Object.keys(planFeatures);

describe('the plans table', () => {
  it('lists for each plan only its limits and the features that work', () => {
    expect(planHighlights(plans.free)).toEqual(['1 portfolio website', 'Free templates', 'Hosting on your own subdomain', 'A contact form with an inbox', 'Version history: your last 10 versions']);
    expect(planHighlights(plans.pro)).toEqual(['3 portfolio websites', 'Free and Pro templates', 'Hosting on your own subdomain', 'A contact form with an inbox', 'A blog: rich text posts with SEO and tags', 'No Folio branding on your site', 'Visitor analytics: views and visitors per day', 'Custom analytics code', '1 custom domain with automatic HTTPS', 'Version history: 30 days of versions']);
    expect(planHighlights(plans.premium)).toEqual(['10 portfolio websites', 'Every template', 'Hosting on your own subdomain', 'A contact form with an inbox', 'A blog: rich text posts with SEO and tags', 'No Folio branding on your site', 'Visitor analytics: views and visitors per day', 'Advanced analytics: top pages, referrers, countries and devices', 'Custom analytics code', 'Unlimited custom domains with automatic HTTPS', 'Priority support', 'API access with personal access tokens', 'Version history: a year of versions']);
  });

  it('says what an upgrade brings, counting templates when it knows them', () => {
    expect(upgradeBenefits(plans.pro)).toEqual(['Up to 3 portfolio websites', 'Pro templates', 'A blog: rich text posts with SEO and tags', 'No Folio branding on your site', 'Visitor analytics: views and visitors per day', 'Custom analytics code', '1 custom domain with automatic HTTPS', 'Version history: 30 days of versions']);
    expect(upgradeBenefits(plans.premium, { templates: 12 })).toEqual(['Up to 10 portfolio websites', 'All 12 templates available to Premium', 'A blog: rich text posts with SEO and tags', 'No Folio branding on your site', 'Visitor analytics: views and visitors per day', 'Advanced analytics: top pages, referrers, countries and devices', 'Custom analytics code', 'Unlimited custom domains with automatic HTTPS', 'Priority support', 'API access with personal access tokens', 'Version history: a year of versions']);
  });

  it('gives every listed feature a label, its routes, its screens and the words that name it', () => {
    for (const [key, feature] of Object.entries<PlanFeature>(planFeatures)) {
      expect(feature.label, key).not.toBe('');
      expect(feature.routes.length, key).toBeGreaterThan(0);
      expect(feature.screens.length, key).toBeGreaterThan(0);
      expect(planFeatureTerms[key], `${key} needs its words in testing/plan-claims.ts`).toBeDefined();
    }
    for (const plan of Object.values(plans)) for (const feature of plan.features) expect(listed).toContain(feature);
  });
});

describe('what people read about plans', () => {
  it('finds a plan feature named in JSX text, strings and templates, and nothing in keys, paths, imports or comments', () => {
    const source = [
      "import blog from './blog';",
      '// Analytics arrive later.',
      "const section = 'blog';",
      "const route = '/blog';",
      'const card = <h3>Blog Feature Requires Pro Plan</h3>;',
      "const benefit = `Up to ${n} custom domains`;",
      "const label = 'API access';",
    ].join('\n');
    expect(proseOf('card.tsx', source).map((item) => item.text)).toEqual(['Blog Feature Requires Pro Plan', 'Up to', 'custom domains', 'API access']);
    const matches = (text: string) => Object.entries(planFeatureTerms).filter(([, pattern]) => pattern.test(text)).map(([feature]) => feature);
    expect(matches('Blog Feature Requires Pro Plan')).toEqual(['blog']);
    expect(matches('Your own analytics code')).toEqual(['analytics', 'custom_analytics_code']);
    expect(matches('No Folio branding')).toEqual(['remove_branding']);
    expect(matches('Priority support')).toEqual(['priority_support']);
    expect(matches('Hosting on your own subdomain')).toEqual([]);
    expect(matches('Google Data Analytics Certificate')).toEqual([]);
  });

  // It reads every source file of both apps: seconds, more on a busy machine.
  it('never names a feature the plans table lacks, on any screen, e-mail, legal page, server message or the README', { timeout: 30_000 }, () => {
    const claims = findUnlistedClaims([repo('apps/web/src'), repo('apps/server/src'), repo('README.md')], listed);
    expect(claims.map((claim) => `${claim.file.slice(repo('').length)}:${claim.line} names "${claim.feature}": ${claim.text}`)).toEqual([]);
  });
});
