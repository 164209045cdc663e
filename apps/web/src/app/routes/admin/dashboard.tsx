import { statsPeriod } from '@folio/schema';
import { useSearchParams } from 'react-router';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { PageIntro } from '../page-intro';

/** /admin?period=: the period is in the address (30 days when absent). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const period = statsPeriod.catch('30d').parse(params.get('period') ?? undefined);
  return (
    <div className="grid gap-6">
      <PageIntro title="Overview" text="How Folio is doing, from the database: accounts, websites, revenue and CV parsing, and the health of the background jobs." />
      <AdminDashboard
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
