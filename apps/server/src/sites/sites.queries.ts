import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { planNames, plans, servedStatuses } from '@folio/schema';
import type { Database } from '../platform/db/client';
import { pageViewRollups, pageViewSalts, pageViews, pageViewVisitors, websiteVisitors } from '../features/analytics/analytics.tables';
import { users } from '../features/auth/auth.tables';
import { customDomains } from '../features/domains/domains.tables';
import { websites, type WebsiteRow } from '../features/websites/websites.tables';

/** The plans whose owners' custom domains are served (the others' are suspended until they upgrade again). */
const plansWithDomains = planNames.filter((plan) => plans[plan].limits.custom_domains !== 0);

export type PageViewRow = typeof pageViews.$inferInsert;
export type VisitorCountRow = typeof websiteVisitors.$inferInsert;
export type RollupRow = typeof pageViewRollups.$inferInsert;

/** The site host's SQL: which website a subdomain names (and its custom domain), the website to render, the views it counted. */
export function createSiteQueries(db: Database) {
  return {
    async siteAt(subdomain: string) {
      // The site's own domain, when it has one that Folio serves: its pages' canonical address.
      const customDomain = sql<string | null>`(select ${customDomains.domain} from ${customDomains} where ${customDomains.website_id} = ${websites.id} and ${inArray(customDomains.status, [...servedStatuses])} order by (${customDomains.status} = 'active') desc, ${customDomains.id} limit 1)`;
      const [row] = await db
        .select({ websiteId: websites.id, userId: websites.user_id, status: websites.status, searchIndexing: websites.search_indexing, cvDownload: websites.cv_download, plan: users.current_plan, role: users.role, version: websites.version, customDomain })
        .from(websites)
        // A deactivated owner's sites are not served (404) until an admin activates the account again.
        .innerJoin(users, and(eq(users.id, websites.user_id), isNull(users.deactivated_at)))
        // A suspended site is not served either (an admin's moderation).
        .where(and(eq(websites.subdomain, subdomain), isNull(websites.suspended_at)));
      return row;
    },

    /** Every custom domain the site host serves (or one website's), with its website's subdomain (the site it shows). */
    servedDomains: (websiteId?: number) =>
      db
        .select({ domain: customDomains.domain, websiteId: websites.id, subdomain: websites.subdomain, forceHttps: customDomains.force_https, redirectWww: customDomains.redirect_www })
        .from(customDomains)
        .innerJoin(websites, eq(websites.id, customDomains.website_id))
        // A deactivated owner's domains are not served either.
        .innerJoin(users, and(eq(users.id, websites.user_id), isNull(users.deactivated_at)))
        .where(
          and(
            inArray(customDomains.status, [...servedStatuses]),
            isNotNull(websites.subdomain),
            isNull(websites.suspended_at),
            or(inArray(users.current_plan, plansWithDomains), eq(users.role, 'admin')),
            websiteId === undefined ? undefined : eq(websites.id, websiteId),
          ),
        ),

    async website(id: number): Promise<WebsiteRow | undefined> {
      const [row] = await db.select().from(websites).where(eq(websites.id, id));
      return row;
    },

    /** The salts of the given days, each made once (by whichever process asks first) and then shared. */
    async salts(days: Array<{ day: string; salt: string }>): Promise<Map<string, string>> {
      await db.insert(pageViewSalts).values(days).onConflictDoNothing();
      const rows = await db.select().from(pageViewSalts).where(inArray(pageViewSalts.day, days.map(({ day }) => day)));
      return new Map(rows.map((row) => [row.day, row.salt]));
    },

    /** Forgets the salts and visitor hashes of days before `day`. */
    async forgetVisitorsBefore(day: string) {
      await db.delete(pageViewVisitors).where(lt(pageViewVisitors.day, day));
      await db.delete(pageViewSalts).where(lt(pageViewSalts.day, day));
    },

    /** Records visitor hashes; returns those not seen before (the views to count). */
    async newVisitors(day: string, visitors: string[]): Promise<Set<string>> {
      if (visitors.length === 0) return new Set();
      const fresh = await db
        .insert(pageViewVisitors)
        .values(visitors.map((visitor) => ({ day, visitor })))
        .onConflictDoNothing()
        .returning({ visitor: pageViewVisitors.visitor });
      return new Set(fresh.map((row) => row.visitor));
    },

    /** The referrer hosts each website already has on a day. */
    async referrerHosts(day: string, websiteIds: number[]) {
      if (websiteIds.length === 0) return [];
      return db
        .selectDistinct({ websiteId: pageViews.website_id, host: pageViews.referrer_host })
        .from(pageViews)
        .where(and(eq(pageViews.day, day), inArray(pageViews.website_id, websiteIds)));
    },

    /** Adds fresh visitors to each (website, day) count, in one statement. */
    async addVisitors(rows: VisitorCountRow[]) {
      await db
        .insert(websiteVisitors)
        .values(rows)
        .onConflictDoUpdate({
          target: [websiteVisitors.website_id, websiteVisitors.day],
          set: { visitors: sql`${websiteVisitors.visitors} + excluded.visitors` },
        });
    },

    /** Adds views to each (website, dimension, day, value) rollup, in one statement. */
    async addRollups(rows: RollupRow[]) {
      await db
        .insert(pageViewRollups)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViewRollups.website_id, pageViewRollups.dimension, pageViewRollups.day, pageViewRollups.value],
          set: { views: sql`${pageViewRollups.views} + excluded.views` },
        });
    },

    /** Adds views to each (website, day, path, referrer, device, country) count, in one statement. */
    async addPageViews(rows: PageViewRow[]) {
      await db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.website_id, pageViews.day, pageViews.path, pageViews.referrer_host, pageViews.device, pageViews.country],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    },
  };
}
