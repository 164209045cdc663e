import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnalyticsConfig, Contact, WebsiteDesign } from '@folio/schema';
import { users } from '../auth/auth.tables';

/** The aggregate: a portfolio website. Its sections are rows owned by it. */
export const websites = pgTable(
  'websites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    description: text('description').notNull().default(''),
    subdomain: text('subdomain'),
    domain: text('domain'),
    contact: jsonb('contact').$type<Contact>().notNull(),
    flat_picture: text('flat_picture'),
    status: text('status', { enum: ['draft', 'private', 'published'] }).notNull().default('draft'),
    /** Off: the published site asks search engines not to index it (noindex) and has no sitemap. */
    search_indexing: boolean('search_indexing').notNull().default(true),
    template_slug: text('template_slug').notNull().default('modern'),
    analytics_enabled: boolean('analytics_enabled').notNull().default(false),
    google_analytics_id: text('google_analytics_id'),
    custom_analytics_code: text('custom_analytics_code'),
    analytics_config: jsonb('analytics_config').$type<AnalyticsConfig>().notNull(),
    /** On: the published site links to a PDF of the CV ("Download CV"). */
    cv_download: boolean('cv_download').notNull().default(false),
    /** The owner's design choices (accent, font pairing, theme, section order and visibility); read with readDesign, so {} is "all the template's". */
    design: jsonb('design').$type<Partial<WebsiteDesign>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    /** When the site last became published; set by a database trigger (migration 0015) on every path that publishes. */
    published_at: timestamp('published_at', { withTimezone: true }),
    /** Set by an admin for a site that breaks the terms: not served on any address, and not publishable, until lifted. */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('websites_subdomain_idx').on(table.subdomain),
    index('websites_user_idx').on(table.user_id),
    index('websites_created_idx').on(table.created_at),
    // The admin dashboard's published sites: how many, and when each was published.
    index('websites_published_idx').on(table.published_at).where(sql`${table.status} = 'published'`),
    // The admin websites search matches '%term%': trigram indexes (pg_trgm, migration 0020).
    index('websites_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`).with({ fastupdate: false }),
    index('websites_subdomain_trgm_idx').using('gin', table.subdomain.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);
export type WebsiteRow = typeof websites.$inferSelect;

/** The subdomains of deleted accounts, held back until available_at so no one else takes over their links at once. */
export const retiredSubdomains = pgTable(
  'retired_subdomains',
  {
    subdomain: text('subdomain').primaryKey(),
    available_at: timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('retired_subdomains_available_idx').on(table.available_at)],
);
