import type { AdminStats, StatsPeriod } from '@folio/schema';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminStats } from '../api/admin-stats';
import { formatPercent, formatUsd, formatWholeUsd } from '../lib/format';
import { MetricCard } from './metric-card';
import { QueueHealth } from './queue-health';
import { PeriodReport } from './period-report';

const color = { primary: 'var(--primary)', success: 'var(--success)', warning: 'var(--warning)', danger: 'var(--danger)' };
const count = (value: number) => value.toLocaleString();

function Metrics({ stats }: { stats: AdminStats }) {
  const unit = stats.bucket;
  const per = unit === 'month' ? 'month' : 'day';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MetricCard title="Signups" value={count(stats.signups.total)} note={`New accounts in the period, per ${per}`} data={stats.signups.series} series={[{ key: 'value', name: 'Signups', color: color.primary }]} unit={unit} />
      <MetricCard
        title="Verified users"
        value={count(stats.verified_users.total)}
        note={`E-mail addresses verified in the period, per ${per}`}
        data={stats.verified_users.series}
        series={[{ key: 'value', name: 'Verified', color: color.success }]}
        unit={unit}
      />
      <MetricCard
        title="Active websites"
        value={count(stats.active_websites.total)}
        note={`Websites with visitors in the period, of ${count(stats.active_websites.websites_total)} in all`}
        data={stats.active_websites.series}
        series={[{ key: 'value', name: 'Websites visited', color: color.primary }]}
        unit={unit}
      />
      <MetricCard
        title="Published sites"
        value={count(stats.published_sites.total)}
        note={`Published now; the chart shows when they were published, per ${per}`}
        data={stats.published_sites.series}
        series={[{ key: 'value', name: 'Published', color: color.success }]}
        unit={unit}
        kind="bar"
      />
      <MetricCard
        title="Paying subscriptions"
        value={`${count(stats.paying_subscriptions.by_plan.pro)} Pro · ${count(stats.paying_subscriptions.by_plan.premium)} Premium`}
        note={`Paying now (no trials, no plans granted by hand); the chart shows new subscriptions per ${per}`}
        data={stats.paying_subscriptions.series}
        series={[
          { key: 'pro', name: 'Pro', color: color.primary },
          { key: 'premium', name: 'Premium', color: color.warning },
        ]}
        unit={unit}
        kind="bar"
      />
      <MetricCard
        title="MRR"
        value={formatUsd(stats.mrr.total)}
        note={`Monthly recurring revenue at the end of each ${per} (yearly plans count a twelfth)`}
        data={stats.mrr.series}
        series={[{ key: 'value', name: 'MRR', color: color.success }]}
        unit={unit}
        format={formatUsd}
        axisFormat={formatWholeUsd}
      />
      <MetricCard
        title="Churn"
        value={stats.churn.rate === null ? '—' : formatPercent(stats.churn.rate)}
        note={
          stats.churn.rate === null
            ? `No paying subscriptions at the start of the period; ${count(stats.churn.canceled)} canceled since. Cancellations per ${per}`
            : `${count(stats.churn.canceled)} canceled of ${count(stats.churn.paying_at_start)} paying at the start; cancellations per ${per}`
        }
        data={stats.churn.series}
        series={[{ key: 'value', name: 'Cancellations', color: color.danger }]}
        unit={unit}
        kind="bar"
      />
      <MetricCard
        title="CV uploads"
        value={count(stats.cv_uploads.total)}
        note={`${stats.cv_uploads.success_rate === null ? 'No parse finished yet' : `${formatPercent(stats.cv_uploads.success_rate)} parsed successfully`} (${count(stats.cv_uploads.parsed)} parsed, ${count(stats.cv_uploads.failed)} failed); uploads per ${per}`}
        data={stats.cv_uploads.series}
        series={[
          { key: 'parsed', name: 'Parsed', color: color.success },
          { key: 'failed', name: 'Failed', color: color.danger },
        ]}
        unit={unit}
        kind="bar"
      />
    </div>
  );
}

function MetricsSkeleton() {
  return (
    <div role="status" aria-label="Loading figures" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

/** /admin: the product's figures over a chosen period, and the health of the background jobs. */
export function AdminDashboard({ period, onPeriodChange }: { period: StatsPeriod; onPeriodChange: (period: StatsPeriod) => void }) {
  const stats = useAdminStats(period);
  return (
    <div className="grid gap-8">
      <PeriodReport id="figures-heading" title="Figures" period={period} onPeriodChange={onPeriodChange} query={stats} errorTitle="We couldn't load the figures" skeleton={<MetricsSkeleton />}>
        {(data) => <Metrics stats={data} />}
      </PeriodReport>
      <QueueHealth />
    </div>
  );
}
