import { offerStateLabels, type AdminOffer, type OfferState } from '@folio/schema';
import { Megaphone, TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminOffers, type AdminOffersFilters } from '../api/admin-offers';
import { formatDateTime } from '../lib/format';
import { ListFilters } from './list-filters';
import { NewOfferDialog } from './offer-form';

export const offerStateTones: Record<OfferState, 'success' | 'neutral' | 'warning' | 'danger'> = { live: 'success', expired: 'neutral', redeemed: 'warning', ended: 'neutral' };

/** "3 of 100 redeemed", "3 redeemed". */
export const redeemedText = (offer: Pick<AdminOffer, 'redemptions' | 'max_redemptions'>) =>
  offer.max_redemptions === null ? `${offer.redemptions} redeemed` : `${offer.redemptions} of ${offer.max_redemptions} redeemed`;

/** /admin/offers: every Special Offer with its state and redemptions; a new one is made in a dialog. */
export function OffersList({
  page,
  filters,
  onPageChange,
  onFilterChange,
}: {
  page: number;
  filters: AdminOffersFilters;
  onPageChange: (page: number) => void;
  onFilterChange: (name: string, value: string | null) => void;
}) {
  const offers = useAdminOffers(page, filters);
  const selects = [{ name: 'state', label: 'State', options: Object.entries(offerStateLabels) }] as const;
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListFilters idPrefix="admin-offer" searchPlaceholder="Code or description" filters={filters} selects={selects} onFilterChange={onFilterChange} className="flex-1 sm:grid-cols-[2fr_1fr]" />
        <NewOfferDialog />
      </div>

      {offers.isError ? (
        <LoadError title="We couldn't load the offers" onRetry={() => void offers.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !offers.data ? (
        <div role="status" aria-label="Loading offers" className="grid gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 rounded-lg" />
          ))}
        </div>
      ) : offers.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <TicketPercent className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{filters.search || filters.state ? 'No offers match' : 'No offers yet'}</p>
          <p className="text-sm text-muted-foreground">
            {filters.search || filters.state ? 'Try another search, or clear the filter.' : 'Make a code with New offer; it works in the checkout at once.'}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {offers.data.pagination.total} offers found
          </p>
          <ul className="grid gap-2" aria-label="Offers, newest first">
            {offers.data.data.map((offer) => (
              <OfferItem key={offer.id} offer={offer} />
            ))}
          </ul>
          <Pagination info={offers.data.pagination} onPageChange={onPageChange} label="Offers pages" />
        </>
      )}
    </div>
  );
}

function OfferItem({ offer }: { offer: AdminOffer }) {
  return (
    <li className="rounded-xl border bg-card">
      <Link
        to={paths.admin.offer.getHref(offer.id)}
        className="grid gap-1.5 rounded-xl p-4 transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4"
      >
        <span className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-semibold tracking-wide [overflow-wrap:anywhere]">{offer.code}</span>
            <Badge variant={offerStateTones[offer.state]}>{offerStateLabels[offer.state]}</Badge>
            {offer.show_on_landing && offer.state === 'live' && (
              <Badge variant="primary">
                <Megaphone className="size-3" aria-hidden="true" />
                On the landing page
              </Badge>
            )}
          </span>
          <span className="text-sm">{offer.terms}</span>
          {offer.description && <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{offer.description}</span>}
        </span>
        <span className="grid gap-0.5 text-sm text-muted-foreground md:text-right">
          <span>{redeemedText(offer)}</span>
          <span>{offer.expires_at ? `Ends ${formatDateTime(offer.expires_at)}` : 'No end date'}</span>
        </span>
      </Link>
    </li>
  );
}
