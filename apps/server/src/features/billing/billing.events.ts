import { getPlan, TRIAL_DAYS } from '@folio/schema';
import type Stripe from 'stripe';
import type { Database } from '../../platform/db/client';
import { PLAN_CHANGED, planChanged, publishEvent, type EventBus } from '../../platform/events';
import type { UserRow } from '../auth/auth.tables';
import type { Notifier } from '../../platform/notify';
import type { Payments } from '../../platform/payments';
import type { SubscriptionRow } from '../subscriptions/subscriptions.tables';
import { createBillingQueries, type BillingQueries } from './billing.queries';
import { eventOf, eventsFor } from './subscription-events';

type Plan = 'pro' | 'premium';
type Cycle = 'monthly' | 'yearly';
const asPlan = (value: unknown): Plan | undefined => (value === 'pro' || value === 'premium' ? value : undefined);
const asCycle = (value: unknown): Cycle | undefined => (value === 'monthly' || value === 'yearly' ? value : undefined);
const fromUnix = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : undefined);
const periodEnd = (cycle: Cycle) => new Date(Date.now() + (cycle === 'yearly' ? 365 : 30) * 86_400_000);

/** The accounts this takes of the auth feature (services.ts passes its queries). */
export interface Users {
  findUserById(id: number): Promise<UserRow | undefined>;
}

/** What the handlers need of the payment provider the event came from. */
export type EventProvider = Pick<Payments, 'kind' | 'paymentFingerprint' | 'endTrial'>;
type Message = { title: string; text: string };
type Outcome = { row: SubscriptionRow; message: Message | null } | null;

/**
 * What each payment event does to Folio's records. Shared by Stripe's webhooks and the test
 * checkout's, so both paths are one code path. Each event changes its subscription and the user's
 * plan in one transaction holding the subscription's row lock, so events for one subscription
 * (an upgrade, a downgrade and a cancellation sent at once) take turns and each sees the last one's result.
 * Each change also records its subscription events (with the MRR before and after) in that
 * transaction: the history Revenue Analytics and the admin dashboard read.
 */
