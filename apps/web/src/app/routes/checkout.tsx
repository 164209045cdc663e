import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { currentSubscriptionQueryOptions } from '@/features/billing/api/get-current-subscription';
import { GuestCheckout } from '@/features/billing/components/guest-checkout';
import { StartCheckout } from '@/features/billing/components/start-checkout';
import { readCheckoutRequest } from '@/features/billing/lib/checkout-request';
import { paths } from '@/config/paths';
import { useHasToken, userQueryOptions } from '@/lib/auth';

/**
 * /checkout?plan=&billing=&flow=&feature= for guests and signed-in users (platform.md section 2).
 * A subscriber who already pays changes plan on the plans page rather than paying twice.
 */
export function Component() {
  const [params] = useSearchParams();
  const hasToken = useHasToken();
  const user = useQuery(userQueryOptions(hasToken));
  const subscription = useQuery({ ...currentSubscriptionQueryOptions(), enabled: user.data !== undefined });
  const request = readCheckoutRequest(params);

  if (!request) return <Navigate to={hasToken ? paths.app.dashboard.getHref() : paths.home.getHref()} replace />;
  if (!hasToken || user.isError) {
    return (
      <GuestCheckout
        request={request}
        registerHref={paths.auth.register.getHref({ plan: request.plan, billing: request.billing, source: 'pricing' })}
        loginHref={paths.auth.login.getHref({ plan: request.plan, billing: request.billing, flow: request.flow })}
      />
    );
  }
  if (!user.data || subscription.isPending) return <PageLoader label="Preparing your checkout" />;

  const running = subscription.data?.subscription;
  if (running && (running.status === 'active' || running.status === 'trialing')) {
    return <Navigate to={paths.app.subscriptionPlans.getHref({ plan: request.plan, billing: request.billing, action: 'upgrade' })} replace />;
  }
  // One trial per account: one who had it pays from today, and is told so rather than refused.
  const trialUsed = request.flow === 'trial' && subscription.data?.trial_available === false;
  return <StartCheckout request={trialUsed ? { ...request, flow: 'upgrade' } : request} trialUsed={trialUsed} fallbackHref={paths.app.subscription.getHref()} />;
}
