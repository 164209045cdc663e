import { statsPeriod } from '@folio/schema';
import { useSearchParams } from 'react-router';
import { RevenueAnalyticsView } from '@/features/admin/components/revenue-analytics';
import { PageIntro } from '../page-intro';

/** /admin/subscription-analytics?period=: the period is in the address (30 days when absent), as on /admin. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const period = statsPeriod.catch('30d').parse(params.get('period') ?? undefined);
  return (
    <div className="grid gap-6">
      <PageIntro title="Revenue Analytics" text="Recurring revenue from every subscription's history: MRR and ARR over time, where revenue came from and went, and how trials convert." />
      <RevenueAnalyticsView
        period={period}
        onPeriodChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === '30d') updated.delete('period');
              else updated.set('period', next);
              return updated;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}
