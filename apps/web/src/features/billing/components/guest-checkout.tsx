import { plans, TRIAL_DAYS } from '@folio/schema';
import { PlanFeatureList, usePlanHighlights } from '@/components/plan-feature-list';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { setPendingOffer } from '@/lib/auth-storage';
import type { CheckoutRequest } from '../lib/checkout-request';
import { formatUsd, priceFor } from '../lib/plan-display';
import { CheckoutCard, SummaryRows } from './checkout-card';

/** A visitor on /checkout: an account comes first, and the chosen plan travels with them through sign-up. */
export function GuestCheckout({ request, registerHref, loginHref }: { request: CheckoutRequest; registerHref: string; loginHref: string }) {
  const plan = plans[request.plan];
  const highlights = usePlanHighlights();
  // The offer code travels with them too: the checkout after sign-up applies it.
  useEffect(() => {
    if (request.offer) setPendingOffer(request.offer);
  }, [request.offer]);
  return (
    <CheckoutCard
      title={`Start with ${plan.display_name}`}
      description="Create your Folio account first. Once your e-mail address is verified, you come straight back here to finish, with this plan kept."
    >
      <SummaryRows
        rows={[
          { label: 'Plan', value: `${plan.display_name}, billed ${request.billing}` },
          { label: 'Price', value: `${formatUsd(priceFor(plan, request.billing))}/${request.billing === 'yearly' ? 'year' : 'month'}` },
          ...(request.flow === 'trial' ? [{ label: 'Free trial', value: `${TRIAL_DAYS} days` }] : []),
          ...(request.offer ? [{ label: 'Offer code', value: request.offer }] : []),
        ]}
      />
      <PlanFeatureList items={highlights(plan).slice(0, 4)} className="gap-1.5 text-muted-foreground" />
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to={registerHref}>Create your account</Link>
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to={loginHref} className="font-medium text-primary-text underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </CheckoutCard>
  );
}
