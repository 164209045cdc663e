import { plans, TRIAL_DAYS } from '@folio/schema';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { getPendingOffer, setPendingOffer } from '@/lib/auth-storage';
import { Spinner } from '@/components/ui/spinner';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { inAppPath, type CheckoutRequest } from '../lib/checkout-request';
import { formatUsd, priceFor } from '../lib/plan-display';
import { CheckoutCard, SummaryRows } from './checkout-card';

export const startUpgradeFailed = 'Failed to start upgrade process. Please try again.';

/** A signed-in user on /checkout: the session is created at once and the user sent to pay. */
export function StartCheckout({ request, trialUsed = false, fallbackHref }: { request: CheckoutRequest; trialUsed?: boolean; fallbackHref: string }) {
  const navigate = useNavigate();
  const { mutateAsync } = useCreateCheckoutSession();
  const started = useRef(false);
  const plan = plans[request.plan];
  // The code in the address, or the one remembered from the landing page or the plans page.
  const [offer] = useState(() => request.offer ?? getPendingOffer());

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutateAsync({ plan: request.plan, billing_cycle: request.billing, flow: request.flow, feature: request.feature ?? undefined, offer_code: offer ?? undefined }).then(
      (url) => {
        setPendingOffer(null);
        const local = inAppPath(url);
        if (local) void navigate(local, { replace: true });
        else window.location.assign(url);
      },
      (error: unknown) => {
        // The offer does not apply (ended, used, another plan): said in words, on the plans page where the code can change.
        const refused = error instanceof ApiError ? error.fieldErrors.offer_code?.[0] : undefined;
        if (refused) {
          toast.error(refused);
          void navigate(paths.app.subscriptionPlans.getHref({ plan: request.plan, billing: request.billing, offer }), { replace: true });
          return;
        }
        // platform.md section 8: the message, then the subscription page to try from there.
        toast.error(startUpgradeFailed);
        void navigate(fallbackHref, { replace: true });
      },
    );
  }, [mutateAsync, navigate, request, fallbackHref, offer]);

  return (
    <CheckoutCard title={`Upgrading to ${plan.display_name}`} description="Preparing your checkout…">
      <SummaryRows
        rows={[
          { label: 'Plan', value: `${plan.display_name}, billed ${request.billing}` },
          { label: 'Price', value: `${formatUsd(priceFor(plan, request.billing))}/${request.billing === 'yearly' ? 'year' : 'month'}` },
          ...(request.flow === 'trial' ? [{ label: 'Free trial', value: `${TRIAL_DAYS} days` }] : []),
          ...(offer ? [{ label: 'Offer code', value: offer }] : []),
        ]}
      />
      {trialUsed && <p className="text-sm text-muted-foreground">You have already used your free trial, so this subscription starts today.</p>}
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Taking you to the payment page
      </p>
    </CheckoutCard>
  );
}
