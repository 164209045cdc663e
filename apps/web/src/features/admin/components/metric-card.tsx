import { lazy, Suspense, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChartSeries } from './stat-chart';

const StatChart = lazy(() => import('./stat-chart'));

/** A dashboard figure: its name, value, what it means, and its chart over the period. */
export function MetricCard({
  title,
  value,
  note,
  data,
  series,
  unit,
  kind = 'area',
  format,
  axisFormat,
  signed,
}: {
  title: string;
  value: ReactNode;
  note: ReactNode;
  data: Array<Record<string, number | string>>;
  series: ChartSeries[];
  unit: 'day' | 'month';
  kind?: 'area' | 'bar';
  format?: (value: number) => string;
  axisFormat?: (value: number) => string;
  signed?: boolean;
}) {
  return (
    <Card className="grid gap-3 p-5">
      <div className="grid gap-1">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </div>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <StatChart data={data} series={series} unit={unit} kind={kind} title={`${title} per ${unit}`} format={format} axisFormat={axisFormat} signed={signed} />
      </Suspense>
    </Card>
  );
}
