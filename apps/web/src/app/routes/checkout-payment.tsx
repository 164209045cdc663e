import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckoutCard } from '@/features/billing/components/checkout-card';
import { TestPayment } from '@/features/billing/components/test-payment';
import { paths } from '@/config/paths';
import { useHasToken } from '@/lib/auth';

/** /checkout/payment?session=: the built-in test checkout. A payment belongs to an account, so a visitor signs in first. */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const hasToken = useHasToken();
  const sessionId = params.get('session');

  if (!hasToken) {
    return (
      <CheckoutCard title="Sign in to continue" description="This checkout belongs to an account. Sign in and you come straight back to it.">
        <Button asChild size="lg">
          <Link to={paths.auth.login.getHref({ redirect: location.pathname + location.search })}>Sign in</Link>
        </Button>
      </CheckoutCard>
    );
  }
  if (!sessionId) {
    return (
      <CheckoutCard title="No checkout to show" description="Start from the plans page to choose a plan.">
        <Button asChild>
          <Link to={paths.app.subscriptionPlans.getHref({})}>See plans</Link>
        </Button>
      </CheckoutCard>
    );
  }
  return <TestPayment sessionId={sessionId} plansHref={paths.app.subscriptionPlans.getHref({})} successHref={paths.app.checkoutSuccess.getHref(sessionId)} />;
}
