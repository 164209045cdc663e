import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { usePeriodParam } from '@/features/admin/lib/use-period-param';
import { PageIntro } from '../page-intro';

/** /admin?period=: the period is in the address (30 days when absent). */
export function Component() {
  const [period, setPeriod] = usePeriodParam();
  return (
    <div className="grid gap-6">
      <PageIntro title="Overview" text="How Folio is doing, from the database: accounts, websites, revenue and CV parsing, and the health of the background jobs." />
      <AdminDashboard period={period} onPeriodChange={setPeriod} />
    </div>
  );
}
