import { getPlan } from '@folio/schema';
import { CreditCard, ExternalLink, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CurrentSubscription } from '../api/get-current-subscription';
import { daysUntil, formatDate, formatUsd, isRunning, priceFor } from '../lib/plan-display';

type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** The subscription's state; none on Free, where the plan's name already says it. */
function statusBadge(current: CurrentSubscription): { label: string; tone: Tone } | null {
  const subscription = current.subscription;
  if (!subscription || !isRunning(subscription)) return null;
  if (subscription.status === 'past_due') return { label: 'Payment failed', tone: 'danger' };
  if (subscription.cancel_at_period_end) return { label: 'Ends soon', tone: 'warning' };
  if (subscription.status === 'trialing') return { label: 'Trial', tone: 'primary' };
  return { label: 'Active', tone: 'success' };
}

/** The plan the user is on and its state, said plainly, with what can be done about it. */
export function CurrentPlanCard({
  current,
  portalUrl,
  fixPaymentHref,
  onCancel,
  onResume,
  resuming,
}: {
  current: CurrentSubscription;
  portalUrl: string | null;
  /** Where to pay again when there is no billing portal (the test checkout). */
  fixPaymentHref: string;
  onCancel: () => void;
  onResume: () => void;
  resuming: boolean;
}) {
  const subscription = isRunning(current.subscription) ? current.subscription : null;
  const plan = getPlan(current.plan.name);
  const badge = statusBadge(current);
  const cycle = subscription?.billing_cycle ?? 'monthly';
  const price = `${formatUsd(priceFor(plan, cycle))} per ${cycle === 'yearly' ? 'year' : 'month'}`;
  const periodEnd = formatDate(subscription?.current_period_end ?? null);
  const trialEnd = subscription?.trial_ends_at ?? null;

  let summary: string;
  if (!subscription) summary = `${plan.limits.portfolio_count} portfolio website${plan.limits.portfolio_count === 1 ? '' : 's'} and the ${plan.display_name} templates, for as long as you like.`;
  else if (subscription.status === 'past_due') summary = `${plan.display_name} at ${price}.`;
  else if (subscription.cancel_at_period_end)
    summary = `Your subscription ends${periodEnd ? ` on ${periodEnd}` : ' at the end of the period'}. You keep ${plan.display_name} until then, then move to Free. Nothing is deleted.`;
  else if (subscription.status === 'trialing' && trialEnd) {
    const days = daysUntil(trialEnd);
    summary = `Your trial ends on ${formatDate(trialEnd)} (${days} day${days === 1 ? '' : 's'} left). After that, ${price}.`;
  } else summary = `${price}${periodEnd ? `, renews on ${periodEnd}` : ''}.`;

  return (
    <section aria-labelledby="current-plan-title" className="grid gap-4 rounded-2xl border bg-card p-6 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-[13px] font-medium text-muted-foreground">Current plan</p>
          <h3 id="current-plan-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
            {current.plan.display_name}
            {badge && <Badge variant={badge.tone}>{badge.label}</Badge>}
          </h3>
          <p className="max-w-xl text-sm text-muted-foreground">{summary}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {portalUrl && (
            <Button asChild variant="outline">
              <a href={portalUrl}>
                <CreditCard aria-hidden="true" />
                Manage billing
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )}
          {subscription?.cancel_at_period_end && subscription.status !== 'past_due' && (
            <Button onClick={onResume} loading={resuming}>
              {!resuming && <RotateCcw aria-hidden="true" />}
              Resume subscription
            </Button>
          )}
          {subscription && !subscription.cancel_at_period_end && subscription.status !== 'past_due' && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel subscription
            </Button>
          )}
        </div>
      </div>
      {subscription?.status === 'past_due' && (
        <Alert
          variant="danger"
          title="Your last payment failed"
          action={
            portalUrl ? (
              <Button asChild size="sm">
                <a href={portalUrl}>Update payment method</a>
              </Button>
            ) : (
              <Button asChild size="sm">
                <Link to={fixPaymentHref}>Pay again</Link>
              </Button>
            )
          }
        >
          Until a payment goes through, the dashboard and the builder stay locked. Your websites and their content are kept.
        </Alert>
      )}
    </section>
  );
}
