import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { pageViews, websiteVisitors } from './analytics.tables';

/** How many pages and referrers a breakdown lists. */
export const TOP_ENTRIES = 10;

/**
 * The owner's analytics over one website and a range of days (inclusive, 'YYYY-MM-DD'). Every query
 * is a range scan of the primary key (website_id, day, ...), so it reads only the site's rows of the period.
 */
export function createAnalyticsQueries(db: Database) {
  const views = sql<number>`sum(${pageViews.views})`.mapWith(Number);
  const inPeriod = (websiteId: number, from: string, to: string) => and(eq(pageViews.website_id, websiteId), between(pageViews.day, from, to));

  return {
    /** Views per day, only days that have some. */
    async dailyViews(websiteId: number, from: string, to: string) {
      return db.select({ day: pageViews.day, views }).from(pageViews).where(inPeriod(websiteId, from, to)).groupBy(pageViews.day);
    },

    /** Unique visitors per day, only days that have some. */
    async dailyVisitors(websiteId: number, from: string, to: string) {
      return db
        .select({ day: websiteVisitors.day, visitors: websiteVisitors.visitors })
        .from(websiteVisitors)
        .where(and(eq(websiteVisitors.website_id, websiteId), between(websiteVisitors.day, from, to)));
    },

    /** The most viewed pages of the period. */
    async topPages(websiteId: number, from: string, to: string) {
      return db
        .select({ path: pageViews.path, views })
        .from(pageViews)
        .where(inPeriod(websiteId, from, to))
        .groupBy(pageViews.path)
        .orderBy(desc(views), pageViews.path)
        .limit(TOP_ENTRIES);
    },

    /** The period's top referrer hosts; '' (direct) and 'other' come back as they are stored. */
    async topReferrers(websiteId: number, from: string, to: string) {
      return db
        .select({ host: pageViews.referrer_host, views })
        .from(pageViews)
        .where(inPeriod(websiteId, from, to))
        .groupBy(pageViews.referrer_host)
        .orderBy(desc(views), pageViews.referrer_host)
        .limit(TOP_ENTRIES);
    },

    /** The period's views per device class. */
    async devices(websiteId: number, from: string, to: string) {
      return db
        .select({ device: pageViews.device, views })
        .from(pageViews)
        .where(inPeriod(websiteId, from, to))
        .groupBy(pageViews.device)
        .orderBy(desc(views), pageViews.device);
    },
  };
}
export type AnalyticsQueries = ReturnType<typeof createAnalyticsQueries>;
