import type { AdminAnalytics, StatsPeriod } from '@folio/schema';
import { Eye, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminAnalytics } from '../api/admin-analytics';
import { DataTable, NoData } from './data-table';
import { MetricCard } from './metric-card';
import { OnboardingFunnel } from './onboarding-funnel';
import { ParseFailures } from './parse-failures';
import { PeriodReport } from './period-report';

const count = (value: number) => value.toLocaleString();
const link = 'font-medium text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring';
const bucketLabel = (bucket: string, unit: 'day' | 'month') =>
  new Date(`${bucket}T00:00:00Z`).toLocaleDateString(undefined, unit === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' });

/** Views and visitors per day or month as a chart, the same figures as a table, and the most viewed sites. */
function Traffic({ data }: { data: AdminAnalytics }) {
  const { traffic, bucket: unit } = data;
  const per = unit === 'month' ? 'month' : 'day';
  return (
    <div className="grid gap-4">
      {traffic.views === 0 && traffic.visitors === 0 ? (
        <Card className="p-5">
          <NoData icon={Eye} title="No page views yet in this period">
            Published sites count their visitors (no cookies, bots left out); views appear here once someone visits one.
          </NoData>
        </Card>
      ) : (
        <>
          <MetricCard
            title="Page views"
            value={count(traffic.views)}
            note={`${count(traffic.visitors)} ${traffic.visitors === 1 ? 'visitor' : 'visitors'} (unique on one site for one day, added up) across ${count(traffic.sites_viewed)} ${traffic.sites_viewed === 1 ? 'site' : 'sites'}; per ${per}`}
            data={traffic.series}
            series={[
              { key: 'views', name: 'Views', color: 'var(--primary)' },
              { key: 'visitors', name: 'Visitors', color: 'var(--success)' },
            ]}
            unit={unit}
          />
          <details className="group rounded-lg border bg-card px-4 py-3 text-sm">
            <summary className="cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-ring">Views and visitors per {per}, as a table</summary>
            <DataTable
              className="mt-3 max-h-96 overflow-y-auto"
              caption={`Page views and visitors per ${per}`}
              rows={[...traffic.series].reverse()}
              rowKey={(row) => row.bucket}
              columns={[
                { header: unit === 'month' ? 'Month' : 'Day', cell: (row) => bucketLabel(row.bucket, unit) },
                { header: 'Views', numeric: true, cell: (row) => count(row.views) },
                { header: 'Visitors', numeric: true, cell: (row) => count(row.visitors) },
              ]}
            />
          </details>
        </>
      )}
      <Card className="grid gap-3 p-5">
        <h3 className="text-sm font-semibold">Most viewed sites</h3>
        {data.top_sites.length === 0 ? (
          <p className="text-sm text-muted-foreground">No site has been viewed in this period yet.</p>
        ) : (
          <DataTable
            caption="The most viewed sites of the period"
            rows={data.top_sites}
            rowKey={(row) => String(row.website_id)}
            columns={[
              {
                header: 'Site and owner',
                wrap: true,
                cell: (row) => (
                  <div className="grid gap-0.5">
                    <Link to={paths.admin.websites.getHref({ search: row.subdomain ?? row.name })} className={link}>
                      {row.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      by{' '}
                      <Link to={paths.admin.user.getHref(row.owner.id)} className="text-primary-text underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring">
                        {row.owner.name}
                      </Link>
                    </span>
                  </div>
                ),
              },
              { header: 'Views', numeric: true, cell: (row) => count(row.views) },
              { header: 'Visitors', numeric: true, cell: (row) => count(row.visitors) },
            ]}
          />
        )}
      </Card>
    </div>
  );
}

/** Websites per template now (all and published) and each template's views in the period. */
function Templates({ templates }: { templates: AdminAnalytics['templates'] }) {
  const used = templates.filter((row) => row.websites > 0 || row.views > 0);
  return (
    <section aria-labelledby="templates-heading" className="grid gap-3">
      <h2 id="templates-heading" className="text-lg font-semibold tracking-tight">
        Top templates
      </h2>
      <Card className="grid gap-3 p-5">
        <p className="text-sm text-muted-foreground">Websites using each template now, all and published, and their page views in the period. Templates no website uses are left out.</p>
        {used.length === 0 ? (
          <NoData icon={LayoutTemplate} title="No website has been created yet" />
        ) : (
          <DataTable
            caption="Websites and views per template"
            rows={used}
            rowKey={(row) => row.slug}
            columns={[
              {
                header: 'Template',
                cell: (row) => (
                  <Link to={paths.admin.websites.getHref({ template: row.slug })} className={link}>
                    {row.name}
                  </Link>
                ),
              },
              { header: 'Websites', numeric: true, cell: (row) => count(row.websites) },
              { header: 'Published', numeric: true, cell: (row) => count(row.published) },
              { header: 'Views', numeric: true, cell: (row) => count(row.views) },
            ]}
          />
        )}
      </Card>
    </section>
  );
}

function Count({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-background px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{count(value)}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

function BlogAndDomains({ data }: { data: AdminAnalytics }) {
  return (
    <section aria-labelledby="blog-domains-heading" className="grid gap-3">
      <h2 id="blog-domains-heading" className="text-lg font-semibold tracking-tight">
        Blog posts and custom domains
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Count label="Posts published" value={data.blog.published_in_period} note="In the period (scheduled ones once due)" />
        <Count label="Posts readable now" value={data.blog.published_total} note="Published or due, on every site" />
        <Count label="Custom domains active" value={data.domains.active_now} note={`Serving a site with a certificate now, of ${count(data.domains.total)} added`} />
        <Count label="Domains verified" value={data.domains.verified_in_period} note="Verified in the period" />
      </dl>
    </section>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="grid gap-4">
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

/** /admin/analytics: product analytics across all sites over a chosen period. */
export function ProductAnalytics({ period, onPeriodChange }: { period: StatsPeriod; onPeriodChange: (period: StatsPeriod) => void }) {
  const analytics = useAdminAnalytics(period);
  return (
    <div className="grid gap-8">
      <PeriodReport id="traffic-heading" title="Traffic" period={period} onPeriodChange={onPeriodChange} query={analytics} errorTitle="We couldn't load the analytics" skeleton={<AnalyticsSkeleton />}>
        {(data) => <Traffic data={data} />}
      </PeriodReport>
      {analytics.data && !analytics.isError && (
        <>
          <Templates templates={analytics.data.templates} />
          <OnboardingFunnel funnel={analytics.data.funnel} />
          <ParseFailures parses={analytics.data.parse_failures} />
          <BlogAndDomains data={analytics.data} />
        </>
      )}
    </div>
  );
}
