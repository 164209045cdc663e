import { getPlan, TRIAL_DAYS } from '@folio/schema';
import type Stripe from 'stripe';
import type { Database } from '../../platform/db/client';
import type { UserRow } from '../auth/auth.tables';
import type { Notifier } from '../../platform/notify';
import type { SubscriptionRow } from '../subscriptions/subscriptions.tables';
import { createBillingQueries } from './billing.queries';

type Plan = 'pro' | 'premium';
type Cycle = 'monthly' | 'yearly';
const asPlan = (value: unknown): Plan | undefined => (value === 'pro' || value === 'premium' ? value : undefined);
const asCycle = (value: unknown): Cycle | undefined => (value === 'monthly' || value === 'yearly' ? value : undefined);
const fromUnix = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : undefined);
const periodEnd = (cycle: Cycle) => new Date(Date.now() + (cycle === 'yearly' ? 365 : 30) * 86_400_000);

/** The accounts this takes of the auth feature (services.ts passes its queries). */
export interface Users {
  findUserById(id: number): Promise<UserRow | undefined>;
  updateUser(id: number, values: Partial<UserRow>): Promise<UserRow>;
}

/**
 * What each payment event does to Folio's records. Shared by Stripe's webhooks and the test
 * checkout's, so both paths are one code path.
 */
export function createPaymentEventHandlers(deps: { db: Database; authQueries: Users; notifications: Notifier }) {
  const { authQueries, notifications } = deps;
  const queries = createBillingQueries(deps.db);

  /** The user's plan follows their subscription: its plan while it is not canceled, free after. */
  async function syncPlan(row: SubscriptionRow, message: { title: string; text: string } | null) {
    const user = await authQueries.findUserById(row.user_id);
    if (!user) return;
    const plan = row.status === 'canceled' ? 'free' : row.plan;
    if (plan !== user.current_plan) await authQueries.updateUser(user.id, { current_plan: plan });
    if (message) {
      await notifications.notify(user.id, {
        type: 'subscription_updated',
        title: message.title,
        message: message.text,
        action_url: '/subscription',
        email: { to: user.email, subject: message.title, action: 'Manage your subscription' },
      });
    }
  }

  async function bySubscriptionId(id: unknown) {
    return typeof id === 'string' ? queries.subscriptionByProviderId(id) : undefined;
  }

  async function checkoutCompleted(object: Record<string, unknown>, provider: 'test' | 'stripe') {
    const metadata = (object.metadata ?? {}) as Record<string, string>;
    const userId = Number(metadata.user_id ?? object.client_reference_id);
    const user = Number.isInteger(userId) ? await authQueries.findUserById(userId) : undefined;
    const plan = asPlan(metadata.plan);
    const cycle = asCycle(metadata.billing_cycle) ?? 'monthly';
    // A customer Folio does not know (deleted meanwhile, or another system's): nothing to change.
    if (!user || !plan || typeof object.subscription !== 'string') return 'ignored' as const;
    const checkout = metadata.checkout_session_id ? await queries.findCheckout(metadata.checkout_session_id) : undefined;
    const trial = checkout?.flow === 'trial';
    const values = {
      user_id: user.id,
      plan,
      billing_cycle: cycle,
      status: trial ? ('trialing' as const) : ('active' as const),
      trial_ends_at: trial ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : null,
      current_period_end: trial ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : periodEnd(cycle),
      cancel_at_period_end: false,
      provider,
      provider_customer_id: typeof object.customer === 'string' ? object.customer : null,
      provider_subscription_id: object.subscription,
    };
    const existing = await bySubscriptionId(object.subscription);
    const row = existing ? await queries.updateSubscription(existing.id, values) : await queries.insertSubscription(values);
    if (checkout) await queries.completeOpenCheckout(checkout.id);
    const name = getPlan(plan).display_name;
    await syncPlan(row, {
      title: trial ? `Your ${name} trial has started` : `Welcome to ${name}`,
      text: trial ? `You have ${TRIAL_DAYS} days of ${name}, free. Everything in ${name} is open to you now.` : `Your ${name} subscription is active. Everything in ${name} is open to you now.`,
    });
    return 'applied' as const;
  }

  async function subscriptionUpdated(object: Record<string, unknown>) {
    const row = await bySubscriptionId(object.id);
    if (!row) return 'ignored' as const;
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
    const updated = await queries.updateSubscription(row.id, changes);
    const name = getPlan(changes.plan).display_name;
    const message =
      changes.plan !== row.plan
        ? { title: `You are now on ${name}`, text: `Your plan changed to ${name}. Your websites are all kept.` }
        : changes.cancel_at_period_end !== row.cancel_at_period_end
          ? changes.cancel_at_period_end
            ? { title: 'Your subscription will end', text: `${name} stays active until the end of the current period; then your account returns to Free. Your websites are kept.` }
            : { title: 'Your subscription continues', text: `${name} will renew as usual.` }
          : null;
    await syncPlan(updated, message);
    return 'applied' as const;
  }

  async function subscriptionDeleted(object: Record<string, unknown>) {
    const row = await bySubscriptionId(object.id);
    if (!row) return 'ignored' as const;
    const updated = await queries.updateSubscription(row.id, { status: 'canceled', cancel_at_period_end: false, updated_at: new Date() });
    await syncPlan(updated, { title: 'Your subscription has ended', text: 'Your account is on the Free plan now. Every website is kept; those over the Free limit stay as they are.' });
    return 'applied' as const;
  }

  async function paymentFailed(object: Record<string, unknown>) {
    const row = await bySubscriptionId(object.subscription);
    if (!row) return 'ignored' as const;
    const updated = await queries.updateSubscription(row.id, { status: 'past_due', updated_at: new Date() });
    await syncPlan(updated, { title: 'Your payment did not go through', text: 'Please update your payment method to keep your plan.' });
    return 'applied' as const;
  }

  /** The events Folio acts on; any other type is acknowledged and ignored. */
  const handlers: Partial<Record<string, (object: Record<string, unknown>, provider: 'test' | 'stripe') => Promise<'applied' | 'ignored'>>> = {
    'checkout.session.completed': checkoutCompleted,
    'customer.subscription.updated': subscriptionUpdated,
    'customer.subscription.deleted': subscriptionDeleted,
    'invoice.payment_failed': paymentFailed,
  };

  return async function handle(event: Stripe.Event, provider: 'test' | 'stripe') {
    const handler = handlers[event.type];
    return handler ? handler(event.data.object as unknown as Record<string, unknown>, provider) : ('ignored' as const);
  };
}
