import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useAdminSubscription } from '@/features/admin/api/admin-revenue';
import { SubscriptionDetail } from '@/features/admin/components/subscription-detail';
import { isApiError } from '@/lib/api-client';

export function Component() {
  const id = Number(useParams().id);
  const detail = useAdminSubscription(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <div className="grid gap-5">
      <Link to={paths.admin.subscriptions.getHref()} className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All subscriptions
      </Link>
      {detail.isError ? (
        isApiError(detail.error, 404) || isApiError(detail.error, 422) ? (
          <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">This subscription does not exist (any more).</p>
        ) : (
          <LoadError title="We couldn't load this subscription" onRetry={() => void detail.refetch()}>
            Check your connection and try again.
          </LoadError>
        )
      ) : detail.data ? (
        <SubscriptionDetail detail={detail.data} />
      ) : (
        <ContentSkeleton />
      )}
    </div>
  );
}
