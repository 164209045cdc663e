import type { BillingCycle, PlanDefinition, Subscription } from '@folio/schema';

/** How plans and subscriptions read on the billing screens, from the one plan table (@folio/schema plans.ts). */

export function priceFor(plan: PlanDefinition, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.price_yearly_usd : plan.price_monthly_usd;
}

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}

/** What a year costs less than twelve months, in dollars (0 when nothing). */
export function yearlySaving(plan: PlanDefinition): number {
  return Math.max(0, plan.price_monthly_usd * 12 - plan.price_yearly_usd);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function formatDate(iso: string | null): string | null {
  return iso ? dateFormat.format(new Date(iso)) : null;
}

/** Whole days left until `iso`, never negative (a trial ending later today has 1 day left). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000));
}

/** A subscription that is running and can be changed (rather than started through checkout). */
export function isRunning(subscription: Subscription | null): subscription is Subscription {
  return subscription !== null && (subscription.status === 'active' || subscription.status === 'trialing' || subscription.status === 'past_due');
}

export const planOrder = { free: 0, pro: 1, premium: 2 } as const;
