import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import { settingKeys } from '../../platform/settings';
import { subscriptions } from '../subscriptions/subscriptions.tables';

let test: TestApp;
let secret: string;
beforeAll(async () => {
  test = await createTestApp();
  secret = await test.services.settings.secret(settingKeys.testWebhookSecret);
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
let eventCounter = 0;
/** An event signed the way Stripe signs them (the stripe package's own helper). */
function signed(type: string, object: Record<string, unknown>, key = secret, id = `evt_test_${Date.now()}_${(eventCounter += 1)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: key }) } };
}
const deliver = (event: ReturnType<typeof signed>) => test.app.inject({ method: 'POST', url: '/api/webhooks/payments', ...event });

async function subscribe(user: User, plan: 'pro' | 'premium', flow: 'trial' | 'upgrade' = 'upgrade') {
  const started = await user.request('POST', '/api/checkout/session', { plan, billing_cycle: 'monthly', flow });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = new URL(started.json().checkout_url as string).searchParams.get('session')!;
  const completed = await user.request('POST', `/api/checkout/sessions/${sessionId}/complete`);
  expect(completed.json().redirect_url).toBe(`/checkout/success?session=${sessionId}`);
  const [row] = await test.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
  return row!;
}

describe('the test checkout', () => {
  it('starts a pro trial: a checkout page in test mode, then the signed webhook upgrades the plan', async () => {
    const user = await userOnPlan(test);
    const started = (await user.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly', flow: 'trial' })).json();
    expect(started.checkout_url).toMatch(/^http:\/\/localhost:3000\/checkout\/payment\?session=[0-9a-f-]{36}$/);
    expect(started.data.checkout_url).toBe(started.checkout_url);
    const sessionId = started.data.session_id;
    expect((await user.request('GET', `/api/checkout/sessions/${sessionId}`)).json().data).toMatchObject({
      plan: 'pro',
      plan_display: 'Pro',
      price_usd: 5,
      trial_days: 14,
      status: 'open',
      test_mode: true,
    });
    await user.request('POST', `/api/checkout/sessions/${sessionId}/complete`);
    const current = (await user.request('GET', '/api/subscription/current')).json().data;
    expect(current).toMatchObject({ plan: { name: 'pro' }, limits: { portfolio_count: 3 }, has_access: true, subscription: { status: 'trialing', plan: 'pro' } });
    const trialDays = (Date.parse(current.subscription.trial_ends_at) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect((await user.request('GET', `/api/checkout/sessions/${sessionId}`)).json().data.status).toBe('completed');
    expect((await lastMailTo(test, user.email))?.subject).toBe('Your Pro trial has started');
    const bell = (await user.request('GET', '/api/notifications')).json();
    expect(bell.data[0]).toMatchObject({ type: 'subscription_updated', title: 'Your Pro trial has started', read_at: null });
    for (const name of ['One', 'Two', 'Three']) await user.createWebsite(name);
    expect((await user.request('POST', '/api/websites', { name: 'Four' })).statusCode).toBe(403);
  });

  it("keeps another user's checkout out of reach, and a canceled checkout changes nothing", async () => {
    const user = await userOnPlan(test);
    const other = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/checkout/session', { plan: 'premium' })).json().data.session_id;
    expect((await other.request('GET', `/api/checkout/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await other.request('POST', `/api/checkout/sessions/${sessionId}/complete`)).statusCode).toBe(404);
    const canceled = await user.request('POST', `/api/checkout/sessions/${sessionId}/cancel`);
    expect(canceled.json().redirect_url).toBe('/subscription/plans?plan=premium&billing=monthly');
    expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('free');
  });

  it('takes the Folio credit off the published site when the owner pays, and puts it back when the subscription ends', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Branded Person');
    await user.request('POST', `/api/websites/${website.id}/publish`, { version: 1 });
    const page = async () => (await test.app.inject({ url: '/', headers: { host: `${website.subdomain}.localhost:3000` } })).body;
    // Cached from here on: the plan's change, not a write to the website, must drop the page.
    expect(await page()).toContain('Made with Folio');
    const subscription = await subscribe(user, 'premium');
    expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('premium');
    expect(await page()).not.toContain('Made with Folio');
    await deliver(signed('customer.subscription.deleted', { id: subscription.provider_subscription_id }));
    expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('free');
    expect(await page()).toContain('Made with Folio');
  });

  it("keeps a downgraded owner's posts but takes the blog off the site until the plan has it again", async () => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'pro');
    const website = await user.createWebsite('Writing Person');
    const created = await user.request('POST', `/api/websites/${website.id}/blog-posts`, { version: 1, title: 'Kept for later', content: '<p>Words.</p>', status: 'published' });
    expect(created.statusCode, created.body).toBe(201);
    await user.request('POST', `/api/websites/${website.id}/publish`, { version: created.json().website_version });
    const visit = async (url: string) => test.app.inject({ url, headers: { host: `${website.subdomain}.localhost:3000` } });
    expect((await visit('/blog/kept-for-later')).statusCode).toBe(200);
    expect((await visit('/sitemap.xml')).body).toContain('/blog/kept-for-later');

    await deliver(signed('customer.subscription.deleted', { id: subscription.provider_subscription_id }));
    expect((await visit('/blog/kept-for-later')).statusCode).toBe(404);
    expect((await visit('/')).body).not.toContain('Kept for later');
    expect((await visit('/sitemap.xml')).body).not.toContain('/blog/');
    expect((await visit('/feed.xml')).body).not.toContain('Kept for later');
    expect((await user.request('GET', `/api/websites/${website.id}/blog-posts`)).statusCode).toBe(403);

    await subscribe(user, 'pro');
    expect((await visit('/blog/kept-for-later')).statusCode).toBe(200);
    expect((await user.request('GET', `/api/websites/${website.id}/blog-posts`)).json().data).toHaveLength(1);
  });
});

