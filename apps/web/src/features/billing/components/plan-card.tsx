import { TRIAL_DAYS, type BillingCycle, type OfferQuote, type PlanDefinition, type Subscription } from '@folio/schema';
import { PlanFeatureList, usePlanHighlights } from '@/components/plan-feature-list';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatUsd, isRunning, planOrder, priceFor, yearlySaving } from '../lib/plan-display';

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'cycle' }
  | { kind: 'checkout' }
  | { kind: 'change'; direction: 'upgrade' | 'downgrade' }
  | { kind: 'cancel' }
  | { kind: 'none'; note: string };

/** What a plan's button does for this subscriber: start a checkout, change plan, or nothing. */
export function planAction(plan: PlanDefinition, currentPlan: string, subscription: Subscription | null, cycle: BillingCycle): PlanAction {
  const running = isRunning(subscription) ? subscription : null;
  if (plan.name === 'free') {
    if (!running) return { kind: 'current' };
    return running.cancel_at_period_end ? { kind: 'none', note: 'Your plan after the current period' } : { kind: 'cancel' };
  }
  if (!running) return { kind: 'checkout' };
  if (running.plan === plan.name) return running.billing_cycle === cycle ? { kind: 'current' } : { kind: 'cycle' };
  const direction = planOrder[plan.name] > planOrder[currentPlan as keyof typeof planOrder] ? 'upgrade' : 'downgrade';
  return { kind: 'change', direction };
}

export function PlanCard({
  plan,
  cycle,
  action,
  selected,
  busy,
  trialAvailable,
  checkoutHref,
  onChange,
  onCancel,
  actionRef,
  offer = null,
  offerRefused = null,
}: {
  plan: PlanDefinition;
  cycle: BillingCycle;
  action: PlanAction;
  /** Asked for in the query (plan=...): drawn out so the user sees what they came for. */
  selected: boolean;
  busy: boolean;
  /** Whether the account may still have its one free trial; without it, only paying is offered. */
  trialAvailable: boolean;
  checkoutHref: (flow: 'trial' | 'upgrade') => string;
  onChange: () => void;
  onCancel: () => void;
  actionRef?: Ref<HTMLElement>;
  /** What the applied offer code takes off this plan's first payment, or why it does not apply to it. */
  offer?: OfferQuote | null;
  offerRefused?: string | null;
}) {
  const price = priceFor(plan, cycle);
  const highlights = usePlanHighlights();
  const saving = cycle === 'yearly' ? yearlySaving(plan) : 0;
  const titleId = `plan-${plan.name}-title`;
  const isCurrent = action.kind === 'current';
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs',
        selected && 'border-primary/60 shadow-md ring-1 ring-primary/40',
        isCurrent && !selected && 'border-primary/30',
      )}
    >
      {(selected || isCurrent) && (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
          {isCurrent ? 'Current plan' : 'Selected'}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold tracking-tight">
        {plan.display_name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight">{formatUsd(price)}</span>
        <span className="text-sm text-muted-foreground">/{cycle === 'yearly' ? 'year' : 'month'}</span>
      </p>
      <p className="mt-1 min-h-5 text-[13px] text-muted-foreground">
        {saving > 0 ? `${formatUsd(saving)} less than paying monthly` : plan.name === 'free' ? 'Free for as long as you like' : 'Billed monthly, cancel any time'}
      </p>
      {action.kind === 'checkout' && offer && (
        <p className="mt-2 rounded-lg bg-success-soft px-3 py-2 text-[13px] text-success-text">
          With <span className="font-mono font-semibold">{offer.code}</span>: {formatUsd(offer.first_payment_usd)} for the first {cycle === 'yearly' ? 'year' : 'month'}
        </p>
      )}
      {action.kind === 'checkout' && !offer && offerRefused && <p className="mt-2 text-[13px] text-muted-foreground">{offerRefused}</p>}

      <div className="mt-5 grid gap-2">
        {action.kind === 'checkout' && !trialAvailable && (
          <Button asChild variant={selected || plan.name === 'pro' ? 'primary' : 'outline'} className="w-full">
            <Link to={checkoutHref('upgrade')} ref={actionRef as Ref<HTMLAnchorElement>} aria-label={`Subscribe to ${plan.display_name}`}>
              Subscribe to {plan.display_name}
            </Link>
          </Button>
        )}
        {action.kind === 'checkout' && trialAvailable && (
          <>
            <Button asChild variant={selected || plan.name === 'pro' ? 'primary' : 'outline'} className="w-full">
              <Link to={checkoutHref('trial')} ref={actionRef as Ref<HTMLAnchorElement>} aria-label={`Start ${TRIAL_DAYS}-day free trial of ${plan.display_name}`}>
                Start {TRIAL_DAYS}-day free trial
              </Link>
            </Button>
            <Link
              to={checkoutHref('upgrade')}
              className="justify-self-center rounded text-[13px] font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={`Or subscribe now, without a trial, to ${plan.display_name}`}
            >
              Or subscribe now, without a trial
            </Link>
          </>
        )}
        {action.kind === 'current' && (
          <Button variant="outline" className="w-full" disabled>
            Your current plan
          </Button>
        )}
        {action.kind === 'cycle' && (
          <Button variant="outline" className="w-full" loading={busy} onClick={onChange} ref={actionRef as Ref<HTMLButtonElement>}>
            Switch to {cycle} billing
          </Button>
        )}
        {action.kind === 'change' && (
          <Button
            variant={action.direction === 'upgrade' ? 'primary' : 'outline'}
            className="w-full"
            loading={busy}
            onClick={onChange}
            ref={actionRef as Ref<HTMLButtonElement>}
          >
            {action.direction === 'upgrade' ? 'Upgrade' : 'Downgrade'} to {plan.display_name}
          </Button>
        )}
        {action.kind === 'cancel' && (
          <Button variant="outline" className="w-full" onClick={onCancel}>
            Downgrade to Free
          </Button>
        )}
        {action.kind === 'none' && <p className="py-2 text-center text-[13px] text-muted-foreground">{action.note}</p>}
      </div>

      <PlanFeatureList items={highlights(plan)} className="mt-6 border-t pt-5" />
    </li>
  );
}
