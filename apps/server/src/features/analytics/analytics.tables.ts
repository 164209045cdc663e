import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { websites } from '../websites/websites.tables';

/**
 * Page views per site, day, page, referrer host, device class and country: counted without cookies
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
    /** The visitor's country (ISO 3166-1 alpha-2) as their address placed it when counted; '' when unknown. The address is never kept. */
    country: text('country').notNull().default(''),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.website_id, table.day, table.path, table.referrer_host, table.device, table.country] })],
);

/**
 * Each day's random salt for the visitor hashes. Yesterday's is deleted once the day is over, so a
 * hash cannot be linked to an address or to another day's hash.
 */
export const pageViewSalts = pgTable('page_view_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Who has been counted today: salted hashes of the site, page, address and browser, and of the site,
 * address and browser (never the address or the browser string themselves), so one visitor's page
 * counts once a day and one visitor counts once a day in website_visitors. Cleared day by day.
 */
export const pageViewVisitors = pgTable(
  'page_view_visitors',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/**
 * Unique visitors per site and day: a visitor counts once a day however many pages they see. Made
 * from a second salted hash (site, address and browser, no page) kept in page_view_visitors with
 * the page hashes, so it is forgotten with them and shared by the processes the same way.
 */
export const websiteVisitors = pgTable(
  'website_visitors',
  {
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitors: integer('visitors').notNull(),
  },
  // By day too: the admin dashboard counts the websites visited in a period.
  (table) => [primaryKey({ columns: [table.website_id, table.day] }), index('website_visitors_day_idx').on(table.day, table.website_id)],
);

/**
 * The owner's analytics read from here, not from page_views: each site's views per day totalled
 * ('total', value ''), per page ('path'), per referrer host ('referrer'; '' direct, 'other' beyond
 * the cap), per device class ('device') and per country ('country'; '' unknown), written in the same flush as page_views. A year of a busy
 * site is then a few thousand rows to add up instead of hundreds of thousands
 * (bench/analytics-queries.ts).
 */
export const pageViewRollups = pgTable(
  'page_view_rollups',
  {
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    dimension: text('dimension', { enum: ['total', 'path', 'referrer', 'device', 'country'] }).notNull(),
    day: date('day').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.website_id, table.dimension, table.day, table.value] })],
);
