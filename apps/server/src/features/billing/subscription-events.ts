import { mrrCents, type SubscriptionEventType } from '@folio/schema';
import type { SubscriptionRow } from '../subscriptions/subscriptions.tables';
import type { subscriptionEvents } from './billing.tables';

export type SubscriptionState = Pick<SubscriptionRow, 'plan' | 'billing_cycle' | 'status' | 'provider' | 'cancel_at_period_end'>;
export type NewSubscriptionEvent = typeof subscriptionEvents.$inferInsert;

const rank = { free: 0, pro: 1, premium: 2 } as const;
const unpaid = new Set<SubscriptionState['status']>(['past_due', 'unpaid', 'incomplete']);

/**
 * What a change from `before` to `after` was, as the events Revenue Analytics counts, in the order
 * they are taken to have happened: the status first (a trial converted, a payment failed or
 * recovered; a cancellation is the only event then), then the plan or cycle, then a cancellation
 * scheduled or withdrawn. Each comes with the state it left, so its MRR before and after follow.
 * Nothing that changes none of these (a renewal) is an event.
 */
export function changesBetween(before: SubscriptionState, after: SubscriptionState): Array<{ type: SubscriptionEventType; state: SubscriptionState }> {
  if (after.status === 'canceled') return before.status === 'canceled' ? [] : [{ type: 'canceled', state: after }];
  const changes: Array<{ type: SubscriptionEventType; state: SubscriptionState }> = [];
  let state = before;
  const step = (type: SubscriptionEventType, values: Partial<SubscriptionState>) => {
    state = { ...state, ...values };
    changes.push({ type, state });
  };
  if (after.status !== before.status) {
    if (after.status === 'active' && before.status === 'trialing') step('trial_converted', { status: after.status });
    else if (after.status === 'active' && unpaid.has(before.status)) step('recovered', { status: after.status });
    else if (unpaid.has(after.status)) step('past_due', { status: after.status });
  }
  if (after.plan !== before.plan) step(rank[after.plan] > rank[before.plan] ? 'upgraded' : 'downgraded', { plan: after.plan, billing_cycle: after.billing_cycle });
  else if (after.billing_cycle !== before.billing_cycle) step('cycle_changed', { billing_cycle: after.billing_cycle });
  if (after.cancel_at_period_end !== before.cancel_at_period_end) step(after.cancel_at_period_end ? 'cancel_scheduled' : 'cancel_withdrawn', { cancel_at_period_end: after.cancel_at_period_end });
  return changes;
}

/** The rows to record for a change of subscription `row` (its id and owner) from `before` to `after`. */
export function eventsFor(row: Pick<SubscriptionRow, 'id' | 'user_id'>, before: SubscriptionState, after: SubscriptionState, occurredAt = new Date()): NewSubscriptionEvent[] {
  let previous = before;
  return changesBetween(before, after).map(({ type, state }) => {
    const event = eventOf(row, type, state, mrrCents(previous), occurredAt);
    previous = state;
    return event;
  });
}

/** One event row: the state after the change, its MRR, and the MRR it had before. */
export function eventOf(row: Pick<SubscriptionRow, 'id' | 'user_id'>, type: SubscriptionEventType, state: SubscriptionState, previousMrrCents: number, occurredAt = new Date()): NewSubscriptionEvent {
  return {
    subscription_id: row.id,
    user_id: row.user_id,
    type,
    plan: state.plan,
    billing_cycle: state.billing_cycle,
    status: state.status,
    provider: state.provider,
    mrr_cents: mrrCents(state),
    previous_mrr_cents: previousMrrCents,
    occurred_at: occurredAt,
  };
}
