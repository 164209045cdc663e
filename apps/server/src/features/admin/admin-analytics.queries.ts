import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { pageViewRollups, websiteVisitors } from '../analytics/analytics.tables';
import { users } from '../auth/auth.tables';
import { customDomains } from '../domains/domains.tables';
import { onboardingSessions } from '../onboarding/onboarding.tables';
import { blogPosts } from '../sections/sections.tables';
import { websites } from '../websites/websites.tables';
import { bucketOf, type BucketUnit } from './admin-dashboard.queries';

const views = sql<number>`coalesce(sum(${pageViewRollups.views}), 0)::int`;
const visitors = sql<number>`coalesce(sum(${websiteVisitors.visitors}), 0)::int`;
const int = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

const s = onboardingSessions;
/** Where a session began: its CV's kind, else the path chosen without one (see onboardingSources). */
const sourceOf = sql<string>`case when ${s.source} is not null then ${s.source}->>'kind' when ${s.path} = 'template' then 'demo' when ${s.path} = 'scratch' then 'form' else 'none' end`;
/** A CV file's format as the upload detected it (older rows: the file name's extension); pasted text is 'pasted'. */
const formatOf = sql<string>`case when ${s.source}->>'kind' = 'text' then 'pasted' else coalesce(nullif(lower(${s.source}->>'format'), ''), lower(substring(${s.source}->>'file_name' from '\\.([A-Za-z0-9]{1,8})$')), 'unknown') end`;
const parsed = sql`${s.parsed_cv} is not null`;
/** Failed while parsing (a failed template match keeps its parsed CV, and is not a parse failure). */
const parseFailed = sql`${s.job_state} = 'failed' and ${s.parsed_cv} is null`;
/** The form makes its website without telling the session: a website of the same user made after the session began stands for it. */
const formWebsite = (published: boolean) =>
  sql`${s.source} is null and ${s.path} = 'scratch' and exists (select 1 from ${websites} f where f.user_id = ${s.user_id} and f.created_at >= ${s.created_at}${published ? sql` and f.status = 'published'` : sql``})`;

/**
 * /admin/analytics's SQL: page views from the daily rollups ('total' rows), visitors from
 * website_visitors, the onboarding funnel and parse outcomes from onboarding_sessions (created in
 * the period), templates from websites, and the blog's and custom domains' counts.
 */
