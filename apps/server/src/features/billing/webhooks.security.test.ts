import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { settingKeys } from '../../platform/settings';
import { users } from '../auth/auth.tables';
import { offers } from '../offers/offers.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';

let test: TestApp;
let secret: string;
beforeAll(async () => {
  test = await createTestApp();
  secret = await test.services.settings.secret(settingKeys.testWebhookSecret);
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
let counter = 0;
const newEventId = () => `evt_sec_${Date.now()}_${(counter += 1)}`;
const eventBody = (type: string, object: Record<string, unknown>, id = newEventId()) =>
  JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
const sign = (payload: string, key = secret, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret: key, ...(timestamp ? { timestamp } : {}) });
const post = (app: TestApp, payload: string, signature?: string) =>
  app.app.inject({ method: 'POST', url: '/api/webhooks/payments', payload, headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) } });

async function subscribe(user: User, plan: 'pro' | 'premium', flow: 'trial' | 'upgrade' = 'upgrade') {
  const started = await user.request('POST', '/api/checkout/session', { plan, billing_cycle: 'monthly', flow });
  expect(started.statusCode, started.body).toBe(200);
  const completed = await user.request('POST', `/api/checkout/sessions/${started.json().data.session_id}/complete`);
  expect(completed.statusCode, completed.body).toBe(200);
  const [row] = await test.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
  return row!;
}
const subscriptionsOf = (app: TestApp, userId: number) => app.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId));
const planOf = async (app: TestApp, userId: number) => (await app.database.db.select().from(users).where(eq(users.id, userId)))[0]!.current_plan;

/** A stand-in for Stripe's API (what stripe-mock does): the subscription's card, and the calls Folio made. */
async function fakeStripe(cardOf: (subscriptionId: string) => string) {
  const calls: Array<{ method: string; path: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ method: request.method!, path: request.url!, body });
      const path = new URL(request.url!, 'http://x').pathname;
      // A coupon is made with the id Folio gives it; everything else is named by its path.
      const id = path === '/v1/coupons' ? (new URLSearchParams(body).get('id') ?? '') : decodeURIComponent(path.split('/')[3] ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id,
          object: 'subscription',
          status: 'trialing',
          // Also answers checkout.sessions.create.
          url: `https://checkout.stripe.test/${id}`,
          metadata: {},
          items: { object: 'list', data: [] },
          default_payment_method: { id: `pm_${id}`, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', fingerprint: cardOf(id) } },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A Folio configured for Stripe, whose API is the local one at `url`. */
const withStripe = (url: string, webhookSecret: string) =>
  createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_folio',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
    STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
    STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_m',
    STRIPE_PRICE_PREMIUM_YEARLY: 'price_premium_y',
    STRIPE_API_URL: url,
  });

