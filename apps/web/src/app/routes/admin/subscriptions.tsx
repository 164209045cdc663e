import { SubscriptionsList } from '@/features/admin/components/subscriptions-list';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = {
    search: params.get('search') ?? undefined,
    plan: params.get('plan') ?? undefined,
    status: params.get('status') ?? undefined,
    provider: params.get('provider') ?? undefined,
    billing_cycle: params.get('billing_cycle') ?? undefined,
  };
  return (
    <div className="grid gap-6">
      <PageIntro title="All subscriptions" text="Every subscription, newest first: paid at checkout, through Stripe, or granted by an admin. Open one to see its owner and everything that happened to it." />
      <SubscriptionsList page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
