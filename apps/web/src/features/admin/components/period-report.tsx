import { statsPeriodLabels, statsPeriods, type StatsPeriod } from '@folio/schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Segmented } from '@/components/ui/segmented';

const periodOptions = statsPeriods.map((value) => ({ value, label: statsPeriodLabels[value] }));

/**
 * An admin report over a chosen period (/admin, /admin/analytics, Revenue Analytics): its heading
 * with the period picker, then the figures, a skeleton while they load, or the error with a retry.
 */
export function PeriodReport<T>({
  id,
  title,
  period,
  onPeriodChange,
  query,
  errorTitle,
  skeleton,
  children,
}: {
  id: string;
  title: string;
  period: StatsPeriod;
  onPeriodChange: (period: StatsPeriod) => void;
  query: UseQueryResult<T>;
  errorTitle: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        <Segmented label="Period" value={period} onChange={onPeriodChange} options={periodOptions} />
      </div>
      {query.isError ? (
        <LoadError title={errorTitle} onRetry={() => void query.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : query.data !== undefined ? (
        children(query.data)
      ) : (
        skeleton
      )}
    </section>
  );
}
