import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Picture, SkillItem } from '@folio/schema';
import { websites } from '../websites/websites.tables';

/**
 * The list sections of a website. Each row belongs to one website and is ordered by sort_order
 * (not "position", which is an experience's job title in the spec's shape).
 */
const owned = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  website_id: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const strings = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);
const pictures = () => jsonb('pictures').$type<Picture[]>().notNull().default([]);

export const experiences = pgTable(
  'experiences',
  {
    ...owned(),
    position: text('position').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull().default(''),
    date: text('date').notNull().default(''),
    description: text('description').notNull().default(''),
    skills: strings('skills'),
  },
  (table) => [index('experiences_website_idx').on(table.website_id, table.sort_order)],
);

export const educations = pgTable(
  'educations',
  {
    ...owned(),
    degree: text('degree').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull().default(''),
    date: text('date').notNull().default(''),
    gpa: text('gpa').notNull().default(''),
    description: text('description').notNull().default(''),
    skills: strings('skills'),
  },
  (table) => [index('educations_website_idx').on(table.website_id, table.sort_order)],
);

export const skillCategories = pgTable(
  'skill_categories',
  {
    ...owned(),
    title: text('title').notNull(),
    info: jsonb('info').$type<SkillItem[]>().notNull().default([]),
    icon: text('icon').notNull().default('star'),
    confidence: integer('confidence').notNull().default(3),
  },
  (table) => [index('skill_categories_website_idx').on(table.website_id, table.sort_order)],
);

export const projects = pgTable(
  'projects',
  {
    ...owned(),
    title: text('title').notNull(),
    type: text('type').notNull().default('project'),
    category: text('category').notNull().default('Other'),
    date: text('date').notNull().default(''),
    description: text('description').notNull().default(''),
    technologies: strings('technologies'),
    pictures: pictures(),
    code_url: text('code_url').notNull().default(''),
    implementation: text('implementation').notNull().default(''),
  },
  (table) => [index('projects_website_idx').on(table.website_id, table.sort_order)],
);

export const trainings = pgTable(
  'trainings',
  {
    ...owned(),
    title: text('title').notNull(),
    institute: text('institute').notNull(),
    description: text('description').notNull().default(''),
    date: text('date').notNull().default(''),
    skills: strings('skills'),
    pictures: pictures(),
  },
  (table) => [index('trainings_website_idx').on(table.website_id, table.sort_order)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    ...owned(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    status: text('status', { enum: ['draft', 'published', 'scheduled'] }).notNull().default('draft'),
    published_at: timestamp('published_at', { withTimezone: true }),
    tags: strings('tags'),
    meta_description: text('meta_description').notNull().default(''),
    linked_experience_id: integer('linked_experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    linked_project_id: integer('linked_project_id').references(() => projects.id, { onDelete: 'set null' }),
  },
  (table) => [index('blog_posts_website_idx').on(table.website_id, table.sort_order), uniqueIndex('blog_posts_slug_idx').on(table.website_id, table.slug)],
);

/** Template-specific data: one JSON document per website and form category (builder.md section 3). */
export const templateData = pgTable(
  'template_data',
  {
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['academic', 'engineering', 'business', 'creative', 'modern'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.website_id, table.category] })],
);

/** The ordered item sections that share one shape of queries. */
export type SectionTable = typeof experiences | typeof educations | typeof skillCategories | typeof projects | typeof trainings;
