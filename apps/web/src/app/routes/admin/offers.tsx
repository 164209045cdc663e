import { OffersList } from '@/features/admin/components/offers-list';
import { usePageParam } from '@/lib/use-page-param';
import { PageIntro } from '../page-intro';

export function Component() {
  const { page, setPage, params, setFilter } = usePageParam();
  const filters = { search: params.get('search') ?? undefined, state: params.get('state') ?? undefined };
  return (
    <div className="grid gap-6">
      <PageIntro
        title="Special Offers"
        text="Codes that take a percentage or an amount off the first payment of a paid plan. The checkout applies them, the test checkout and Stripe alike; one live offer can be shown on the landing page."
      />
      <OffersList page={page} filters={filters} onPageChange={setPage} onFilterChange={setFilter} />
    </div>
  );
}
