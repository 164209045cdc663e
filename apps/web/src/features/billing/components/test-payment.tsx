import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useCancelCheckout } from '../api/cancel-checkout';
import { useCompleteCheckout } from '../api/complete-checkout';
import { useCheckoutSession, type CheckoutSession } from '../api/get-checkout-session';
import { formatDate, formatUsd } from '../lib/plan-display';
import { CheckoutCard, SummaryRows } from './checkout-card';

function TestModeBanner() {
  return (
    <div className="flex items-start gap-3 rounded-xl border-2 border-dashed border-warning bg-warning-soft p-4 text-sm">
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning-text" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold tracking-wide text-warning-text">TEST MODE</p>
        <p className="text-foreground/85">
          This is Folio’s built-in test checkout. No card is asked for and no money moves. Pay confirms the payment the way a payment
          provider would, so the plan changes exactly as it would for real.
        </p>
      </div>
    </div>
  );
}

/** What is paid today: nothing during a trial, else the first payment with the offer's discount. */
const dueToday = (session: CheckoutSession) => (session.trial_days > 0 ? 0 : session.price_usd - session.discount_usd);

function summary(session: CheckoutSession) {
  const per = session.billing_cycle === 'yearly' ? 'year' : 'month';
  const price = `${formatUsd(session.price_usd)}/${per}`;
  const firstPayment = session.discount_usd > 0 ? `${formatUsd(session.price_usd - session.discount_usd)}, then ${price}` : price;
  const trialEnd = session.trial_days > 0 ? formatDate(new Date(Date.now() + session.trial_days * 86_400_000).toISOString()) : null;
  return [
    { label: 'Plan', value: `${session.plan_display}, billed ${session.billing_cycle}` },
    { label: 'Price', value: price },
    ...(session.offer ? [{ label: `Offer ${session.offer.code}`, value: `−${formatUsd(session.discount_usd)} (${session.offer.terms})` }] : []),
    ...(session.trial_days > 0 ? [{ label: 'Free trial', value: `${session.trial_days} days, then ${firstPayment} from ${trialEnd}` }] : []),
    { label: 'Due today', value: formatUsd(dueToday(session)), strong: true },
  ];
}

/** /checkout/payment?session=: the embedded payment adapter's page, plainly marked as a test. */
export function TestPayment({ sessionId, plansHref, successHref }: { sessionId: string; plansHref: string; successHref: string }) {
  const navigate = useNavigate();
  const session = useCheckoutSession(sessionId);
  const complete = useCompleteCheckout();
  const cancel = useCancelCheckout();
  const [error, setError] = useState<string | null>(null);
  const busy = complete.isPending || cancel.isPending;

  if (session.isPending) {
    return (
      <CheckoutCard title="Test checkout">
        <div role="status" aria-label="Loading the checkout" className="grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-36" />
        </div>
      </CheckoutCard>
    );
  }
  if (session.isError) {
    return (
      <CheckoutCard title="Checkout not found">
        <Alert variant="danger">
          {isApiError(session.error, 404) ? 'This checkout does not exist or belongs to another account.' : getErrorMessage(session.error)}
        </Alert>
        <Button asChild variant="outline">
          <Link to={plansHref}>Back to plans</Link>
        </Button>
      </CheckoutCard>
    );
  }

  const data = session.data;
  if (data.status !== 'open') {
    return (
      <CheckoutCard title={data.status === 'completed' ? 'This checkout is complete' : 'This checkout was canceled'}>
        <Button asChild>
          <Link to={data.status === 'completed' ? successHref : plansHref}>{data.status === 'completed' ? 'Continue' : 'Back to plans'}</Link>
        </Button>
      </CheckoutCard>
    );
  }

  const pay = () => {
    setError(null);
    complete.mutateAsync(data.id).then(
      (redirect) => void navigate(redirect, { replace: true }),
      (failure: unknown) => setError(getErrorMessage(failure)),
    );
  };
  const leave = () => {
    setError(null);
    cancel.mutateAsync(data.id).then(
      (redirect) => void navigate(redirect, { replace: true }),
      (failure: unknown) => setError(getErrorMessage(failure)),
    );
  };

  return (
    <CheckoutCard title={`Pay for ${data.plan_display}`} description="Check the order, then pay or cancel.">
      <TestModeBanner />
      <SummaryRows rows={summary(data)} />
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="grid gap-2">
        <Button size="lg" onClick={pay} loading={complete.isPending} disabled={busy}>
          {!complete.isPending && <Lock aria-hidden="true" />}
          {data.trial_days > 0 ? `Pay ${formatUsd(0)} and start the trial` : `Pay ${formatUsd(dueToday(data))}`}
        </Button>
        <Button variant="ghost" onClick={leave} loading={cancel.isPending} disabled={busy}>
          Cancel
        </Button>
      </div>
    </CheckoutCard>
  );
}
