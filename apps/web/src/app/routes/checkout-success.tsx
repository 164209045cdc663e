import { Navigate, useSearchParams } from 'react-router';
import { CheckoutSuccess } from '@/features/billing/components/checkout-success';
import { paths } from '@/config/paths';

/** /checkout/success?session=: the confirmation, then the dashboard with ?trial=started or ?from_checkout=1. */
export function Component() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  if (!sessionId) return <Navigate to={paths.app.dashboard.getHref({ from_checkout: '1' })} replace />;
  return (
    <CheckoutSuccess
      sessionId={sessionId}
      plansHref={paths.app.subscriptionPlans.getHref({})}
      dashboardHref={(flow) => paths.app.dashboard.getHref(flow === 'trial' ? { trial: 'started' } : { from_checkout: '1' })}
    />
  );
}
