import { z } from 'zod';
import { adminPageQuery, statsPeriod } from './admin';
import { billingCycle, planName, text } from './common';
import { pagination } from './notification';
import { getPlan } from './plans';
import { subscriptionStatus } from './subscription';

/**
 * The admin's subscriptions and Revenue Analytics (issue 18): every subscription with the history
 * of its changes (`subscription_events`), and the recurring revenue those changes add up to.
 */

export const subscriptionEventTypes = [
  'started',
  'trial_started',
  'trial_converted',
  'upgraded',
  'downgraded',
  'cycle_changed',
  'cancel_scheduled',
  'cancel_withdrawn',
  'canceled',
  'past_due',
  'recovered',
  'granted',
] as const;
export const subscriptionEventType = z.enum(subscriptionEventTypes);
export type SubscriptionEventType = z.infer<typeof subscriptionEventType>;

export const subscriptionEventLabels: Record<SubscriptionEventType, string> = {
  started: 'Subscribed',
  trial_started: 'Trial started',
  trial_converted: 'Trial converted',
  upgraded: 'Upgraded',
  downgraded: 'Downgraded',
  cycle_changed: 'Billing cycle changed',
  cancel_scheduled: 'Cancellation scheduled',
  cancel_withdrawn: 'Cancellation withdrawn',
  canceled: 'Canceled',
  past_due: 'Payment failed',
  recovered: 'Payment recovered',
  granted: 'Granted by an admin',
};

export const subscriptionProviders = ['test', 'stripe', 'admin'] as const;
export const subscriptionProvider = z.enum(subscriptionProviders);

/** What decides a subscription's monthly recurring revenue. */
export interface MrrState {
  plan: string;
  billing_cycle: 'monthly' | 'yearly';
  status: string;
  provider: string;
}

/**
 * The one rule for a subscription's MRR, in US cents: the monthly price, or a twelfth of the
 * yearly one (rounded), while it is paid; nothing while trialing, not yet paid (incomplete),
 * canceled, or granted by an admin. A failed payment (past_due, unpaid) still counts until the
 * subscription is canceled.
 */
export function mrrCents(state: MrrState): number {
  if (state.provider === 'admin' || !['active', 'past_due', 'unpaid'].includes(state.status)) return 0;
  const plan = getPlan(state.plan);
  return state.billing_cycle === 'yearly' ? Math.round((plan.price_yearly_usd * 100) / 12) : plan.price_monthly_usd * 100;
}

/** GET /api/admin/subscriptions: search over the owner's name and e-mail, and the screen's filters. */
export const adminSubscriptionsQuery = adminPageQuery.extend({
  search: text(200).optional(),
  plan: planName.optional(),
  status: subscriptionStatus.optional(),
  provider: subscriptionProvider.optional(),
  billing_cycle: billingCycle.optional(),
});
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuery>;

export const adminSubscriptionRow = z.object({
  id: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  plan: planName,
  billing_cycle: billingCycle,
  status: subscriptionStatus,
  provider: subscriptionProvider,
  cancel_at_period_end: z.boolean(),
  /** What it brings each month now, in US cents (`mrrCents`). */
  mrr_cents: z.number().int(),
  /** When it started. */
  created_at: z.string(),
  /** When it renews, or ends when a cancellation is scheduled. */
  current_period_end: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRow>;
export const adminSubscriptionsResponse = z.object({ success: z.literal(true), data: z.array(adminSubscriptionRow), pagination });
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponse>;

export const subscriptionEvent = z.object({
  id: z.number().int(),
  type: subscriptionEventType,
  plan: planName,
  billing_cycle: billingCycle,
  /** The subscription's status after the change. */
  status: subscriptionStatus,
  mrr_cents: z.number().int(),
  previous_mrr_cents: z.number().int(),
  occurred_at: z.string(),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEvent>;

/** GET /api/admin/subscriptions/{id}: the subscription and its events, oldest first. */
export const adminSubscriptionDetail = z.object({ subscription: adminSubscriptionRow, events: z.array(subscriptionEvent) });
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetail>;
export const adminSubscriptionDetailResponse = z.object({ success: z.literal(true), data: adminSubscriptionDetail });

const money = z.number().int();
/**
 * GET /api/admin/revenue?period=: Revenue Analytics, bucketed as the dashboard's figures (days, or
 * months for 12 months; each `bucket` is its first day). Amounts are US cents.
 */
export const revenueAnalytics = z.object({
  period: statsPeriod,
  bucket: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  current: z.object({
    mrr_cents: money,
    arr_cents: money,
    /** Subscriptions bringing revenue now (paid through a provider, out of any trial, not canceled). */
    paying: z.number().int(),
    /** MRR over paying subscriptions; null without any. */
    arpu_cents: money.nullable(),
  }),
  /** MRR and ARR at the end of each bucket (now, for the last). */
  series: z.array(z.object({ bucket: z.string(), mrr_cents: money, arr_cents: money })),
  /** Where MRR came from and went, per bucket: new (from nothing), expansion, contraction, churned (to nothing). */
  movements: z.array(z.object({ bucket: z.string(), new_cents: money, expansion_cents: money, contraction_cents: money, churned_cents: money })),
  movement_totals: z.object({ new_cents: money, expansion_cents: money, contraction_cents: money, churned_cents: money, net_cents: money }),
  /** How many subscriptions started (trials included), were upgraded, downgraded and canceled, per bucket. */
  counts: z.array(z.object({ bucket: z.string(), new: z.number().int(), upgrades: z.number().int(), downgrades: z.number().int(), cancellations: z.number().int() })),
  count_totals: z.object({ new: z.number().int(), upgrades: z.number().int(), downgrades: z.number().int(), cancellations: z.number().int() }),
  /** Trials that ended in the period: converted to paying, or not (canceled or unpaid); rate null when none ended. */
  trials: z.object({ ended: z.number().int(), converted: z.number().int(), not_converted: z.number().int(), rate: z.number().nullable() }),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalytics>;
export const revenueAnalyticsResponse = z.object({ success: z.literal(true), data: revenueAnalytics });
