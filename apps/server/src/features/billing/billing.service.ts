import { getPlan, TRIAL_DAYS, type checkoutSessionInput } from '@folio/schema';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { AppError, ValidationError, notFound } from '../../platform/errors';
import { defineSchedule, type Jobs } from '../../platform/jobs';
import { eventId, signEvent, type Payments } from '../../platform/payments';
import type { UserRow } from '../auth/auth.tables';
import type { createPaymentEventHandlers } from './billing.events';
import { createBillingQueries } from './billing.queries';

interface Deps {
  db: Database;
  payments: Payments;
  /** Ends the test checkout's trials when they are due (Stripe ends its own and tells the webhook). */
  jobs: Pick<Jobs, 'schedule'>;
  handleEvent: ReturnType<typeof createPaymentEventHandlers>;
  /** The websites feature's queries: how many websites a user has. */
  websiteQueries: { countByUser(userId: number): Promise<number> };
  appUrl: string;
  /** Signs the test checkout's events; Stripe signs its own. */
  testWebhookSecret: string;
  /** Whether the test checkout may run (config.testCheckout: never with Stripe, in production only when allowed). */
  testCheckout: boolean;
  /** Special Offers (the offers feature): whether a code applies, and what it takes off. */
  offers: CheckoutOffers;
}

export interface CheckoutOffers {
  /** The offer a code names, if this user may use it on this plan and cycle now (else a 422 that says why). */
  forCheckout(userId: number, code: string, plan: 'pro' | 'premium', cycle: 'monthly' | 'yearly'): Promise<{ offerId: number; discountCents: number; couponId?: string }>;
  summary(offerId: number): Promise<{ code: string; terms: string } | null>;
}

/** The test checkout where it may not run: it would make anyone premium for free. */
const testCheckoutOff = () => new AppError(503, 'payments_unavailable', 'Payments are not available on this server yet. Please try again later.');
const trialUsed = () => new AppError(409, 'trial_used', 'You have already used your free trial. Choose a plan to subscribe.');

/**
 * Test-checkout trials reaching their end are converted to paid subscriptions, as Stripe does when
 * a trial ends: a sweep each minute (once across every process) ends those due, so a trial ends
 * within a minute of its date however long it ran and whichever process was up then.
 */
export const endDueTrialsSchedule = defineSchedule('billing.end-due-trials', 60_000);

