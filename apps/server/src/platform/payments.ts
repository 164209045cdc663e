import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** What the billing feature needs from a payment provider. Both adapters speak Stripe's event format. */
export interface CheckoutRequest {
  checkoutSessionId: string;
  userId: number;
  email: string;
  plan: 'pro' | 'premium';
  billingCycle: 'monthly' | 'yearly';
  trialDays: number;
  /** The provider's coupon for a Special Offer (Stripe only; the test checkout reads the discount from Folio's records). */
  couponId?: string;
  successUrl: string;
  cancelUrl: string;
}

export interface Payments {
  kind: 'test' | 'stripe';
  /**
   * The provider's coupon for an offer: what it takes off the first payment. Folio checks the
   * offer's terms (plan, cycle, end, redemption limit) before a checkout starts; the coupon carries
   * only the discount. Made once an offer; the same id again answers the one already made.
   */
  createCoupon(offer: { id: number; code: string; percentOff: number | null; amountOffCents: number | null }): Promise<string | null>;
  /** Where to send the user to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string }>;
  changePlan(subscriptionId: string, plan: 'pro' | 'premium', billingCycle: 'monthly' | 'yearly'): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends a subscription now, without a refund (its account is being deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * The fingerprint of the payment method behind a subscription (the same card gives the same
   * fingerprint in any account), or null when the provider has none.
   */
  paymentFingerprint(subscriptionId: string): Promise<string | null>;
  /** Ends a subscription's trial now, so it is paid from today (a trial the account may not have). */
  endTrial(subscriptionId: string): Promise<void>;
  /** The provider's self-service billing page, when it has one. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Checks a webhook's signature and returns its event; throws when it does not verify. */
  verify(rawBody: string, signature: string): Stripe.Event;
}

/** Signs an event the way Stripe signs webhooks (the stripe package's own helper). */
export function signEvent(event: object, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

export const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/**
 * The embedded default: no provider. Checkout is Folio's own test page; completing it, and every
 * plan change, produces a Stripe-format event signed with the webhook secret and delivered to the
 * same handler Stripe's webhooks reach.
 */
export function createTestPayments(options: { webhookSecret: string; appUrl: string; deliver: (body: string, signature: string) => Promise<void> }): Payments {
  const { webhookSecret, deliver } = options;
  const send = (type: string, object: Record<string, unknown>) => {
    const { body, signature } = signEvent({ id: eventId(), object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } }, webhookSecret);
    return deliver(body, signature);
  };
  return {
    kind: 'test',
    async createCheckout(request) {
      return { url: `${options.appUrl}/checkout/payment?session=${request.checkoutSessionId}`, providerSessionId: `cs_test_${request.checkoutSessionId.replaceAll('-', '')}` };
    },
    async changePlan(subscriptionId, plan, billingCycle) {
      await send('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active', metadata: { plan, billing_cycle: billingCycle }, cancel_at_period_end: false });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await send('customer.subscription.updated', { id: subscriptionId, object: 'subscription', cancel_at_period_end: cancel });
    },
    async cancelNow(subscriptionId) {
      await send('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' });
    },
    // The test checkout takes no payment method.
    paymentFingerprint: async () => null,
    // As Stripe tells a trial's end: active from now, the trial's end kept as the moment it ended.
    async endTrial(subscriptionId) {
      await send('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active', trial_end: Math.floor(Date.now() / 1000) });
    },
    portalUrl: async () => null,
    createCoupon: async () => null,
    verify: (rawBody, signature) => Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret),
  };
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (stripe-mock, a test double); Stripe's own when undefined. */
  apiUrl?: string;
  prices: Record<'pro' | 'premium', Record<'monthly' | 'yearly', string>>;
}

/** Stripe: Checkout Sessions, subscription updates, the customer portal, signed webhooks. */
export function createStripePayments(settings: StripeSettings): Payments {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(
    settings.secretKey,
    api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 0 } : {},
  );
  return {
    kind: 'stripe',
    async createCheckout(request) {
      const metadata = { checkout_session_id: request.checkoutSessionId, user_id: String(request.userId), plan: request.plan, billing_cycle: request.billingCycle };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer_email: request.email,
        client_reference_id: String(request.userId),
        line_items: [{ price: settings.prices[request.plan][request.billingCycle], quantity: 1 }],
        metadata,
        subscription_data: { metadata, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
        ...(request.couponId ? { discounts: [{ coupon: request.couponId }] } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url, providerSessionId: session.id };
    },
    async changePlan(subscriptionId, plan, billingCycle) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error('subscription without items');
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: settings.prices[plan][billingCycle] }],
        proration_behavior: 'create_prorations',
        metadata: { ...subscription.metadata, plan, billing_cycle: billingCycle },
      });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async paymentFingerprint(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
      const method = subscription.default_payment_method;
      if (!method || typeof method === 'string') return null;
      // Cards, and the bank debits that have one, each keep it under their own type's key.
      const details = (method as unknown as Record<string, { fingerprint?: string | null } | undefined>)[method.type];
      return details?.fingerprint ? `${method.type}:${details.fingerprint}` : null;
    },
    async endTrial(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { trial_end: 'now' });
    },
    async portalUrl(customerId, returnUrl) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async createCoupon(offer) {
      const id = `folio_offer_${offer.id}`;
      const discount = offer.percentOff !== null ? { percent_off: offer.percentOff } : { amount_off: offer.amountOffCents ?? 0, currency: 'usd' };
      try {
        return (await stripe.coupons.create({ id, name: offer.code, duration: 'once', ...discount })).id;
      } catch (error) {
        // Made before (its id was not saved, or two checkouts raced): the one Stripe has is this offer's.
        if ((error as { code?: string }).code === 'resource_already_exists') return id;
        throw error;
      }
    },
    verify: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}