describe('payment webhooks', () => {
  it('refuse a missing or wrong signature', async () => {
    const event = signed('customer.subscription.deleted', { id: 'sub_x' });
    expect((await test.app.inject({ method: 'POST', url: '/api/webhooks/payments', payload: event.payload, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    const forged = signed('customer.subscription.deleted', { id: 'sub_x' }, 'whsec_not_ours');
    const response = await deliver(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_signature');
    const tampered = signed('customer.subscription.deleted', { id: 'sub_x' });
    expect((await deliver({ ...tampered, payload: tampered.payload.replace('sub_x', 'sub_y') })).statusCode).toBe(400);
  });

  it('apply an event once: a replay changes nothing', async () => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'pro');
    const event = signed('customer.subscription.deleted', { id: subscription.provider_subscription_id });
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'applied' });
    const before = (await user.request('GET', '/api/notifications')).json().pagination.total;
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await user.request('GET', '/api/notifications')).json().pagination.total).toBe(before);
  });

  it('acknowledge and ignore events for a customer Folio does not know', async () => {
    for (const event of [
      signed('checkout.session.completed', { id: 'cs_1', subscription: 'sub_nobody', metadata: { user_id: '999999', plan: 'pro', billing_cycle: 'monthly' } }),
      signed('customer.subscription.updated', { id: 'sub_nobody', status: 'active' }),
      signed('invoice.payment_failed', { subscription: 'sub_nobody' }),
      signed('charge.succeeded', { id: 'ch_1' }),
    ]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('ignored');
    }
  });

  it('a failed payment marks the subscription past due, which has no access until paid', async () => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'premium');
    await deliver(signed('invoice.payment_failed', { subscription: subscription.provider_subscription_id }));
    const current = (await user.request('GET', '/api/subscription/current')).json().data;
    expect(current).toMatchObject({ has_access: false, subscription: { status: 'past_due' } });
    expect((await lastMailTo(test, user.email))?.subject).toBe('Your payment did not go through');
  });
});

