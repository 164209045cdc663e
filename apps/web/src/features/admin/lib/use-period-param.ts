import { statsPeriod, type StatsPeriod } from '@folio/schema';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The period of an admin report (/admin, /admin/analytics, Revenue Analytics), kept in the address
 * as `period`: 30 days when absent, and dropped again when 30 days is chosen.
 */
export function usePeriodParam(): [StatsPeriod, (next: StatsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const period = statsPeriod.catch('30d').parse(params.get('period') ?? undefined);
  const setPeriod = useCallback(
    (next: StatsPeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '30d') updated.delete('period');
          else updated.set('period', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
