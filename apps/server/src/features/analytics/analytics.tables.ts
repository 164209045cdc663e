import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { websites } from '../websites/websites.tables';

/**
 * Page views per site, day, page, referrer host and device class: counted without cookies
 * or any visitor identifier, bots excluded.
 */
export const pageViews = pgTable(
  'page_views',
  {
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    path: text('path').notNull(),
    /** '' for direct visits and for links within the site. */
    referrer_host: text('referrer_host').notNull(),
    device: text('device', { enum: ['desktop', 'tablet', 'mobile'] }).notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.website_id, table.day, table.path, table.referrer_host, table.device] })],
);
