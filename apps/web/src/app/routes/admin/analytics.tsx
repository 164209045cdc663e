import { ProductAnalytics } from '@/features/admin/components/product-analytics';
import { usePeriodParam } from '@/features/admin/lib/use-period-param';
import { PageIntro } from '../page-intro';

/** /admin/analytics?period=: the period is in the address (30 days when absent), as on /admin. */
export function Component() {
  const [period, setPeriod] = usePeriodParam();
  return (
    <div className="grid gap-6">
      <PageIntro title="Product analytics" text="Across every site, from the database: page views, templates, the onboarding funnel from CV to published site, CV parsing, blog posts and custom domains." />
      <ProductAnalytics period={period} onPeriodChange={setPeriod} />
    </div>
  );
}