describe('changing the plan', () => {
  it('upgrades pro to premium at once in test mode', async () => {
    const user = await userOnPlan(test);
    await subscribe(user, 'pro');
    const changed = await user.request('POST', '/api/subscription/change', { plan: 'premium', billing_cycle: 'yearly' });
    expect(changed.json()).toMatchObject({ success: true, pending: false, over_limit: null });
    expect((await user.request('GET', '/api/subscription/current')).json().data).toMatchObject({ plan: { name: 'premium' }, subscription: { billing_cycle: 'yearly' } });
  });

  it('a downgrade below current use keeps every website and says what is over the limit', async () => {
    const user = await userOnPlan(test);
    const subscription = await subscribe(user, 'pro');
    for (const name of ['A', 'B', 'C']) await user.createWebsite(name);
    const canceling = await user.request('POST', '/api/subscription/cancel');
    expect(canceling.json().over_limit).toMatchObject({ portfolio_count: { current: 3, limit: 1 } });
    expect(canceling.json().over_limit.message).toContain('All of them are kept');
    expect((await user.request('GET', '/api/subscription/current')).json().data.subscription.cancel_at_period_end).toBe(true);
    expect((await user.request('POST', '/api/subscription/resume')).json().success).toBe(true);
    expect((await user.request('GET', '/api/subscription/current')).json().data.subscription.cancel_at_period_end).toBe(false);

    await deliver(signed('customer.subscription.deleted', { id: subscription.provider_subscription_id }));
    const current = (await user.request('GET', '/api/subscription/current')).json().data;
    expect(current).toMatchObject({ subscription: null, plan: { name: 'free' }, has_access: true });
    expect((await user.request('GET', '/api/websites')).json().websites).toHaveLength(3);
    expect((await user.request('POST', '/api/websites', { name: 'D' })).statusCode).toBe(403);
  });

  it('refuses a change without a subscription', async () => {
    const user = await userOnPlan(test);
    expect((await user.request('POST', '/api/subscription/change', { plan: 'pro' })).statusCode).toBe(422);
  });
});

describe('where the test checkout may run', () => {
  it.for<{ name: string; env: Record<string, string>; allowed: boolean }>([
    { name: 'production', env: { NODE_ENV: 'production' }, allowed: false },
    { name: 'production, ALLOW_TEST_CHECKOUT=false', env: { NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'false' }, allowed: false },
    { name: 'production, ALLOW_TEST_CHECKOUT=true', env: { NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' }, allowed: true },
    { name: 'development', env: { NODE_ENV: 'development' }, allowed: true },
  ])('$name: runs $allowed', async ({ env, allowed }) => {
    const app = await createTestApp(env);
    try {
      const user = await userOnPlan(app);
      const started = await user.request('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly' });
      if (!allowed) {
        expect(started.statusCode).toBe(503);
        expect(started.json()).toMatchObject({ success: false, code: 'payments_unavailable' });
        expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('free');
        return;
      }
      expect(started.statusCode).toBe(200);
      expect((await user.request('POST', `/api/checkout/sessions/${started.json().data.session_id}/complete`)).statusCode).toBe(200);
      expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('premium');
    } finally {
      await app.close();
    }
  });

  it('a checkout opened while it was allowed cannot be completed once it is not', async () => {
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/checkout/session', { plan: 'premium' })).json().data.session_id;
    await test.restart({ NODE_ENV: 'production' });
    try {
      const completed = await user.request('POST', `/api/checkout/sessions/${sessionId}/complete`);
      expect(completed.statusCode).toBe(503);
      expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('free');
    } finally {
      await test.restart();
    }
  });
});

describe('one trial per account', () => {
  it('offers the trial until it is taken, then refuses another', async () => {
    const user = await userOnPlan(test);
    expect((await user.request('GET', '/api/subscription/current')).json().data.trial_available).toBe(true);
    await subscribe(user, 'pro', 'trial');
    expect((await user.request('GET', '/api/subscription/current')).json().data.trial_available).toBe(false);
    const again = await user.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly', flow: 'trial' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already used your free trial. Choose a plan to subscribe.');
    // Paying without a trial stays open.
    expect((await user.request('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly', flow: 'upgrade' })).statusCode).toBe(200);
  });
});

describe('with Stripe configured', () => {
  it('verifies webhooks with the Stripe secret and applies them; events signed with the test secret are refused', async () => {
    const stripeApp = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_folio',
      STRIPE_WEBHOOK_SECRET: 'whsec_folio_stripe',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
      STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
      STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_m',
      STRIPE_PRICE_PREMIUM_YEARLY: 'price_premium_y',
    });
    try {
      const user = await userOnPlan(stripeApp);
      const event = signed('checkout.session.completed', { id: 'cs_live', customer: 'cus_1', subscription: 'sub_stripe_1', metadata: { user_id: String(user.id), plan: 'premium', billing_cycle: 'monthly' } }, 'whsec_folio_stripe');
      const response = await stripeApp.app.inject({ method: 'POST', url: '/api/webhooks/payments', ...event });
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
      expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('premium');
      const ours = signed('customer.subscription.deleted', { id: 'sub_stripe_1' });
      expect((await stripeApp.app.inject({ method: 'POST', url: '/api/webhooks/payments', ...ours })).statusCode).toBe(400);
    } finally {
      await stripeApp.close();
    }
  });
});
