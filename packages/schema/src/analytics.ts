import { z } from 'zod';
import { subscriptionRequiredData } from './api-error';

/** The periods the owner's analytics cover, each ending today (UTC): 7, 30 and 365 days. */
export const analyticsRange = z.enum(['week', 'month', 'year']);
export type AnalyticsRange = z.infer<typeof analyticsRange>;
export const analyticsRangeDays: Record<AnalyticsRange, number> = { week: 7, month: 30, year: 365 };

export const analyticsQuery = z.object({ range: analyticsRange.default('month') });

const count = z.number().int().nonnegative();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of the series: page views (a visitor's page once a day) and unique visitors (once a day per site). */
export const analyticsDay = z.object({ day: isoDay, views: count, visitors: count });
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/**
 * Premium's breakdowns of the period's views. A referrer is a host, or 'direct' (no referrer, a link
 * within the site, or no public host) or 'other' (hosts beyond the day's cap); real hosts always
 * have a dot, so neither can be mistaken for one. A country is its ISO 3166-1 alpha-2 code, or
 * 'unknown' for views from addresses no country is known for.
 */
export const analyticsBreakdowns = z.object({
  pages: z.array(z.object({ path: z.string(), views: count })),
  referrers: z.array(z.object({ referrer: z.string(), views: count })),
  devices: z.array(z.object({ device: z.enum(['desktop', 'tablet', 'mobile']), views: count })),
  countries: z.array(z.object({ country: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal('unknown')]), views: count })),
});
export type AnalyticsBreakdowns = z.infer<typeof analyticsBreakdowns>;


export const websiteAnalytics = z.object({
  range: analyticsRange,
  from: isoDay,
  to: isoDay,
  /** basic: the series and totals (pro); advanced: the breakdowns too (premium). */
  level: z.enum(['basic', 'advanced']),
  /** Every day of the period, oldest first; a day without views is there with zeros. */
  series: z.array(analyticsDay),
  /** visitors is the sum of the days' unique visitors: one person on two days counts twice. */
  totals: z.object({ views: count, visitors: count }),
  /** null below premium. */
  breakdowns: analyticsBreakdowns.nullable(),
  /** On pro, what premium adds (feature advanced_analytics, the details of a 403 subscription_required); null on premium. */
  upgrade: subscriptionRequiredData.nullable(),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalytics>;
