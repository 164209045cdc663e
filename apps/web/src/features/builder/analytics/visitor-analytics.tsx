import type { AnalyticsBreakdowns, AnalyticsRange, SubscriptionRequiredData } from '@folio/schema';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { UpgradeCard } from '@/components/upgrade-card';
import { errorDetails } from '@/lib/api-client';
import { useWebsiteAnalytics } from '@/api/get-website-analytics';

const ViewsChart = lazy(() => import('./views-chart'));

const ranges: { value: AnalyticsRange; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];
const number = new Intl.NumberFormat();

/**
 * The owner's own visitor analytics: page views and visitors per day for a week, a month or a year
 * (pro), and where they came from (premium). A plan without them gets its upgrade card instead.
 */
export function VisitorAnalytics({ websiteId }: { websiteId: number }) {
  const [range, setRange] = useState<AnalyticsRange>('month');
  const analytics = useWebsiteAnalytics(websiteId, range);
  const required = errorDetails(analytics.error, 'subscription_required');
  const data = analytics.data;

  return (
    <section aria-labelledby="visitor-analytics" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="visitor-analytics" className="font-semibold">
            Visitor analytics
          </h3>
          <p className="text-sm text-muted-foreground">Counted without cookies: each visitor's page once a day, bots left out.</p>
        </div>
        {!required && <Segmented label="Period" value={range} onChange={setRange} options={ranges} size="sm" />}
      </div>
      {required ? (
        <UpgradeOffer data={required} title="Visitor analytics come with Pro" />
      ) : analytics.isError ? (
        <LoadError title="Visitor analytics could not be loaded" onRetry={() => void analytics.refetch()}>
          Please try again in a moment.
        </LoadError>
      ) : !data ? (
        <Skeleton className="h-72" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <Total label="Page views" value={data.totals.views} />
            <Total label="Visitors" value={data.totals.visitors} />
          </dl>
          <figure className="grid gap-2">
            <figcaption className="text-sm text-muted-foreground">
              Page views and visitors per day, {data.from} to {data.to}
            </figcaption>
            {/* Focusable: the arrow keys move the tooltip from day to day. */}
            <Suspense fallback={<Skeleton className="h-[220px]" />}>
              <ViewsChart series={data.series} />
            </Suspense>
          </figure>
          {data.breakdowns ? <Breakdowns breakdowns={data.breakdowns} /> : data.upgrade && <UpgradeOffer data={data.upgrade} title="Pages, referrers, countries and devices come with Premium" />}
        </>
      )}
    </section>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{number.format(value)}</dd>
    </div>
  );
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function Breakdowns({ breakdowns }: { breakdowns: AnalyticsBreakdowns }) {
  const referrer = (value: string) => (value === 'direct' ? 'Direct' : value === 'other' ? 'Other sites' : value);
  const country = (code: string) => (code === 'unknown' ? 'Unknown' : (regionNames.of(code) ?? code));
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <Ranking title="Top pages" rows={breakdowns.pages.map((row) => ({ label: row.path, views: row.views }))} />
      <Ranking title="Referrers" rows={breakdowns.referrers.map((row) => ({ label: referrer(row.referrer), views: row.views }))} />
      <Ranking title="Countries" rows={breakdowns.countries.map((row) => ({ label: country(row.country), views: row.views }))} />
      <Ranking title="Devices" rows={breakdowns.devices.map((row) => ({ label: row.device[0]!.toUpperCase() + row.device.slice(1), views: row.views }))} />
    </div>
  );
}

/** A list with each row's share drawn as a bar behind it. */
function Ranking({ title, rows }: { title: string; rows: { label: string; views: number }[] }) {
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <table className="h-fit w-full self-start text-sm">
      <caption className="pb-2 text-left font-medium">{title}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{title}</th>
          <th scope="col">Page views</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-1 text-muted-foreground">
              No views yet
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.label} className="relative">
              <td className="relative max-w-0 truncate py-1 pr-2" title={row.label}>
                <span className="absolute inset-y-0.5 left-0 rounded bg-primary-soft" style={{ width: `${(row.views / most) * 100}%` }} aria-hidden="true" />
                <span className="relative px-1.5">{row.label}</span>
              </td>
              <td className="w-16 py-1 text-right tabular-nums">{number.format(row.views)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function UpgradeOffer({ data, title }: { data: SubscriptionRequiredData; title: string }) {
  return (
    <UpgradeCard
      title={title}
      plan={data.required_plan === 'pro' ? 'pro' : 'premium'}
      benefits={data.upgrade_benefits}
      action={data.current_plan === 'free' ? 'Upgrade to Pro' : 'Upgrade Plan'}
      href={data.checkout_url}
    />
  );
}
