import { z } from 'zod';
import { planName } from './common';

export const templateCategories = [
  'Classic',
  'Modern',
  'Creative',
  'Professional',
  'Technology',
  'Academic',
  'Healthcare',
  'Engineering',
  'Business',
  'Premium',
] as const;
export const templateCategory = z.enum(templateCategories);
export type TemplateCategory = z.infer<typeof templateCategory>;

export const templateTier = planName;
export type TemplateTier = z.infer<typeof templateTier>;

/** Which template-data form (builder.md section 3) a template category uses. */
export const templateDataCategories = ['academic', 'engineering', 'business', 'creative', 'modern', 'default'] as const;
export const templateDataCategory = z.enum(templateDataCategories);
export type TemplateDataCategory = z.infer<typeof templateDataCategory>;

export function dataCategoryOf(category: TemplateCategory): TemplateDataCategory {
  switch (category) {
    case 'Academic':
      return 'academic';
    case 'Engineering':
      return 'engineering';
    case 'Business':
      return 'business';
    case 'Creative':
      return 'creative';
    case 'Modern':
      return 'modern';
    case 'Classic':
    case 'Professional':
    case 'Technology':
    case 'Healthcare':
    case 'Premium':
      return 'default';
  }
}

/** A catalogue entry, as GET /api/templates lists it. */
export const templateSummary = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: templateCategory,
  tier: templateTier,
  preview_url: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

const tierOrder: Record<TemplateTier, number> = { free: 0, pro: 1, premium: 2 };

/** Tier first, then name (builder.md section 4), so the tiers a plan can use come first. */
export function compareTemplates(a: Pick<TemplateSummary, 'tier' | 'name'>, b: Pick<TemplateSummary, 'tier' | 'name'>) {
  return tierOrder[a.tier] - tierOrder[b.tier] || a.name.localeCompare(b.name);
}
