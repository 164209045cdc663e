import { and, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { getPlan } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { forbidden } from '../../platform/errors';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteService } from '../websites/websites.service';
import { pageViews } from './analytics.tables';

export const analyticsPeriods = { week: 7, month: 30, year: 365 } as const;
export type AnalyticsPeriod = keyof typeof analyticsPeriods;

/** Views of one website over a period: basic figures on pro, where they come from on premium. */
export function createAnalyticsService({ db, websites }: { db: Database; websites: WebsiteService }) {
  return {
    async report(user: UserRow, websiteId: number, period: AnalyticsPeriod) {
      const website = await websites.owned(user, websiteId);
      const level = getPlan(user.current_plan).features.analytics;
      if (level === 'none' && user.role !== 'admin') {
        throw forbidden('Analytics are part of the Pro plan. Upgrade to see who visits your portfolio.', { required_plan: 'pro', feature: 'analytics' });
      }
      const days = analyticsPeriods[period];
      const to = new Date();
      const from = new Date(to.getTime() - (days - 1) * 86400_000);
      const fromDay = from.toISOString().slice(0, 10);
      const inPeriod = and(eq(pageViews.website_id, website.id), gte(pageViews.day, fromDay));
      const views = sum(pageViews.views).mapWith(Number);
      const top = (column: typeof pageViews.path | typeof pageViews.referrer_host) =>
        db.select({ key: column, views }).from(pageViews).where(and(inPeriod, sql`${column} <> ''`)).groupBy(column).orderBy(desc(views)).limit(10);

      const [byDay, pages, referrers, devices] = await Promise.all([
        db.select({ day: pageViews.day, views }).from(pageViews).where(inPeriod).groupBy(pageViews.day),
        top(pageViews.path),
        level === 'advanced' || user.role === 'admin' ? top(pageViews.referrer_host) : Promise.resolve(undefined),
        level === 'advanced' || user.role === 'admin'
          ? db.select({ device: pageViews.device, views }).from(pageViews).where(inPeriod).groupBy(pageViews.device)
          : Promise.resolve(undefined),
      ]);
      const counts = new Map(byDay.map((row) => [row.day, row.views]));
      const series = Array.from({ length: days }, (_, index) => {
        const date = new Date(from.getTime() + index * 86400_000).toISOString().slice(0, 10);
        return { date, views: counts.get(date) ?? 0 };
      });
      return {
        period,
        from: fromDay,
        to: to.toISOString().slice(0, 10),
        total_views: series.reduce((total, day) => total + day.views, 0),
        by_day: series,
        top_pages: pages.map((row) => ({ path: row.key, views: row.views })),
        ...(referrers ? { referrers: referrers.map((row) => ({ host: row.key, views: row.views })) } : {}),
        ...(devices
          ? { devices: Object.fromEntries(['desktop', 'tablet', 'mobile'].map((device) => [device, devices.find((row) => row.device === device)?.views ?? 0])) }
          : {}),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
