import { z } from 'zod';
import { text, required } from './common';

export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const skillLevel = z.enum(skillLevels);
export type SkillLevel = z.infer<typeof skillLevel>;

export const skillItem = z.object({
  name: required(80, 'Skill name is required'),
  level: skillLevel.default('intermediate'),
});
export type SkillItem = z.infer<typeof skillItem>;

/** A skill category ("Languages", "Tools"...) and the skills in it. */
export const skillCategoryInput = z.object({
  title: required(100, 'Category name is required'),
  info: z
    .array(skillItem)
    .min(1, 'At least one skill is required')
    .max(60)
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.name.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
  icon: text(40).default('star'),
  confidence: z.literal(3).default(3),
});
export type SkillCategoryInput = z.input<typeof skillCategoryInput>;

export const skillCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  info: z.array(z.object({ name: z.string(), level: skillLevel })),
  icon: z.string(),
  confidence: z.number(),
});
export type SkillCategory = z.infer<typeof skillCategory>;
