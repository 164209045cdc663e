import { RevenueAnalyticsView } from '@/features/admin/components/revenue-analytics';
import { usePeriodParam } from '@/features/admin/lib/use-period-param';
import { PageIntro } from '../page-intro';

/** /admin/subscription-analytics?period=: the period is in the address (30 days when absent), as on /admin. */
export function Component() {
  const [period, setPeriod] = usePeriodParam();
  return (
    <div className="grid gap-6">
      <PageIntro title="Revenue Analytics" text="Recurring revenue from every subscription's history: MRR and ARR over time, where revenue came from and went, and how trials convert." />
      <RevenueAnalyticsView period={period} onPeriodChange={setPeriod} />
    </div>
  );
}
