import { canUseTemplateTier, type ParsedCv, type TemplateCategory, type TemplateRecommendation, type TemplateSummary } from '@folio/schema';
import { readFeatures, type CvFeatures, type RoleFamily } from './features';

/** How well each template category presents each kind of professional (0..1). */
const AFFINITY: Record<RoleFamily, Partial<Record<TemplateCategory, number>>> = {
  technology: { Technology: 1, Engineering: 0.75, Modern: 0.7, Minimal: 0.5, Professional: 0.5, Classic: 0.4, Creative: 0.45, Premium: 0.5 } as Partial<Record<TemplateCategory, number>>,
  engineering: { Engineering: 1, Technology: 0.75, Professional: 0.6, Modern: 0.55, Classic: 0.5, Premium: 0.5 },
  academic: { Academic: 1, Classic: 0.7, Professional: 0.6, Modern: 0.45, Premium: 0.45 },
  business: { Business: 1, Professional: 0.8, Premium: 0.7, Classic: 0.65, Modern: 0.5 },
  creative: { Creative: 1, Modern: 0.75, Premium: 0.55, Technology: 0.35, Classic: 0.3 },
  healthcare: { Healthcare: 1, Professional: 0.7, Classic: 0.65, Premium: 0.55, Modern: 0.5 },
};

const FAMILY_LABEL: Record<RoleFamily, string> = {
  technology: 'technology', engineering: 'engineering', academic: 'academic', business: 'business', creative: 'creative', healthcare: 'healthcare',
};

/** Evidence at which the family scores are trusted halfway: one title keyword (features.ts counts it 3). */
const HALF_TRUST_EVIDENCE = 3;
/** What a template matches a CV that says nothing about its owner's field. */
const NEUTRAL_MATCH = 0.5;

/**
 * The match shown with a template (the spec's match_score, 0..1), derived from the family scores of
 * features.ts; the ranking uses the same number:
 *
 *   fit   = sum over families f of share_f x AFFINITY[f][category]  (share_f = score_f / E)
 *           + the profile adjustments below, clamped to [0, 1]
 *   trust = E / (E + 3), where E is the sum of the family scores (the evidence)
 *   match = trust x fit + (1 - trust) x 0.5
 *
 * So a CV with little evidence sits near 50% whatever the template, and only a CV whose evidence all
 * points at families this category suits best comes near 100%.
 */
export function matchScore(category: TemplateCategory, features: Pick<CvFeatures, 'familyScores' | 'seniority' | 'counts'>): number {
  const evidence = Object.values(features.familyScores).reduce((a, b) => a + b, 0);
  if (evidence <= 0) return NEUTRAL_MATCH;
  let fit = 0;
  // Blend the families by their share, so a data scientist with publications leans academic too.
  for (const [family, value] of Object.entries(features.familyScores) as [RoleFamily, number][]) {
    fit += (value / evidence) * (AFFINITY[family][category] ?? 0.3);
  }
  const { seniority, counts } = features;
  if ((seniority === 'executive' || seniority === 'senior') && ['Business', 'Premium', 'Professional', 'Classic'].includes(category)) fit += 0.08;
  if (seniority === 'entry' && ['Modern', 'Creative', 'Minimal' as TemplateCategory].includes(category)) fit += 0.06;
  if (counts.projects >= 2 && ['Technology', 'Creative', 'Modern', 'Engineering'].includes(category)) fit += 0.06;
  if (counts.publications >= 2 && category === 'Academic') fit += 0.1;
  const trust = evidence / (evidence + HALF_TRUST_EVIDENCE);
  const match = trust * Math.min(1, fit) + (1 - trust) * NEUTRAL_MATCH;
  return Math.max(0, Math.min(1, Math.round(match * 100) / 100));
}

function reasoningFor(template: TemplateSummary, features: CvFeatures): string {
  const { seniority, counts, yearsOfExperience } = features;
  const level = { entry: 'early-career', mid: 'mid-level', senior: 'senior', executive: 'executive' }[seniority];
  const years = yearsOfExperience > 0 ? ` with about ${yearsOfExperience} year${yearsOfExperience === 1 ? '' : 's'} of experience` : '';
  const highlights: string[] = [];
  if (counts.publications > 0) highlights.push(`${counts.publications} publication${counts.publications === 1 ? '' : 's'}`);
  if (counts.projects > 0) highlights.push(`${counts.projects} project${counts.projects === 1 ? '' : 's'}`);
  if (counts.experiences > 0) highlights.push(`${counts.experiences} role${counts.experiences === 1 ? '' : 's'}`);
  const shape = highlights.length > 0 ? `, and its ${highlights.join(', ')} ` : ' ';
  const article = /^[aeiou]/.test(level) ? 'an' : 'a';
  // "the Modern template (Modern)" says nothing twice: the category is named only when it adds something.
  const category = template.name.toLowerCase() === template.category.toLowerCase() ? '' : ` (${template.category})`;
  return `Your CV reads as ${article} ${level} ${FAMILY_LABEL[features.family]} profile${years}${shape}fit the ${template.name} template${category} best among the templates your plan includes.`;
}

/**
 * Picks the catalogue template that best presents this CV, among those the user's plan allows,
 * with up to three alternatives and a sentence saying why.
 */
export function recommendTemplate(parsed: ParsedCv, catalogue: TemplateSummary[], plan: string | null | undefined): TemplateRecommendation {
  const features = readFeatures(parsed);
  const allowed = catalogue.filter((template) => canUseTemplateTier(plan, template.tier));
  const ranked = allowed
    .map((template) => ({ template, score: matchScore(template.category, features) }))
    .sort((a, b) => b.score - a.score || (a.template.slug === 'modern' ? -1 : b.template.slug === 'modern' ? 1 : 0));
  const best = ranked[0];
  if (!best) {
    return { recommended_template: 'modern', recommended_template_name: 'Modern', reasoning: 'Modern is the default template.', match_score: NEUTRAL_MATCH, alternative_templates: [] };
  }
  return {
    recommended_template: best.template.slug,
    recommended_template_name: best.template.name,
    reasoning: reasoningFor(best.template, features),
    match_score: best.score,
    alternative_templates: ranked.slice(1, 4).map((entry) => ({ template: entry.template.slug, score: entry.score })),
  };
}
