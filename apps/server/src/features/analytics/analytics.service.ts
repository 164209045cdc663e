import { analyticsRangeDays, getPlan, planIncludes, type AnalyticsBreakdowns, type AnalyticsRange, type WebsiteAnalytics } from '@folio/schema';
import type { UserRow } from '../auth/auth.tables';
import { subscriptionRequired, upgradeOffer } from '../../platform/upgrade';
import type { AnalyticsQueries } from './analytics.queries';

interface Deps {
  queries: AnalyticsQueries;
  /** The user's website, or the 404 the websites service throws for anyone else's. */
  websites: { owned(user: UserRow, id: number): Promise<{ id: number }> };
  appUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * What a plan sees (platform.md section 9): pro basic analytics (views and visitors per day), premium
 * advanced ones (the breakdowns too); free none. Admins see everything, as they may use any template.
 */
export function analyticsLevel(user: Pick<UserRow, 'role' | 'current_plan'>): 'none' | 'basic' | 'advanced' {
  if (user.role === 'admin') return 'advanced';
  const plan = getPlan(user.current_plan);
  return planIncludes(plan, 'advanced_analytics') ? 'advanced' : planIncludes(plan, 'analytics') ? 'basic' : 'none';
}

/** The owner's visitor analytics of a website. Another user's website is a 404, free the spec's 403 subscription_required. */
export function createAnalyticsService({ queries, websites, appUrl }: Deps) {
  async function breakdowns(websiteId: number, from: string, to: string): Promise<AnalyticsBreakdowns> {
    const [pages, referrers, devices, countries] = await Promise.all([
      queries.topPages(websiteId, from, to),
      queries.topReferrers(websiteId, from, to),
      queries.devices(websiteId, from, to),
      queries.topCountries(websiteId, from, to),
    ]);
    return {
      pages,
      referrers: referrers.map(({ host, views }) => ({ referrer: host === '' ? 'direct' : host, views })),
      devices,
      countries: countries.map(({ country, views }) => ({ country: country === '' ? 'unknown' : country, views })),
    };
  }

  return {
    async websiteAnalytics(user: UserRow, websiteId: number, range: AnalyticsRange, now = Date.now()): Promise<WebsiteAnalytics> {
      const website = await websites.owned(user, websiteId);
      const level = analyticsLevel(user);
      if (level === 'none') throw subscriptionRequired(user, 'analytics', 'pro', appUrl);
      const days = Array.from({ length: analyticsRangeDays[range] }, (_, index) => isoDay(now - (analyticsRangeDays[range] - 1 - index) * DAY_MS));
      const [from, to] = [days[0]!, days.at(-1)!];
      const [views, visitors, details] = await Promise.all([
        queries.dailyViews(website.id, from, to),
        queries.dailyVisitors(website.id, from, to),
        level === 'advanced' ? breakdowns(website.id, from, to) : null,
      ]);
      const viewsOn = new Map(views.map((row) => [row.day, row.views]));
      const visitorsOn = new Map(visitors.map((row) => [row.day, row.visitors]));
      const series = days.map((day) => ({ day, views: viewsOn.get(day) ?? 0, visitors: visitorsOn.get(day) ?? 0 }));
      return {
        range,
        from,
        to,
        level,
        series,
        totals: {
          views: series.reduce((sum, day) => sum + day.views, 0),
          visitors: series.reduce((sum, day) => sum + day.visitors, 0),
        },
        breakdowns: details,
        // Pro is not refused: it gets its series, and what premium would add instead of the breakdowns.
        upgrade: level === 'basic' ? upgradeOffer(user, 'advanced_analytics', 'premium', appUrl) : null,
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
