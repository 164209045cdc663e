import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { blogPosts } from '../sections/sections.tables';
import { websites } from '../websites/websites.tables';

/**
 * The link preview image (og:image) each published site and each of its posts has: the stored
 * file's key, named by the hash of what it was drawn from. `subject` is 'site' or 'post:{id}'.
 */
export const linkPreviews = pgTable(
  'link_previews',
  {
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    post_id: integer('post_id').references(() => blogPosts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.website_id, table.subject] }), index('link_previews_key_idx').on(table.key)],
);
export type LinkPreviewRow = typeof linkPreviews.$inferSelect;
