import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useAdminOffer } from '@/features/admin/api/admin-offers';
import { OfferDetail } from '@/features/admin/components/offer-detail';
import { isApiError } from '@/lib/api-client';

export function Component() {
  const id = Number(useParams().id);
  const offer = useAdminOffer(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <div className="grid gap-5">
      <Link to={paths.admin.offers.getHref()} className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All offers
      </Link>
      {offer.isError ? (
        isApiError(offer.error, 404) || isApiError(offer.error, 422) ? (
          <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">This offer does not exist (any more).</p>
        ) : (
          <LoadError title="We couldn't load this offer" onRetry={() => void offer.refetch()}>
            Check your connection and try again.
          </LoadError>
        )
      ) : offer.data ? (
        <OfferDetail key={offer.data.id} offer={offer.data} />
      ) : (
        <ContentSkeleton />
      )}
    </div>
  );
}
