import { skillCategoryInput, skillLevel, type SkillCategory, type SkillCategoryInput } from '@folio/schema';
import { z } from 'zod';
import { iconForCategory } from './skill-icons';

export const levelLabels = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' } as const;

export const skillsForm = z.object({
  title: skillCategoryInput.shape.title,
  info: z.array(z.object({ name: z.string().trim().min(1), level: skillLevel })).min(1, 'At least one skill is required'),
});
export type SkillsFormValues = z.input<typeof skillsForm>;

export function skillsFormValues(item: SkillCategory | null): SkillsFormValues {
  return { title: item?.title ?? '', info: item?.info.map(({ name, level }) => ({ name, level })) ?? [] };
}

export function skillsInputOf(values: z.output<typeof skillsForm>): SkillCategoryInput {
  return { title: values.title, info: values.info, icon: iconForCategory(values.title), confidence: 3 };
}

export function skillsFieldOf(apiField: string): keyof SkillsFormValues | null {
  if (apiField === 'title') return 'title';
  return apiField.startsWith('info') ? 'info' : null;
}
