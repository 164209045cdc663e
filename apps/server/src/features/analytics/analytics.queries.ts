import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { pageViewRollups, websiteVisitors } from './analytics.tables';

/** How many pages, referrers and countries a breakdown lists. */
export const TOP_ENTRIES = 10;

type Dimension = (typeof pageViewRollups.$inferSelect)['dimension'];

/**
 * The owner's analytics over one website and a range of days (inclusive, 'YYYY-MM-DD'), read from
 * the daily rollups: each query is a range scan of one dimension of the site in the primary key
 * (website_id, dimension, day, value), so a year of a busy site adds up a few thousand rows.
 */
export function createAnalyticsQueries(db: Database) {
  const views = sql<number>`sum(${pageViewRollups.views})`.mapWith(Number);
  const inPeriod = (websiteId: number, dimension: Dimension, from: string, to: string) =>
    and(eq(pageViewRollups.website_id, websiteId), eq(pageViewRollups.dimension, dimension), between(pageViewRollups.day, from, to));

  /** The period's views per value of a dimension, most viewed first. */
  const top = (websiteId: number, dimension: Dimension, from: string, to: string, limit: number) =>
    db
      .select({ value: pageViewRollups.value, views })
      .from(pageViewRollups)
      .where(inPeriod(websiteId, dimension, from, to))
      .groupBy(pageViewRollups.value)
      .orderBy(desc(views), pageViewRollups.value)
      .limit(limit);

  return {
    /** Views per day, only days that have some. */
    async dailyViews(websiteId: number, from: string, to: string) {
      return db.select({ day: pageViewRollups.day, views: pageViewRollups.views }).from(pageViewRollups).where(inPeriod(websiteId, 'total', from, to));
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
      return (await top(websiteId, 'path', from, to, TOP_ENTRIES)).map(({ value, views }) => ({ path: value, views }));
    },

    /** The period's top referrer hosts; '' (direct) and 'other' come back as they are stored. */
    async topReferrers(websiteId: number, from: string, to: string) {
      return (await top(websiteId, 'referrer', from, to, TOP_ENTRIES)).map(({ value, views }) => ({ host: value, views }));
    },

    /** The period's top countries; '' (unknown) comes back as it is stored. */
    async topCountries(websiteId: number, from: string, to: string) {
      return (await top(websiteId, 'country', from, to, TOP_ENTRIES)).map(({ value, views }) => ({ country: value, views }));
    },

    /** The period's views per device class. */
    async devices(websiteId: number, from: string, to: string) {
      const rows = await top(websiteId, 'device', from, to, 3);
      return rows.map(({ value, views }) => ({ device: value as 'desktop' | 'tablet' | 'mobile', views }));
    },
  };
}
export type AnalyticsQueries = ReturnType<typeof createAnalyticsQueries>;