describe('payment webhooks and billing rules', () => {
  const now = () => Math.floor(Date.now() / 1000);
  /** Each forgery targets a real subscription with a deletion; none may land. */
  const forgeries: Array<{ name: string; forge: (payload: string) => { payload: string; signature?: string } }> = [
    { name: 'missing signature', forge: (payload) => ({ payload }) },
    { name: 'empty signature', forge: (payload) => ({ payload, signature: '' }) },
    { name: 'garbage signature header', forge: (payload) => ({ payload, signature: 'not-a-signature' }) },
    { name: 'timestamp without v1', forge: (payload) => ({ payload, signature: `t=${now()}` }) },
    { name: 'wrong secret', forge: (payload) => ({ payload, signature: sign(payload, 'whsec_attacker') }) },
    { name: 'tampered body', forge: (payload) => ({ payload: payload.replace('"customer.subscription.deleted"', '"customer.subscription.deleted" '), signature: sign(payload) }) },
    { name: 'signature of another body', forge: (payload) => ({ payload, signature: sign(eventBody('charge.succeeded', { id: 'ch_1' })) }) },
    { name: 'old timestamp (1 hour)', forge: (payload) => ({ payload, signature: sign(payload, secret, now() - 3600) }) },
    { name: 'old timestamp (6 minutes)', forge: (payload) => ({ payload, signature: sign(payload, secret, now() - 360) }) },
    { name: 'v0 scheme only', forge: (payload) => ({ payload, signature: sign(payload).replace('v1=', 'v0=') }) },
  ];

  it.for(forgeries)('refuses a forged webhook: $name', async ({ forge }) => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'pro');
    const forged = forge(eventBody('customer.subscription.deleted', { id: subscription.provider_subscription_id }));
    const response = await post(test, forged.payload, forged.signature);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'invalid_signature' });
    expect((await subscriptionsOf(test, user.id))[0]!.status).toBe('active');
    expect(await planOf(test, user.id)).toBe('pro');
  });

  it.for([
    { name: 'the same bytes twice', resign: false },
    { name: 'the same event id, signed again later', resign: true },
  ])('applies a replayed event once: $name', async ({ resign }) => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'pro');
    const id = newEventId();
    const first = eventBody('customer.subscription.updated', { id: subscription.provider_subscription_id, cancel_at_period_end: true }, id);
    expect((await post(test, first, sign(first))).json()).toEqual({ received: true, outcome: 'applied' });
    const notifications = (await user.request('GET', '/api/notifications')).json().pagination.total;
    // The user resumes; a replay of the old "cancel" must not undo that.
    expect((await user.request('POST', '/api/subscription/resume')).statusCode).toBe(200);
    const again = resign ? eventBody('customer.subscription.updated', { id: subscription.provider_subscription_id, cancel_at_period_end: true }, id) : first;
    expect((await post(test, again, sign(again, secret, resign ? now() + 1 : undefined))).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await subscriptionsOf(test, user.id))[0]!.cancel_at_period_end).toBe(false);
    expect((await user.request('GET', '/api/notifications')).json().pagination.total).toBe(notifications + 1);
  });

  it.for([
    { name: 'a second trial after the first', setup: 'trialed' },
    { name: 'a new trial after the trial subscription ended', setup: 'ended' },
  ])('refuses the trial again: $name', async ({ setup }) => {
    const user = await userOnPlan(test);
    const first = await subscribe(user, 'pro', 'trial');
    expect(first.status).toBe('trialing');
    if (setup === 'ended') {
      const body = eventBody('customer.subscription.deleted', { id: first.provider_subscription_id });
      await post(test, body, sign(body));
      expect(await planOf(test, user.id)).toBe('free');
    }
    expect((await user.request('GET', '/api/subscription/current')).json().data.trial_available).toBe(false);
    const again = await user.request('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly', flow: 'trial' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'trial_used' });
  });

  it('gives one trial when several trial checkouts, opened before any was paid, are completed at once', async () => {
    const user = await userOnPlan(test);
    const opened = await Promise.all([1, 2, 3, 4].map(() => user.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly', flow: 'trial' })));
    const ids = opened.map((response) => response.json().data.session_id as string);
    const completed = await Promise.all(ids.map((id) => user.request('POST', `/api/checkout/sessions/${id}/complete`)));
    expect(completed.every((response) => response.statusCode === 200 || response.json().code === 'trial_used')).toBe(true);
    const rows = await subscriptionsOf(test, user.id);
    expect(rows.filter((row) => row.status === 'trialing')).toHaveLength(1);
    expect(rows.filter((row) => row.trial_ends_at !== null)).toHaveLength(1);
  });

  it('with Stripe, gives a card one trial: a second account paying with it is charged from today', async () => {
    const stripe = await fakeStripe(() => 'card_fp_shared');
    const webhookSecret = 'whsec_folio_sec';
    const stripeApp = await withStripe(stripe.url, webhookSecret);
    try {
      const [first, second] = [await userOnPlan(stripeApp), await userOnPlan(stripeApp)];
      const outcomes = [];
      for (const user of [first, second]) {
        const started = await user.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly', flow: 'trial' });
        expect(started.statusCode, started.body).toBe(200);
        const sessionId = started.json().data.session_id as string;
        const sub = `sub_card_${user.id}`;
        const body = eventBody('checkout.session.completed', {
          id: `cs_${user.id}`,
          customer: `cus_${user.id}`,
          subscription: sub,
          metadata: { user_id: String(user.id), plan: 'pro', billing_cycle: 'monthly', checkout_session_id: sessionId },
        });
        outcomes.push(await post(stripeApp, body, sign(body, webhookSecret)));
      }
      expect(outcomes.map((response) => response.json().outcome)).toEqual(['applied', 'applied']);
      expect((await subscriptionsOf(stripeApp, first.id))[0]!.status).toBe('trialing');
      expect((await subscriptionsOf(stripeApp, second.id))[0]).toMatchObject({ status: 'active', trial_ends_at: null });
      expect(stripe.calls.filter((call) => call.method === 'POST' && call.path === `/v1/subscriptions/sub_card_${second.id}`).map((call) => call.body)).toEqual(['trial_end=now']);
      expect(stripe.calls.some((call) => call.path === `/v1/subscriptions/sub_card_${first.id}` && call.method === 'POST')).toBe(false);
    } finally {
      await stripeApp.close();
      await stripe.close();
    }
  });

  it('with Stripe, an offer becomes one once-only coupon, the checkout carries it, and the paid checkout counts a redemption', async () => {
    const stripe = await fakeStripe(() => 'card_fp_offer');
    const webhookSecret = 'whsec_folio_offer';
    const stripeApp = await withStripe(stripe.url, webhookSecret);
    try {
      const [offer] = await stripeApp.database.db.insert(offers).values({ code: 'STRIPE10', amount_off_cents: 1000 }).returning();
      const [first, second] = [await userOnPlan(stripeApp), await userOnPlan(stripeApp)];
      const sessions = [];
      for (const user of [first, second]) {
        const started = await user.request('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'yearly', flow: 'upgrade', offer_code: 'stripe10' });
        expect(started.statusCode, started.body).toBe(200);
        sessions.push(started.json().data.session_id as string);
      }
      const coupons = stripe.calls.filter((call) => call.path === '/v1/coupons');
      expect(coupons).toHaveLength(1);
      expect(Object.fromEntries(new URLSearchParams(coupons[0]!.body))).toMatchObject({ id: `folio_offer_${offer!.id}`, name: 'STRIPE10', duration: 'once', amount_off: '1000', currency: 'usd' });
      const checkouts = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions');
      expect(checkouts.map((call) => new URLSearchParams(call.body).get('discounts[0][coupon]'))).toEqual([`folio_offer_${offer!.id}`, `folio_offer_${offer!.id}`]);

      const body = eventBody('checkout.session.completed', {
        id: `cs_offer_${first.id}`,
        customer: `cus_${first.id}`,
        subscription: `sub_offer_${first.id}`,
        metadata: { user_id: String(first.id), plan: 'premium', billing_cycle: 'yearly', checkout_session_id: sessions[0] },
      });
      expect((await post(stripeApp, body, sign(body, webhookSecret))).json().outcome).toBe('applied');
      const [counted] = await stripeApp.database.db.select({ redemptions: offers.redemptions, coupon: offers.stripe_coupon_id }).from(offers).where(eq(offers.id, offer!.id));
      expect(counted).toEqual({ redemptions: 1, coupon: `folio_offer_${offer!.id}` });
    } finally {
      await stripeApp.close();
      await stripe.close();
    }
  });

  it.for([
    ...[1, 2, 3, 4, 5].map((round) => ({ round, via: 'requests' as const })),
    ...[1, 2, 3, 4, 5].map((round) => ({ round, via: 'webhooks' as const })),
  ])('settles an upgrade, a downgrade and a cancellation sent at once to one consistent state ($via, round $round)', async ({ via }) => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'pro');
    if (via === 'requests') {
      const responses = await Promise.all([
        user.request('POST', '/api/subscription/change', { plan: 'premium', billing_cycle: 'monthly' }),
        user.request('POST', '/api/subscription/change', { plan: 'pro', billing_cycle: 'yearly' }),
        user.request('POST', '/api/subscription/cancel'),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    } else {
      // The provider's events for the three changes, arriving together (as Stripe's retries can).
      const id = subscription.provider_subscription_id;
      const bodies = [
        eventBody('customer.subscription.updated', { id, status: 'active', metadata: { plan: 'premium', billing_cycle: 'monthly' }, cancel_at_period_end: false }),
        eventBody('customer.subscription.updated', { id, status: 'active', metadata: { plan: 'pro', billing_cycle: 'yearly' }, cancel_at_period_end: false }),
        eventBody('customer.subscription.updated', { id, cancel_at_period_end: true }),
      ];
      const responses = await Promise.all([...bodies, ...bodies].map((body) => post(test, body, sign(body))));
      expect(responses.map((response) => response.json().outcome as string).sort((a, b) => a.localeCompare(b))).toEqual(['applied', 'applied', 'applied', 'duplicate', 'duplicate', 'duplicate']);
    }
    const [row] = await subscriptionsOf(test, user.id);
    // The user's plan is the subscription's, and the row is one whole change, not a mix of two.
    expect(await planOf(test, user.id)).toBe(row!.plan);
    const outcomes = [
      { plan: 'premium', billing_cycle: 'monthly', cancel_at_period_end: false },
      { plan: 'pro', billing_cycle: 'yearly', cancel_at_period_end: false },
      { plan: 'premium', billing_cycle: 'monthly', cancel_at_period_end: true },
      { plan: 'pro', billing_cycle: 'yearly', cancel_at_period_end: true },
    ];
    expect(outcomes).toContainEqual({ plan: row!.plan, billing_cycle: row!.billing_cycle, cancel_at_period_end: row!.cancel_at_period_end });
    const current = (await user.request('GET', '/api/subscription/current')).json().data;
    expect(current.plan.name).toBe(row!.plan);
  });
});
