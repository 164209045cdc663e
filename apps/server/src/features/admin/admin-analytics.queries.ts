import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { pageViewRollups, websiteVisitors } from '../analytics/analytics.tables';
import { users } from '../auth/auth.tables';
import { customDomains } from '../domains/domains.tables';
import { onboardingSessions } from '../onboarding/onboarding.tables';
import { blogPosts } from '../sections/sections.tables';
import { websites } from '../websites/websites.tables';
import { bucketOf, type BucketUnit } from './admin-dashboard.queries';

const visitors = sql<number>`coalesce(sum(${websiteVisitors.visitors}), 0)::int`;
const int = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

const s = onboardingSessions;
/** Where a session began: its CV's kind, else the path chosen without one (see onboardingSources). */
const sourceOf = sql<string>`case when ${s.source} is not null then ${s.source}->>'kind' when ${s.path} = 'template' then 'demo' when ${s.path} = 'scratch' then 'form' else 'none' end`;
/** A CV file's format as the upload detected it (older rows: the file name's extension); pasted text is 'pasted'; null for anything else. */
const formatOf = sql<string | null>`case when ${s.source}->>'kind' = 'text' then 'pasted' when ${s.source}->>'kind' = 'file' then coalesce(nullif(lower(${s.source}->>'format'), ''), lower(substring(${s.source}->>'file_name' from '\\.([A-Za-z0-9]{1,8})$')), 'unknown') end`;
const parsed = sql`${s.parsed_cv} is not null`;
/** Failed while parsing (a failed template match keeps its parsed CV, and is not a parse failure). */
const parseFailed = sql`${s.job_state} = 'failed' and ${s.parsed_cv} is null`;
/** The form makes its website without telling the session: a website of the same user made after the session began stands for it. */
const formWebsite = (published: boolean) =>
  sql`${s.source} is null and ${s.path} = 'scratch' and exists (select 1 from ${websites} f where f.user_id = ${s.user_id} and f.created_at >= ${s.created_at}${published ? sql` and f.status = 'published'` : sql``})`;

interface TrafficRow {
  series: Array<{ bucket: string; value: number }>;
  sites: number;
  top: Array<{ website_id: number; views: number }>;
  templates: Array<{ slug: string; websites: number; published: number; views: number }>;
}

/**
 * /admin/analytics's SQL: page views from the daily rollups ('total' rows), visitors from
 * website_visitors, the onboarding funnel and parse outcomes from onboarding_sessions (created in
 * the period), templates from websites, and the blog's and custom domains' counts.
 */
export function createAdminAnalyticsQueries(db: Database) {
  return {
    /**
     * Views of every site per bucket, the sites viewed, the most viewed, and websites and views per
     * template, in one statement: the period's 'total' rollups are read once (grouped both by site
     * and by bucket, a range of page_view_rollups_total_day_idx), and websites once (see
     * bench/admin-lists.ts for what that costs).
     */
    async traffic(fromDay: string, unit: BucketUnit, top: number) {
      const bucket = unit === 'day' ? sql`r.day` : sql`date_trunc('month', r.day::timestamp)`;
      const result: unknown = await db.execute(sql`
        with per as materialized (
          select r.website_id, ${bucket} as bucket, sum(r.views)::int as views, grouping(r.website_id) as by_bucket
          from ${pageViewRollups} r
          where r.dimension = 'total' and r.day >= ${fromDay}::date
          group by grouping sets ((r.website_id), (${bucket}))
        ),
        sites as (select website_id, views from per where by_bucket = 0),
        per_template as (
          select w.template_slug as slug, count(*)::int as websites, (count(*) filter (where w.status = 'published'))::int as published, coalesce(sum(s.views), 0)::int as views
          from ${websites} w left join sites s on s.website_id = w.id
          group by w.template_slug
        )
        select
          (select coalesce(json_agg(json_build_object('bucket', to_char(bucket, 'YYYY-MM-DD'), 'value', views)), '[]') from per where by_bucket = 1) as series,
          (select count(*)::int from sites) as sites,
          (select coalesce(json_agg(json_build_object('website_id', website_id, 'views', views) order by views desc, website_id), '[]')
             from (select website_id, views from sites order by views desc, website_id limit ${top}) best) as top,
          (select coalesce(json_agg(json_build_object('slug', slug, 'websites', websites, 'published', published, 'views', views)), '[]') from per_template) as templates
      `);
      // Both drivers answer a raw statement with its rows; json columns arrive parsed.
      const [row] = (result as { rows: TrafficRow[] }).rows;
      return { series: row?.series ?? [], sites: Number(row?.sites ?? 0), top: row?.top ?? [], templates: row?.templates ?? [] };
    },

    /** Visitors per bucket: each site's unique visitors of a day, added up. */
    visitors(fromDay: string, unit: BucketUnit) {
      const bucket = bucketOf(websiteVisitors.day, unit, true);
      return db.select({ bucket: bucket.name, value: visitors }).from(websiteVisitors).where(gte(websiteVisitors.day, fromDay)).groupBy(bucket.group);
    },

    /** The given sites (the most viewed), with their owners and the period's visitors. */
    async sites(ids: number[], fromDay: string) {
      if (ids.length === 0) return { sites: [], visitors: [] };
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
      return { sites, visitors: seen };
    },

    /**
     * Onboarding sessions started since `from`, read once and grouped two ways: by source (how far
     * each got: the funnel), and by format for the CVs given as a file or pasted (parsed, failed).
     */
    async sessions(from: Date) {
      const rows = await db
        .select({
          byFormat: sql<number>`grouping(${sourceOf})`,
          source: sourceOf,
          format: formatOf,
          started: count(),
          cvGiven: int(sql`${s.source} is not null`),
          parsed: int(parsed),
          failed: int(parseFailed),
          websites: int(sql`${s.website_id} is not null or ${formWebsite(false)}`),
          published: int(sql`${websites.status} = 'published' or ${formWebsite(true)}`),
        })
        .from(s)
        .leftJoin(websites, eq(websites.id, s.website_id))
        .where(gte(s.created_at, from))
        .groupBy(sql`grouping sets ((${sourceOf}), (${formatOf}))`);
      return {
        bySource: rows.filter((row) => Number(row.byFormat) === 0),
        byFormat: rows.filter((row) => Number(row.byFormat) === 1 && row.format !== null).map((row) => ({ format: row.format!, uploads: row.started, parsed: row.parsed, failed: row.failed })),
      };
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