export function createAdminAnalyticsQueries(db: Database) {
  const rollupsSince = (fromDay: string) => and(eq(pageViewRollups.dimension, 'total'), gte(pageViewRollups.day, fromDay));

  return {
    /** Views of every site per bucket, and the period's total and sites viewed. */
    async views(fromDay: string, unit: BucketUnit) {
      const bucket = bucketOf(pageViewRollups.day, unit, true);
      const series = await db.select({ bucket: bucket.name, value: views }).from(pageViewRollups).where(rollupsSince(fromDay)).groupBy(bucket.group);
      const [total] = await db.select({ sites: sql<number>`count(distinct ${pageViewRollups.website_id})::int` }).from(pageViewRollups).where(rollupsSince(fromDay));
      return { series, sites: total?.sites ?? 0 };
    },

    /** Visitors per bucket: each site's unique visitors of a day, added up. */
    visitors(fromDay: string, unit: BucketUnit) {
      const bucket = bucketOf(websiteVisitors.day, unit, true);
      return db.select({ bucket: bucket.name, value: visitors }).from(websiteVisitors).where(gte(websiteVisitors.day, fromDay)).groupBy(bucket.group);
    },

    /** The most viewed sites of the period, with their owners and visitors. */
    async topSites(fromDay: string, limit: number) {
      const top = await db
        .select({ websiteId: pageViewRollups.website_id, views })
        .from(pageViewRollups)
        .where(rollupsSince(fromDay))
        .groupBy(pageViewRollups.website_id)
        .orderBy(desc(views), pageViewRollups.website_id)
        .limit(limit);
      const ids = top.map((row) => row.websiteId);
      if (ids.length === 0) return [];
      const sites = await db
        .select({
          id: websites.id,
          name: websites.name,
          subdomain: websites.subdomain,
          status: websites.status,
          template_slug: websites.template_slug,
          owner: { id: users.id, name: users.name, email: users.email },
        })
        .from(websites)
        .innerJoin(users, eq(users.id, websites.user_id))
        .where(inArray(websites.id, ids));
      const seen = await db
        .select({ websiteId: websiteVisitors.website_id, visitors })
        .from(websiteVisitors)
        .where(and(inArray(websiteVisitors.website_id, ids), gte(websiteVisitors.day, fromDay)))
        .groupBy(websiteVisitors.website_id);
      const byId = new Map(sites.map((site) => [site.id, site]));
      const visitorsOf = new Map(seen.map((row) => [row.websiteId, row.visitors]));
      return top.flatMap((row) => {
        const site = byId.get(row.websiteId);
        return site ? [{ ...site, views: row.views, visitors: visitorsOf.get(row.websiteId) ?? 0 }] : [];
      });
    },

    /** Websites per template now (all, published), and the period's views per template. */
    async templates(fromDay: string) {
      const counts = await db
        .select({ slug: websites.template_slug, websites: count(), published: int(sql`${websites.status} = 'published'`) })
        .from(websites)
        .groupBy(websites.template_slug);
      const viewed = await db
        .select({ slug: websites.template_slug, views })
        .from(pageViewRollups)
        .innerJoin(websites, eq(websites.id, pageViewRollups.website_id))
        .where(rollupsSince(fromDay))
        .groupBy(websites.template_slug);
      return { counts, viewed };
    },

    /** Onboarding sessions started since `from`, by source: how far each got. */
    funnel(from: Date) {
      return db
        .select({
          source: sourceOf,
          started: count(),
          cvGiven: int(sql`${s.source} is not null`),
          parsed: int(parsed),
          websites: int(sql`${s.website_id} is not null or ${formWebsite(false)}`),
          published: int(sql`${websites.status} = 'published' or ${formWebsite(true)}`),
        })
        .from(s)
        .leftJoin(websites, eq(websites.id, s.website_id))
        .where(gte(s.created_at, from))
        .groupBy(sourceOf);
    },

    /** CVs sent since `from` (files and pasted text), by format: parsed and failed. */
    parsesByFormat(from: Date) {
      return db
        .select({ format: formatOf, uploads: count(), parsed: int(parsed), failed: int(parseFailed) })
        .from(s)
        .where(and(gte(s.created_at, from), sql`${s.source}->>'kind' in ('file', 'text')`))
        .groupBy(formatOf);
    },

    /** The latest parse failures of sessions started since `from`, with their errors. */
    latestFailures(from: Date, limit: number) {
      return db
        .select({
          id: s.id,
          userId: s.user_id,
          email: users.email,
          format: formatOf,
          fileName: sql<string | null>`${s.source}->>'file_name'`,
          error: s.error,
          failedAt: s.updated_at,
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.user_id))
        .where(and(eq(s.job_state, 'failed'), sql`${s.parsed_cv} is null`, gte(s.created_at, from), sql`${s.source}->>'kind' in ('file', 'text')`))
        .orderBy(desc(s.updated_at), desc(s.id))
        .limit(limit);
    },

    /** Posts visitors can read now (published, or scheduled and due): in all, and published since `from`. */
    async blogPosts(from: Date) {
      const readable = sql`(${blogPosts.status} = 'published' or (${blogPosts.status} = 'scheduled' and ${blogPosts.published_at} <= now()))`;
      const [row] = await db
        .select({ total: count(), inPeriod: int(sql`${blogPosts.published_at} >= ${from.toISOString()}::timestamptz`) })
        .from(blogPosts)
        .where(readable);
      return { total: row?.total ?? 0, inPeriod: row?.inPeriod ?? 0 };
    },

    /** Custom domains: active now (verified, with a certificate), verified since `from`, and in all. */
    async domains(from: Date) {
      const [row] = await db
        .select({ total: count(), active: int(sql`${customDomains.status} = 'active'`), verified: int(sql`${customDomains.verified_at} >= ${from.toISOString()}::timestamptz`) })
        .from(customDomains);
      return { total: row?.total ?? 0, active: row?.active ?? 0, verified: row?.verified ?? 0 };
    },
  };
}
export type AdminAnalyticsQueries = ReturnType<typeof createAdminAnalyticsQueries>;
