import { analyticsRangeDays, getPlan, plans, upgradeBenefits, type AnalyticsBreakdowns, type AnalyticsRange, type WebsiteAnalytics } from '@folio/schema';
import type { UserRow } from '../auth/auth.tables';
import { checkoutUrl, subscriptionLimitExceeded } from '../../platform/upgrade';
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
  const plan = getPlan(user.current_plan).name;
  return plan === 'premium' ? 'advanced' : plan === 'pro' ? 'basic' : 'none';
}

/** The owner's visitor analytics of a website. Another user's website is a 404, free a 403 with the upgrade offer. */
export function createAnalyticsService({ queries, websites, appUrl }: Deps) {
  async function breakdowns(websiteId: number, from: string, to: string): Promise<AnalyticsBreakdowns> {
    const [pages, referrers, devices] = await Promise.all([queries.topPages(websiteId, from, to), queries.topReferrers(websiteId, from, to), queries.devices(websiteId, from, to)]);
    return {
      pages,
      referrers: referrers.map(({ host, views }) => ({ referrer: host === '' ? 'direct' : host, views })),
      devices,
    };
  }

  return {
    async websiteAnalytics(user: UserRow, websiteId: number, range: AnalyticsRange, now = Date.now()): Promise<WebsiteAnalytics> {
      const website = await websites.owned(user, websiteId);
      const level = analyticsLevel(user);
      if (level === 'none') {
        throw subscriptionLimitExceeded(user.current_plan, {
          appUrl,
          // Worded without the feature's name until it joins the plans table with its screens (plans.ts).
          message: 'Views and visitors of your website come with the Pro plan. Upgrade to see how many people visit it.',
          currentCount: 0,
          limit: 0,
          isOnTrial: false,
        });
      }
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
        upgrade:
          level === 'basic'
            ? {
                suggested_plan: 'premium',
                checkout_url: checkoutUrl(appUrl, 'premium'),
                upgrade_benefits: upgradeBenefits(plans.premium),
                message: 'Top pages, referrers and devices come with the Premium plan.',
              }
            : null,
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
