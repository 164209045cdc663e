import { statsPeriod } from '@folio/schema';
import { useSearchParams } from 'react-router';
import { ProductAnalytics } from '@/features/admin/components/product-analytics';
import { PageIntro } from '../page-intro';

/** /admin/analytics?period=: the period is in the address (30 days when absent), as on /admin. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const period = statsPeriod.catch('30d').parse(params.get('period') ?? undefined);
  return (
    <div className="grid gap-6">
      <PageIntro title="Product analytics" text="Across every site, from the database: page views, templates, the onboarding funnel from CV to published site, CV parsing, blog posts and custom domains." />
      <ProductAnalytics
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