export function createPaymentEventHandlers(deps: { db: Database; authQueries: Users; notifications: Notifier; events: EventBus }) {
  const { authQueries, notifications, events } = deps;
  const queries = createBillingQueries(deps.db);

  /** The user's plan follows their subscription: its plan while it is not canceled, free after. */
  const syncPlan = (tx: BillingQueries, row: SubscriptionRow) => tx.setUserPlan(row.user_id, row.status === 'canceled' ? 'free' : row.plan);

  /** Told once the change is committed: the user, and the site host (the credit on their sites follows the plan). */
  async function tell(outcome: Outcome) {
    if (!outcome) return 'ignored' as const;
    const { row, message } = outcome;
    await publishEvent(events, PLAN_CHANGED, planChanged, { userId: row.user_id });
    const user = message ? await authQueries.findUserById(row.user_id) : undefined;
    if (user && message) {
      await notifications.notify(user.id, {
        type: 'subscription_updated',
        title: message.title,
        message: message.text,
        action_url: '/subscription',
        email: { to: user.email, subject: message.title, action: 'Manage your subscription' },
      });
    }
    return 'applied' as const;
  }

  /** Runs a change to one subscription under its row lock. */
  function changeSubscription(id: unknown, change: (tx: BillingQueries, row: SubscriptionRow) => Promise<Outcome>) {
    if (typeof id !== 'string') return Promise.resolve(null);
    return queries.transaction(async (tx) => {
      const row = await tx.lockSubscription(id);
      return row ? change(tx, row) : null;
    });
  }

  async function checkoutCompleted(object: Record<string, unknown>, provider: EventProvider) {
    const metadata = (object.metadata ?? {}) as Record<string, string>;
    const userId = Number(metadata.user_id ?? object.client_reference_id);
    const user = Number.isInteger(userId) ? await authQueries.findUserById(userId) : undefined;
    const plan = asPlan(metadata.plan);
    const cycle = asCycle(metadata.billing_cycle) ?? 'monthly';
    const subscriptionId = object.subscription;
    // A customer Folio does not know (deleted meanwhile, or another system's): nothing to change.
    if (!user || !plan || typeof subscriptionId !== 'string') return 'ignored' as const;
    const checkout = metadata.checkout_session_id ? await queries.findCheckout(metadata.checkout_session_id) : undefined;
    const askedForTrial = checkout?.flow === 'trial';
    // The card behind the subscription: one trial per payment method too, whatever the account.
    const fingerprint = askedForTrial ? await provider.paymentFingerprint(subscriptionId) : null;
    const name = getPlan(plan).display_name;
    const outcome = await queries.transaction(async (tx) => {
      const existing = await tx.lockSubscription(subscriptionId);
      // One trial per account and per payment method, taken atomically: of two checkouts completed at once, one has it.
      const trial = existing ? existing.status === 'trialing' : askedForTrial && (fingerprint === null || (await tx.claimPaymentMethod(fingerprint, user.id))) && (await tx.claimTrial(user.id));
      const values = {
        user_id: user.id,
        plan,
        billing_cycle: cycle,
        status: trial ? ('trialing' as const) : ('active' as const),
        trial_ends_at: trial ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : null,
        current_period_end: trial ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : periodEnd(cycle),
        cancel_at_period_end: false,
        provider: provider.kind,
        provider_customer_id: typeof object.customer === 'string' ? object.customer : null,
        provider_subscription_id: subscriptionId,
      };
      const row = existing ? await tx.updateSubscription(existing.id, values) : await tx.insertSubscription(values);
      await tx.insertSubscriptionEvents(existing ? eventsFor(row, existing, row) : [eventOf(row, trial ? 'trial_started' : 'started', row, 0)]);
      // A checkout completed once counts its offer once, whatever replays follow.
      if (checkout && (await tx.completeOpenCheckout(checkout.id)) && checkout.offer_id !== null) await tx.redeemOffer(checkout.offer_id);
      await syncPlan(tx, row);
      const message: Message = trial
        ? { title: `Your ${name} trial has started`, text: `You have ${TRIAL_DAYS} days of ${name}, free. Everything in ${name} is open to you now.` }
        : askedForTrial
          ? { title: `Welcome to ${name}`, text: `This account or payment method has had its free trial, so your ${name} subscription starts now. Everything in ${name} is open to you now.` }
          : { title: `Welcome to ${name}`, text: `Your ${name} subscription is active. Everything in ${name} is open to you now.` };
      return { row, message, trialRefused: askedForTrial && !trial && !existing };
    });
    // The provider started the trial it was asked for; one Folio does not grant ends now (paid from today).
    if (outcome.trialRefused && provider.kind === 'stripe') await provider.endTrial(subscriptionId);
    return tell(outcome);
  }

  function subscriptionUpdated(object: Record<string, unknown>) {
    return changeSubscription(object.id, async (tx, row) => {
      const metadata = (object.metadata ?? {}) as Record<string, string>;
      const status = typeof object.status === 'string' ? (object.status as SubscriptionRow['status']) : row.status;
      const changes = {
        status,
        plan: asPlan(metadata.plan) ?? row.plan,
        billing_cycle: asCycle(metadata.billing_cycle) ?? row.billing_cycle,
        cancel_at_period_end: typeof object.cancel_at_period_end === 'boolean' ? object.cancel_at_period_end : row.cancel_at_period_end,
        current_period_end: fromUnix(object.current_period_end) ?? row.current_period_end,
        trial_ends_at: fromUnix(object.trial_end) ?? (status === 'trialing' ? row.trial_ends_at : null),
        updated_at: new Date(),
      };
      const updated = await tx.updateSubscription(row.id, changes);
      await tx.insertSubscriptionEvents(eventsFor(updated, row, updated));
      await syncPlan(tx, updated);
      const name = getPlan(changes.plan).display_name;
      const message =
        changes.plan !== row.plan
          ? { title: `You are now on ${name}`, text: `Your plan changed to ${name}. Your websites are all kept.` }
          : changes.cancel_at_period_end !== row.cancel_at_period_end
            ? changes.cancel_at_period_end
              ? { title: 'Your subscription will end', text: `${name} stays active until the end of the current period; then your account returns to Free. Your websites are kept.` }
              : { title: 'Your subscription continues', text: `${name} will renew as usual.` }
            : null;
      return { row: updated, message };
    }).then(tell);
  }

  function subscriptionDeleted(object: Record<string, unknown>) {
    return changeSubscription(object.id, async (tx, row) => {
      const updated = await tx.updateSubscription(row.id, { status: 'canceled', cancel_at_period_end: false, updated_at: new Date() });
      await tx.insertSubscriptionEvents(eventsFor(updated, row, updated));
      await syncPlan(tx, updated);
      return { row: updated, message: { title: 'Your subscription has ended', text: 'Your account is on the Free plan now. Every website is kept; those over the Free limit stay as they are.' } };
    }).then(tell);
  }

  function paymentFailed(object: Record<string, unknown>) {
    return changeSubscription(object.subscription, async (tx, row) => {
      const updated = await tx.updateSubscription(row.id, { status: 'past_due', updated_at: new Date() });
      await tx.insertSubscriptionEvents(eventsFor(updated, row, updated));
      await syncPlan(tx, updated);
      return { row: updated, message: { title: 'Your payment did not go through', text: 'Please update your payment method to keep your plan.' } };
    }).then(tell);
  }

  /** The events Folio acts on; any other type is acknowledged and ignored. */
  const handlers: Partial<Record<string, (object: Record<string, unknown>, provider: EventProvider) => Promise<'applied' | 'ignored'>>> = {
    'checkout.session.completed': checkoutCompleted,
    'customer.subscription.updated': subscriptionUpdated,
    'customer.subscription.deleted': subscriptionDeleted,
    'invoice.payment_failed': paymentFailed,
  };

  return async function handle(event: Stripe.Event, provider: EventProvider) {
    const handler = handlers[event.type];
    return handler ? handler(event.data.object as unknown as Record<string, unknown>, provider) : ('ignored' as const);
  };
}
