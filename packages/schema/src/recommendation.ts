import { z } from 'zod';

/** The template recommendation of onboarding.md section 3. */
export const templateAlternative = z.object({
  template: z.string(),
  score: z.number().min(0).max(1),
});
export type TemplateAlternative = z.infer<typeof templateAlternative>;

export const templateRecommendation = z.object({
  /** The template slug. */
  recommended_template: z.string(),
  recommended_template_name: z.string(),
  /** One or two sentences a user can read. */
  reasoning: z.string(),
  match_score: z.number().min(0).max(1),
  alternative_templates: z.array(templateAlternative),
});
export type TemplateRecommendation = z.infer<typeof templateRecommendation>;
