import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckoutSession } from '../api/get-checkout-session';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { formatDate, formatUsd } from '../lib/plan-display';
import { refreshAccount } from '../lib/refresh';
import { CheckoutCard, SummaryRows } from './checkout-card';

/**
 * /checkout/success?session=: the confirmation. With Stripe the customer can arrive before the
 * webhook that completes the session, so an open session is asked about again each second.
 */
export function CheckoutSuccess({
  sessionId,
  dashboardHref,
  plansHref,
}: {
  sessionId: string;
  dashboardHref: (flow: 'trial' | 'upgrade') => string;
  plansHref: string;
}) {
  const session = useCheckoutSession(sessionId, { waitForCompletion: true });
  const queryClient = useQueryClient();
  const completed = session.data?.status === 'completed';
  // The trial's end date is the subscription's, read once the checkout has completed.
  const subscription = useCurrentSubscription(completed);
  const refreshed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The plan has changed: what the app cached about the account is re-read now.
  useEffect(() => {
    if (!completed || refreshed.current) return;
    refreshed.current = true;
    void refreshAccount(queryClient);
    heading.current?.focus();
  }, [completed, queryClient]);

  if (session.isError) {
    return (
      <CheckoutCard title="We couldn't confirm this checkout">
        <Alert variant="danger">{getErrorMessage(session.error)}</Alert>
        <Button asChild variant="outline">
          <Link to={plansHref}>Back to plans</Link>
        </Button>
      </CheckoutCard>
    );
  }
  const data = session.data;
  if (!data || data.status === 'open') {
    return (
      <CheckoutCard title="Confirming your payment">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          This takes a moment. You can stay on this page.
        </p>
      </CheckoutCard>
    );
  }
  if (data.status === 'canceled') {
    return (
      <CheckoutCard title="This checkout was canceled" description="Nothing was charged and your plan is unchanged.">
        <Button asChild>
          <Link to={plansHref}>Back to plans</Link>
        </Button>
      </CheckoutCard>
    );
  }

  const trial = data.trial_days > 0;
  const per = data.billing_cycle === 'yearly' ? 'year' : 'month';
  const trialEndsAt = subscription.data?.subscription?.trial_ends_at;
  const trialEnds = trialEndsAt ? formatDate(trialEndsAt) : `the end of the ${data.trial_days}-day trial`;
  return (
    <section aria-labelledby="success-title" className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-success-soft text-success-text">
          <CheckCircle2 className="size-6" aria-hidden="true" />
        </span>
        <h1 id="success-title" ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          {trial ? `Your ${data.plan_display} trial has started` : `Welcome to ${data.plan_display}`}
        </h1>
        <p className="text-sm text-muted-foreground">
          {trial
            ? `Everything in ${data.plan_display} is yours for ${data.trial_days} days. Cancel any time before ${trialEnds} and nothing is charged.`
            : `Your payment went through and every ${data.plan_display} feature is unlocked.`}
        </p>
      </div>
      <SummaryRows
        rows={[
          { label: 'Plan', value: `${data.plan_display}, billed ${data.billing_cycle}` },
          { label: trial ? 'After the trial' : 'Paid', value: `${formatUsd(data.price_usd)}/${per}` },
        ]}
      />
      <Button asChild size="lg">
        <Link to={dashboardHref(trial ? 'trial' : 'upgrade')}>Go to Dashboard</Link>
      </Button>
    </section>
  );
}
