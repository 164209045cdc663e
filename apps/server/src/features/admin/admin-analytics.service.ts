import { funnelSteps, onboardingSources, type AdminAnalytics, type FunnelStep, type OnboardingSourceName, type StatsPeriod } from '@folio/schema';
import type { TemplateCatalogue } from '../../platform/template-catalogue';
import type { AdminAnalyticsQueries } from './admin-analytics.queries';
import { bucketsOf } from './admin-dashboard.service';

const TOP_SITES = 10;
const LATEST_FAILURES = 10;
const key = (date: Date) => date.toISOString().slice(0, 10);
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** The funnel's CV steps count the sessions given a CV (of any kind); the template demo and the form leave it after its first step. */
const withoutCv: string[] = ['demo', 'form', 'none'] satisfies OnboardingSourceName[];

/**
 * Product analytics across all sites (/admin/analytics): traffic, templates, the onboarding funnel
 * and parse failures over a period bucketed as the admin dashboard's, and the blog's and custom
 * domains' counts.
 */
export function createAdminAnalyticsService({ queries, catalogue }: { queries: AdminAnalyticsQueries; catalogue: Pick<TemplateCatalogue, 'list'> }) {
  return {
    async analytics(period: StatsPeriod, now = new Date()): Promise<AdminAnalytics> {
      const { unit, starts, from } = bucketsOf(period, now);
      const fromDay = key(from);
      // Side by side: on PostgreSQL each takes a connection of the pool (PGlite runs them in turn).
      const [traffic, visitors, sessions, failures, blog, domains] = await Promise.all([
        queries.traffic(fromDay, unit, TOP_SITES),
        queries.visitors(fromDay, unit),
        queries.sessions(from),
        queries.latestFailures(from, LATEST_FAILURES),
        queries.blogPosts(from),
        queries.domains(from),
      ]);
      const top = await queries.sites(
        traffic.top.map((row) => row.website_id),
        fromDay,
      );

      const viewsIn = new Map(traffic.series.map((row) => [row.bucket, Number(row.value)]));
      const visitorsIn = new Map(visitors.map((row) => [row.bucket, Number(row.value)]));
      const series = starts.map((start) => ({ bucket: key(start), views: viewsIn.get(key(start)) ?? 0, visitors: visitorsIn.get(key(start)) ?? 0 }));

      const siteById = new Map(top.sites.map((site) => [site.id, site]));
      const visitorsOf = new Map(top.visitors.map((row) => [row.websiteId, Number(row.visitors)]));
      const topSites = traffic.top.flatMap((row) => {
        const site = siteById.get(row.website_id);
        return site ? [{ ...site, views: Number(row.views), visitors: visitorsOf.get(row.website_id) ?? 0 }] : [];
      });

      // Every template of the catalogue, and any slug still on a website that the catalogue no longer has.
      const named = new Map(catalogue.list().map((template) => [template.slug, template.name]));
      const counted = new Map(traffic.templates.map((row) => [row.slug, row]));
      const slugs = [...new Set([...named.keys(), ...counted.keys()])];
      const templateRows = slugs
        .map((slug) => {
          const row = counted.get(slug);
          return { slug, name: named.get(slug) ?? slug, websites: Number(row?.websites ?? 0), published: Number(row?.published ?? 0), views: Number(row?.views ?? 0) };
        })
        .sort((a, b) => b.websites - a.websites || b.views - a.views || a.name.localeCompare(b.name));

      const funnel = sessions.bySource;
      const parses = sessions.byFormat;
      const bySource = onboardingSources.map((source) => {
        const row = funnel.find((entry) => entry.source === source);
        return { source, started: row?.started ?? 0, parsed: row?.parsed ?? 0, websites: row?.websites ?? 0, published: row?.published ?? 0 };
      });
      const cv = funnel.filter((entry) => !withoutCv.includes(entry.source));
      const sum = (rows: typeof funnel, field: 'started' | 'cvGiven' | 'parsed' | 'websites' | 'published') => rows.reduce((total, row) => total + Number(row[field]), 0);
      const stepCounts: Record<FunnelStep, number> = {
        started: sum(funnel, 'started'),
        cv_given: sum(cv, 'cvGiven'),
        parsed: sum(cv, 'parsed'),
        website_created: sum(cv, 'websites'),
        published: sum(cv, 'published'),
      };

      return {
        period,
        bucket: unit,
        from: from.toISOString(),
        to: now.toISOString(),
        traffic: {
          views: series.reduce((total, point) => total + point.views, 0),
          visitors: series.reduce((total, point) => total + point.visitors, 0),
          sites_viewed: traffic.sites,
          series,
        },
        top_sites: topSites.map((site) => ({
          website_id: site.id,
          name: site.name,
          subdomain: site.subdomain,
          status: site.status,
          template_slug: site.template_slug,
          owner: site.owner,
          views: site.views,
          visitors: site.visitors,
        })),
        templates: templateRows,
        funnel: {
          steps: funnelSteps.map((step, index) => ({ step, count: stepCounts[step], rate: index === 0 ? null : ratio(stepCounts[step], stepCounts[funnelSteps[index - 1]!]) })),
          by_source: bySource,
        },
        parse_failures: {
          by_format: parses
            .map((row) => ({ format: row.format, uploads: row.uploads, parsed: row.parsed, failed: row.failed, failure_rate: ratio(row.failed, row.parsed + row.failed) }))
            .sort((a, b) => b.uploads - a.uploads || a.format.localeCompare(b.format)),
          latest: failures.map((row) => ({
            session_id: row.id,
            user: { id: row.userId, email: row.email },
            format: row.format ?? 'unknown',
            file_name: row.fileName,
            error: row.error,
            failed_at: row.failedAt.toISOString(),
          })),
        },
        blog: { published_in_period: blog.inPeriod, published_total: blog.total },
        domains: { active_now: domains.active, verified_in_period: domains.verified, total: domains.total },
      };
    },
  };
}
export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
