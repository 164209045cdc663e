import { z } from 'zod';
import { MAX_INT, str, tagList, text, required } from './common';

export const blogStatuses = ['draft', 'published', 'scheduled'] as const;

export const blogPostInput = z.object({
  title: required(200, 'Title is required'),
  /** Empty: the server makes one from the title (with -2, -3 ... when the website already has it). */
  slug: text(200)
    .regex(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Use lowercase letters, digits and hyphens')
    .default(''),
  /** HTML; sanitised with an allow-list on the server before it is stored. */
  content: str(200_000, { error: 'Content is required' }).min(1, 'Content is required'),
  excerpt: text(500).default(''),
  status: z.enum(blogStatuses).default('draft'),
  published_at: z.string().max(40).datetime({ offset: true }).nullable().default(null),
  tags: tagList(20, 40).default([]),
  meta_description: text(160).default(''),
  linked_experience_id: z.number().int().positive().max(MAX_INT).nullable().default(null),
  linked_project_id: z.number().int().positive().max(MAX_INT).nullable().default(null),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

export const blogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  status: z.enum(blogStatuses),
  published_at: z.string().nullable(),
  tags: z.array(z.string()),
  meta_description: z.string(),
  linked_experience_id: z.number().int().nullable(),
  linked_project_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPost>;

