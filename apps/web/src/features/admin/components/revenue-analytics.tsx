import type { RevenueAnalytics, StatsPeriod } from '@folio/schema';
import { CircleDollarSign } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRevenueAnalytics } from '../api/admin-revenue';
import { formatCents, formatCompactUsd, formatPercent, formatUsd } from '../lib/format';
import { MetricCard } from './metric-card';
import { PeriodReport } from './period-report';

const color = { primary: 'var(--primary)', success: 'var(--success)', warning: 'var(--warning)', danger: 'var(--danger)' };
const dollars = (cents: number) => cents / 100;
const count = (value: number) => value.toLocaleString();
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** Whether anything ever brought revenue or changed a subscription (else the screen says so plainly). */
const hasHistory = (revenue: RevenueAnalytics) =>
  revenue.series.some((point) => point.mrr_cents > 0) || Object.values(revenue.count_totals).some((value) => value > 0) || revenue.trials.ended > 0;

function Headline({ revenue }: { revenue: RevenueAnalytics }) {
  const { current } = revenue;
  const figures: Array<[string, string, string]> = [
    ['MRR', formatCents(current.mrr_cents), 'Monthly recurring revenue now'],
    ['ARR', formatCents(current.arr_cents), 'MRR × 12'],
    ['Paying subscriptions', count(current.paying), 'Paid, out of any trial, not canceled'],
    ['ARPU', current.arpu_cents === null ? '—' : formatCents(current.arpu_cents), 'MRR per paying subscription'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(([term, value, note]) => (
        <Card key={term} className="grid content-start gap-1 p-5">
          <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]">{value}</dd>
          <dd className="text-xs text-muted-foreground">{note}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Charts({ revenue }: { revenue: RevenueAnalytics }) {
  const unit = revenue.bucket;
  const per = unit === 'month' ? 'month' : 'day';
  const totals = revenue.movement_totals;
  const counts = revenue.count_totals;
  const { trials } = revenue;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MetricCard
        title="MRR over time"
        value={formatCents(revenue.current.mrr_cents)}
        note={`Monthly recurring revenue at the end of each ${per} (yearly plans count a twelfth)`}
        data={revenue.series.map((point) => ({ bucket: point.bucket, value: dollars(point.mrr_cents) }))}
        series={[{ key: 'value', name: 'MRR', color: color.success }]}
        unit={unit}
        format={formatUsd}
        axisFormat={formatCompactUsd}
      />
      <MetricCard
        title="ARR over time"
        value={formatCents(revenue.current.arr_cents)}
        note={`Annual run rate (MRR × 12) at the end of each ${per}`}
        data={revenue.series.map((point) => ({ bucket: point.bucket, value: dollars(point.arr_cents) }))}
        series={[{ key: 'value', name: 'ARR', color: color.primary }]}
        unit={unit}
        format={formatUsd}
        axisFormat={formatCompactUsd}
      />
      <MetricCard
        title="MRR movements"
        value={`${totals.net_cents < 0 ? '−' : '+'}${formatCents(Math.abs(totals.net_cents))} net`}
        note={`New ${formatCents(totals.new_cents)}, expansion ${formatCents(totals.expansion_cents)}, contraction ${formatCents(totals.contraction_cents)}, churned ${formatCents(totals.churned_cents)}; per ${per}, losses below zero`}
        data={revenue.movements.map((point) => ({
          bucket: point.bucket,
          new: dollars(point.new_cents),
          expansion: dollars(point.expansion_cents),
          contraction: -dollars(point.contraction_cents),
          churned: -dollars(point.churned_cents),
        }))}
        series={[
          { key: 'new', name: 'New', color: color.success },
          { key: 'expansion', name: 'Expansion', color: color.primary },
          { key: 'contraction', name: 'Contraction', color: color.warning },
          { key: 'churned', name: 'Churned', color: color.danger },
        ]}
        unit={unit}
        kind="bar"
        signed
        format={formatUsd}
        axisFormat={formatCompactUsd}
      />
      <MetricCard
        title="Subscription changes"
        value={`${count(counts.new)} new · ${count(counts.cancellations)} canceled`}
        note={`${counted(counts.upgrades, 'upgrade', 'upgrades')} and ${counted(counts.downgrades, 'downgrade', 'downgrades')}; new subscriptions count trials; per ${per}`}
        data={revenue.counts}
        series={[
          { key: 'new', name: 'New', color: color.success },
          { key: 'upgrades', name: 'Upgrades', color: color.primary },
          { key: 'downgrades', name: 'Downgrades', color: color.warning },
          { key: 'cancellations', name: 'Cancellations', color: color.danger },
        ]}
        unit={unit}
        kind="bar"
      />
      <Card className="grid content-start gap-1 p-5">
        <h3 className="text-sm font-medium text-muted-foreground">Trial conversion</h3>
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{trials.rate === null ? '—' : formatPercent(trials.rate)}</p>
        <p className="text-xs text-muted-foreground">
          {trials.ended === 0
            ? 'No trial ended in the period.'
            : `${count(trials.converted)} of ${count(trials.ended)} trials that ended in the period became paying; ${count(trials.not_converted)} did not (canceled, or the payment failed).`}
        </p>
      </Card>
    </div>
  );
}

function NoRevenue() {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <CircleDollarSign className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No revenue yet</p>
      <p className="max-w-prose text-sm text-muted-foreground">
        Nobody has paid for a plan so far. When someone subscribes at checkout (the test checkout or Stripe), their revenue, plan changes and cancellations show up here.
      </p>
    </div>
  );
}

function RevenueSkeleton() {
  return (
    <div role="status" aria-label="Loading revenue" className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** /admin/subscription-analytics: revenue over a chosen period, from the subscriptions' history. */
export function RevenueAnalyticsView({ period, onPeriodChange }: { period: StatsPeriod; onPeriodChange: (period: StatsPeriod) => void }) {
  const revenue = useRevenueAnalytics(period);
  return (
    <PeriodReport id="revenue-heading" title="Revenue" period={period} onPeriodChange={onPeriodChange} query={revenue} errorTitle="We couldn't load the revenue figures" skeleton={<RevenueSkeleton />}>
      {(data) => (
        <>
          <Headline revenue={data} />
          {hasHistory(data) ? <Charts revenue={data} /> : <NoRevenue />}
        </>
      )}
    </PeriodReport>
  );
}
