import { z } from 'zod';
import { MAX_INT, str, text, required } from './common';
import { phoneMessage, toInternationalPhone } from './phone';
import { blogPost } from './blog-post';
import { education } from './education';
import { experience } from './experience';
import { project } from './project';
import { skillCategory } from './skill';
import { training } from './training';
import { designDetails, websiteDesign } from './design';

export const websiteStatuses = ['draft', 'private', 'published'] as const;
export const websiteStatus = z.enum(websiteStatuses);
export type WebsiteStatus = z.infer<typeof websiteStatus>;

/** A simple address pattern; the builder's message for it is "Please enter a valid email address". */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact details as stored and answered: what the builder checks on the way in is not re-checked on the way out. */
export const contactDetails = z.object({
  email: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  phone: z.string(),
  show_phone: z.boolean(),
  available_for_freelance: z.boolean(),
});

/** The contact details as the builder sends them: checked and normalised. */
export const contact = z.object({
  email: text(255)
    .refine((value) => value === '' || emailPattern.test(value), 'Please enter a valid email address')
    .default(''),
  /** The person's professional headline ("Product Designer"): under the name and in the page title. */
  title: text(200).default(''),
  description: text(2000).default(''),
  location: text(200).default(''),
  /** Stored in international format; shown on the site only when show_phone is on. */
  phone: text(40)
    .refine((value) => value === '' || toInternationalPhone(value) !== null, phoneMessage)
    .overwrite((value) => (value === '' ? value : (toInternationalPhone(value) ?? value)))
    .default(''),
  show_phone: z.boolean().default(false),
  available_for_freelance: z.boolean().default(false),
});
export type Contact = z.infer<typeof contact>;

/** Every contact field at its default. */
export const emptyContact: Contact = contact.parse({});

export const analyticsConfig = z.object({
  custom_code_enabled: z.boolean().default(false),
  google_analytics_enhanced_ecommerce: z.boolean().default(false),
  google_analytics_demographics: z.boolean().default(false),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfig>;

/** The website row as the API returns it, without its sections. */
export const website = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  description: z.string(),
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  contact: contactDetails,
  /** URL of the profile picture (the spec's flat_picture), or null. */
  flat_picture: z.string().nullable(),
  status: websiteStatus,
  is_published: z.boolean(),
  /** Whether search engines may index the published site (noindex and no sitemap when false). */
  search_indexing: z.boolean(),
  /** Whether the published site offers the CV as a PDF ("Download CV", served at /cv.pdf). */
  cv_download: z.boolean(),
  template_slug: z.string(),
  analytics_enabled: z.boolean(),
  google_analytics_id: z.string().nullable(),
  custom_analytics_code: z.string().nullable(),
  analytics_config: analyticsConfig,
  /** The owner's design choices (accent, font pairing, theme, sections); null fields leave it to the template. */
  design: designDetails,
  /** Incremented by every write; a write based on an older version is refused with 409. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Website = z.infer<typeof website>;

/**
 * A website with everything a template renders: its sections in display order and the
 * template data of its template's category (null when the owner never filled it in).
 * This is what the builder posts to the preview as UPDATE_CV_DATA and what the site host renders.
 */
export const websiteWithSections = website.extend({
  experiences: z.array(experience),
  educations: z.array(education),
  skills: z.array(skillCategory),
  projects: z.array(project),
  trainings: z.array(training),
  blog_posts: z.array(blogPost),
  template_data: z.record(z.string(), z.unknown()).nullable(),
});
export type WebsiteWithSections = z.infer<typeof websiteWithSections>;

export const subdomainInput = str(200)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, 'Use 3 to 40 lowercase letters, digits and hyphens.');

/** POST /api/websites */
export const createWebsiteInput = z.object({
  name: required(120, 'The name field is required.'),
  intro: text(300).default(''),
  description: text(5000).default(''),
  template_slug: z.string().max(60).optional(),
});
export type CreateWebsiteInput = z.input<typeof createWebsiteInput>;

/** PUT /api/websites/{id} and PATCH /api/websites/{id}/builder: the changed fields and the version they were based on. */
export const updateWebsiteInput = z.object({
  version: z.number().int().positive().max(MAX_INT),
  name: required(120, 'The name field is required.').optional(),
  intro: text(300).optional(),
  description: text(5000).optional(),
  contact: contact.optional(),
  subdomain: subdomainInput.optional(),
  status: websiteStatus.optional(),
  search_indexing: z.boolean().optional(),
  cv_download: z.boolean().optional(),
  design: websiteDesign.optional(),
});
export type UpdateWebsiteInput = z.input<typeof updateWebsiteInput>;

/** Every write to a website's sections carries the website version it was based on. */
export const versioned = z.object({ version: z.number().int().positive().max(MAX_INT) });

/** A website as the dashboard lists it: with its address and how much content it has. */
export const websiteSummary = website.extend({
  site_url: z.string().nullable(),
  sections_count: z.number().int(),
  section_counts: z.object({
    experiences: z.number().int(),
    educations: z.number().int(),
    skills: z.number().int(),
    projects: z.number().int(),
    trainings: z.number().int(),
    blog_posts: z.number().int(),
  }),
});
export type WebsiteSummary = z.infer<typeof websiteSummary>;