/** Checkout, payment webhooks and plan changes. The server decides; the client only shows. */
export function createBillingService({ db, payments, jobs, handleEvent, websiteQueries, appUrl, testWebhookSecret, testCheckout, offers }: Deps) {
  const queries = createBillingQueries(db);

  /** The test checkout's trials that are due end now, through the same event Stripe sends (trialing to active). */
  async function endDueTrials(now = new Date()) {
    if (payments.kind !== 'test') return;
    // One trial that cannot end now (its webhook fails) does not hold back the others; the next sweep tries it again.
    const failures: unknown[] = [];
    for (const trial of await queries.testTrials({ endingBy: now })) {
      if (trial.provider_subscription_id) await payments.endTrial(trial.provider_subscription_id).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} trials not ended`);
  }

  jobs.schedule(endDueTrialsSchedule, () => endDueTrials());

  async function ownedCheckout(user: UserRow, id: string) {
    const row = await queries.findCheckout(id, user.id);
    if (!row) throw notFound('Checkout not found.');
    return row;
  }

  async function currentSubscription(user: UserRow) {
    return queries.currentSubscription(user.id);
  }

  /** A webhook body: verified, then applied once (a replayed event id changes nothing). */
  async function receiveWebhook(rawBody: string, signature: string | undefined) {
    let event;
    try {
      event = payments.verify(rawBody, signature ?? '');
    } catch {
      throw new AppError(400, 'invalid_signature', 'The webhook signature does not verify.');
    }
    if (!(await queries.recordEvent(event.id, event.type))) return { received: true, outcome: 'duplicate' as const };
    try {
      return { received: true, outcome: await handleEvent(event, payments) };
    } catch (error) {
      // Not applied: the provider's retry of this event must not be taken for a duplicate.
      await queries.forgetEvent(event.id);
      throw error;
    }
  }

  /** What a plan change leaves over the new limits: kept, and said plainly. */
  async function overLimit(user: UserRow, plan: string) {
    const count = await websiteQueries.countByUser(user.id);
    const limit = getPlan(plan).limits.portfolio_count;
    return count > limit
      ? {
          portfolio_count: { current: count, limit },
          message: `You have ${count} portfolios and the ${getPlan(plan).display_name} plan allows ${limit}. All of them are kept and stay online; you cannot create new ones until you are under the limit.`,
        }
      : null;
  }

  return {
    receiveWebhook,
    overLimit,
    endDueTrials,

    /** Whether the account may still start a free trial (the pricing screens offer one only then). */
    trialAvailable: async (user: UserRow) => !(await queries.hadTrial(user.id)),

    async startCheckout(user: UserRow, input: z.output<typeof checkoutSessionInput>) {
      if (payments.kind === 'test' && !testCheckout) throw testCheckoutOff();
      if (input.flow === 'trial' && (await queries.hadTrial(user.id))) throw trialUsed();
      const offer = input.offer_code ? await offers.forCheckout(user.id, input.offer_code, input.plan, input.billing_cycle) : null;
      const row = await queries.insertCheckout({
        user_id: user.id,
        plan: input.plan,
        billing_cycle: input.billing_cycle,
        flow: input.flow,
        feature: input.feature ?? null,
        provider: payments.kind,
        offer_id: offer?.offerId ?? null,
        discount_cents: offer?.discountCents ?? 0,
      });
      const checkout = await payments.createCheckout({
        checkoutSessionId: row.id,
        userId: user.id,
        email: user.email,
        plan: input.plan,
        billingCycle: input.billing_cycle,
        trialDays: input.flow === 'trial' ? TRIAL_DAYS : 0,
        couponId: offer?.couponId,
        successUrl: `${appUrl}/checkout/success?session=${row.id}`,
        cancelUrl: `${appUrl}/subscription/plans?plan=${input.plan}&billing=${input.billing_cycle}`,
      });
      await queries.updateCheckout(row.id, { provider_session_id: checkout.providerSessionId });
      return { checkout_url: checkout.url, session_id: row.id };
    },

    async getCheckout(user: UserRow, id: string) {
      const row = await ownedCheckout(user, id);
      const plan = getPlan(row.plan);
      const offer = row.offer_id !== null ? await offers.summary(row.offer_id) : null;
      return {
        id: row.id,
        plan: row.plan,
        plan_display: plan.display_name,
        billing_cycle: row.billing_cycle,
        flow: row.flow,
        status: row.status,
        price_usd: row.billing_cycle === 'yearly' ? plan.price_yearly_usd : plan.price_monthly_usd,
        trial_days: row.flow === 'trial' ? TRIAL_DAYS : 0,
        test_mode: row.provider === 'test',
        discount_usd: row.discount_cents / 100,
        offer,
      };
    },

    /** The test checkout's Pay button: the same signed event Stripe would send, to the same handler. */
    async completeTestCheckout(user: UserRow, id: string) {
      const row = await ownedCheckout(user, id);
      if (row.provider !== 'test' || payments.kind !== 'test') throw notFound('Checkout not found.');
      if (!testCheckout) throw testCheckoutOff();
      if (row.status === 'open' && row.flow === 'trial' && (await queries.hadTrial(user.id))) throw trialUsed();
      if (row.status === 'open') {
        const compact = row.id.replaceAll('-', '');
        const { body, signature } = signEvent(
          {
            id: eventId(),
            object: 'event',
            type: 'checkout.session.completed',
            created: Math.floor(Date.now() / 1000),
            livemode: false,
            data: {
              object: {
                id: row.provider_session_id,
                object: 'checkout.session',
                mode: 'subscription',
                payment_status: 'paid',
                client_reference_id: String(user.id),
                customer: `cus_test_${user.id}`,
                subscription: `sub_test_${compact}`,
                metadata: { checkout_session_id: row.id, user_id: String(user.id), plan: row.plan, billing_cycle: row.billing_cycle },
              },
            },
          },
          testWebhookSecret,
        );
        await receiveWebhook(body, signature);
      }
      return { redirect_url: `/checkout/success?session=${row.id}` };
    },

    async cancelCheckout(user: UserRow, id: string) {
      const row = await ownedCheckout(user, id);
      if (row.status === 'open') await queries.updateCheckout(row.id, { status: 'canceled' });
      return { redirect_url: `/subscription/plans?plan=${row.plan}&billing=${row.billing_cycle}` };
    },

    async changePlan(user: UserRow, plan: 'pro' | 'premium', cycle: 'monthly' | 'yearly') {
      const current = await currentSubscription(user);
      if (!current?.provider_subscription_id) throw new ValidationError({ plan: ['Start a subscription through checkout first.'] });
      await payments.changePlan(current.provider_subscription_id, plan, cycle);
      return { pending: payments.kind === 'stripe', over_limit: await overLimit(user, plan) };
    },

    async setCancelAtPeriodEnd(user: UserRow, cancel: boolean) {
      const current = await currentSubscription(user);
      if (!current?.provider_subscription_id) throw new ValidationError({ subscription: ['You have no subscription to change.'] });
      await payments.setCancelAtPeriodEnd(current.provider_subscription_id, cancel);
      return { pending: payments.kind === 'stripe', over_limit: cancel ? await overLimit(user, 'free') : null };
    },

    async portal(user: UserRow) {
      const current = await currentSubscription(user);
      return current?.provider_customer_id ? payments.portalUrl(current.provider_customer_id, `${appUrl}/subscription`) : null;
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
