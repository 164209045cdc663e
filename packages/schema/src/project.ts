import { z } from 'zod';
import { fieldLimits } from './cv-limits';
import { safeUrl, tagList, text, required } from './common';

export const projectCategories = ['web', 'mobile', 'desktop', 'api', 'data', 'ml', 'design', 'research', 'other'] as const;

export const picture = z.object({ img: z.string().max(500), title: text(200).default('') });
export type Picture = z.infer<typeof picture>;

export const projectInput = z.object({
  title: required(200, 'Project name is required'),
  type: z.literal('project').default('project'),
  category: text(60).default('Other'),
  date: text(100).default(''),
  description: required(fieldLimits.projectDescription, 'Project description is required'),
  technologies: tagList().default([]),
  pictures: z.array(picture).max(10, 'Maximum 10 images allowed').default([]),
  code_url: safeUrl.default(''),
  implementation: safeUrl.default(''),
});
export type ProjectInput = z.input<typeof projectInput>;

export const project = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.literal('project'),
  category: z.string(),
  date: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  pictures: z.array(z.object({ img: z.string(), title: z.string() })),
  code_url: z.string(),
  implementation: z.string(),
});
export type Project = z.infer<typeof project>;
