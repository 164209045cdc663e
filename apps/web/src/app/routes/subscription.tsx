import { useLocation, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { useCurrentSubscription } from '@/features/billing/api/get-current-subscription';
import { PlansView, type PlansQuery } from '@/features/billing/components/plans-view';
import { readOfferParam } from '@/features/billing/lib/checkout-request';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { PageIntro } from './page-intro';

function readQuery(params: URLSearchParams): PlansQuery {
  const plan = params.get('plan');
  const billing = params.get('billing');
  return {
    plan: plan === 'pro' || plan === 'premium' ? plan : null,
    billing: billing === 'monthly' || billing === 'yearly' ? billing : null,
    upgrade: params.get('action') === 'upgrade',
    offer: readOfferParam(params),
  };
}

/** /subscription and /subscription/plans (platform.md section 2; the query may carry plan and action=upgrade). */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { data: user } = useUser();
  const subscription = useCurrentSubscription();
  const onPlans = pathname === paths.app.subscriptionPlans.path;

  if (!user || subscription.isPending) return <ContentSkeleton />;
  return (
    <div className="grid gap-8">
      <PageIntro
        title={onPlans ? 'Choose your plan' : 'Your subscription'}
        text={onPlans ? 'Start free and upgrade when it pays off. Prices in US dollars.' : 'Your plan, its billing, and what each plan includes.'}
      />
      {subscription.isError ? (
        <LoadError title="We couldn't load your subscription" onRetry={() => void subscription.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : (
        <PlansView
          current={subscription.data}
          query={readQuery(params)}
          websitesCount={user.role === 'admin' ? 0 : user.websites_count}
          checkoutHref={(plan, billing, flow, offer) => paths.app.checkout.getHref({ plan, billing, flow, offer })}
        />
      )}
    </div>
  );
}
