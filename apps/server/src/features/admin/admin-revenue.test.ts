import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AdminSubscriptionDetail, RevenueAnalytics, SubscriptionEventType } from '@folio/schema';
import { bearer, registerAdmin, registerVerified, userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { settingKeys } from '../../platform/settings';
import { users } from '../auth/auth.tables';
import { subscriptionEvents } from '../billing/billing.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Ada Admin' });
});
afterAll(() => test.close());

const asAdmin = (url: string) => test.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
type Member = Awaited<ReturnType<typeof userOnPlan>>;

async function checkout(user: Member, plan: 'pro' | 'premium', options: { cycle?: 'monthly' | 'yearly'; flow?: 'trial' | 'upgrade' } = {}) {
  const started = await user.request('POST', '/api/checkout/session', { plan, billing_cycle: options.cycle ?? 'monthly', flow: options.flow ?? 'upgrade' });
  expect(started.statusCode, started.body).toBe(200);
  expect((await user.request('POST', `/api/checkout/sessions/${started.json().data.session_id}/complete`)).statusCode).toBe(200);
  const [row] = await test.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
  return row!;
}

/** A payment event as the provider signs it, delivered to the webhook. */
async function webhook(type: string, object: Record<string, unknown>) {
  const secret = await test.services.settings.secret(settingKeys.testWebhookSecret);
  const payload = JSON.stringify({ id: `evt_revenue_${Date.now()}_${Math.random()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const response = await test.app.inject({ method: 'POST', url: '/api/webhooks/payments', payload, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) } });
  expect(response.json()).toMatchObject({ outcome: 'applied' });
}

async function detail(id: number) {
  const response = await asAdmin(`/api/admin/subscriptions/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminSubscriptionDetail }>().data;
}
const timeline = (events: AdminSubscriptionDetail['events']) => events.map((event) => [event.type, event.previous_mrr_cents, event.mrr_cents] as [SubscriptionEventType, number, number]);

describe('who may call the revenue API', () => {
  it('answers a guest 401, a user 403 and an impersonation session 403 on each route', async () => {
    const user = await registerVerified(test);
    const other = await registerVerified(test);
    const started = await test.app.inject({ method: 'POST', url: `/api/admin/users/${other.id}/impersonate`, headers: bearer(admin.token) });
    const impersonation = started.json<{ token: string }>().token;
    for (const url of ['/api/admin/subscriptions', '/api/admin/subscriptions/1', '/api/admin/revenue', '/api/admin/revenue?period=12m']) {
      const statuses = [];
      for (const headers of [{}, bearer(user.token), bearer(impersonation)]) statuses.push((await test.app.inject({ method: 'GET', url, headers })).statusCode);
      expect({ url, statuses }).toEqual({ url, statuses: [401, 403, 403] });
    }
  });

  it('answers bad parameters with 422 and an unknown subscription with 404', async () => {
    for (const url of ['/api/admin/subscriptions?plan=gold', '/api/admin/subscriptions?status=gone', '/api/admin/subscriptions?provider=paypal', '/api/admin/subscriptions?billing_cycle=weekly', '/api/admin/subscriptions?page=0', '/api/admin/subscriptions/abc', '/api/admin/revenue?period=1y']) {
      expect((await asAdmin(url)).statusCode, url).toBe(422);
    }
    expect((await asAdmin('/api/admin/subscriptions/2147483647')).json()).toMatchObject({ message: 'Subscription not found.' });
  });
});

describe('the events of a subscription', () => {
  it('records a subscription through the test checkout, its plan changes, a failed and a recovered payment, and its end', async () => {
    const user = await userOnPlan(test);
    const row = await checkout(user, 'pro');
    expect((await user.request('POST', '/api/subscription/change', { plan: 'premium', billing_cycle: 'yearly' })).statusCode).toBe(200);
    expect((await user.request('POST', '/api/subscription/cancel')).statusCode).toBe(200);
    expect((await user.request('POST', '/api/subscription/resume')).statusCode).toBe(200);
    expect((await user.request('POST', '/api/subscription/change', { plan: 'premium', billing_cycle: 'monthly' })).statusCode).toBe(200);
    expect((await user.request('POST', '/api/subscription/change', { plan: 'pro', billing_cycle: 'monthly' })).statusCode).toBe(200);
    await webhook('invoice.payment_failed', { subscription: row.provider_subscription_id });
    await webhook('customer.subscription.updated', { id: row.provider_subscription_id, status: 'active' });
    // A renewal changes nothing Revenue Analytics counts: no event.
    await webhook('customer.subscription.updated', { id: row.provider_subscription_id, current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400 });
    await webhook('customer.subscription.deleted', { id: row.provider_subscription_id });

    const { subscription, events } = await detail(row.id);
    expect(subscription).toMatchObject({ id: row.id, owner: { id: user.id, email: user.email }, plan: 'pro', status: 'canceled', provider: 'test', mrr_cents: 0 });
    expect(timeline(events)).toEqual([
      ['started', 0, 500],
      ['upgraded', 500, 1000],
      ['cancel_scheduled', 1000, 1000],
      ['cancel_withdrawn', 1000, 1000],
      ['cycle_changed', 1000, 1200],
      ['downgraded', 1200, 500],
      ['past_due', 500, 500],
      ['recovered', 500, 500],
      ['canceled', 500, 0],
    ]);
    expect(events.map((event) => event.status)).toEqual(['active', 'active', 'active', 'active', 'active', 'active', 'past_due', 'active', 'canceled']);
  });

  it('records a trial, and its conversion when the sweep of due trials ends it', async () => {
    const user = await userOnPlan(test);
    const row = await checkout(user, 'premium', { flow: 'trial', cycle: 'yearly' });
    expect(timeline((await detail(row.id)).events)).toEqual([['trial_started', 0, 0]]);
    // Its end comes: the scheduled sweep (billing.end-due-trials, here run by hand) ends it through the provider's event.
    await test.database.db.update(subscriptions).set({ trial_ends_at: sql`now() - interval '1 minute'` }).where(eq(subscriptions.id, row.id));
    await test.services.billing.endDueTrials();
    await expect.poll(async () => timeline((await detail(row.id)).events), { timeout: 5000 }).toEqual([
      ['trial_started', 0, 0],
      ['trial_converted', 0, 1000],
    ]);
    const { subscription } = await detail(row.id);
    expect(subscription).toMatchObject({ status: 'active', mrr_cents: 1000, trial_ends_at: expect.any(String) });
    expect((await user.request('GET', '/api/subscription/current')).json().data).toMatchObject({ plan: { name: 'premium' }, subscription: { status: 'active' } });
  });

  it("records an admin's grant unpaid, and its end when the plan goes back to free", async () => {
    const user = await registerVerified(test);
    expect((await test.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/plan`, headers: bearer(admin.token), payload: { plan: 'premium' } })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/plan`, headers: bearer(admin.token), payload: { plan: 'free' } })).statusCode).toBe(200);
    const [row] = await test.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
    expect(timeline((await detail(row!.id)).events)).toEqual([
      ['granted', 0, 0],
      ['canceled', 0, 0],
    ]);
  });

  it("keeps the history when an account goes, with the revenue it brought ended", async () => {
    const user = await userOnPlan(test);
    const row = await checkout(user, 'pro');
    const before = (await asAdmin('/api/admin/revenue?period=7d')).json<{ data: RevenueAnalytics }>().data.current.mrr_cents;
    expect((await test.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    const kept = await test.database.db.select().from(subscriptionEvents).where(sql`${subscriptionEvents.subscription_id} is null and ${subscriptionEvents.type} = 'canceled' and ${subscriptionEvents.previous_mrr_cents} = 500`);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect((await asAdmin(`/api/admin/subscriptions/${row.id}`)).statusCode).toBe(404);
    expect((await asAdmin('/api/admin/revenue?period=7d')).json<{ data: RevenueAnalytics }>().data.current.mrr_cents).toBe(before - 500);
  });
});

describe('the subscriptions list', () => {
  it('searches the owner by e-mail or name, filters by plan, status, provider and cycle, and pages', async () => {
    const tag = `quill${Date.now()}`;
    const yearly = await userOnPlan(test);
    await test.database.db.update(users).set({ name: `Quill ${tag}` }).where(eq(users.id, yearly.id));
    const yearlyRow = await checkout(yearly, 'premium', { cycle: 'yearly' });
    const monthly = await userOnPlan(test);
    const monthlyRow = await checkout(monthly, 'pro');
    const list = async (query: string) => {
      const response = await asAdmin(`/api/admin/subscriptions?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Array<{ id: number; mrr_cents: number }>; pagination: { total: number; per_page: number; last_page: number } }>();
    };
    expect((await list(`search=${encodeURIComponent(tag.toUpperCase())}`)).data.map((row) => row.id)).toEqual([yearlyRow.id]);
    expect((await list(`search=${encodeURIComponent(monthly.email)}`)).data).toEqual([
      expect.objectContaining({ id: monthlyRow.id, plan: 'pro', billing_cycle: 'monthly', status: 'active', provider: 'test', mrr_cents: 500, trial_ends_at: null, current_period_end: expect.any(String) }),
    ]);
    expect((await list(`search=${encodeURIComponent(yearly.email)}&plan=premium&billing_cycle=yearly&status=active&provider=test`)).data).toEqual([expect.objectContaining({ id: yearlyRow.id, mrr_cents: 1000 })]);
    expect((await list(`search=${encodeURIComponent(yearly.email)}&billing_cycle=monthly`)).data).toEqual([]);
    expect((await list(`search=${encodeURIComponent(yearly.email)}&provider=stripe`)).data).toEqual([]);
    expect((await list('search=%25')).data).toEqual([]);
    const all = await list('per_page=2');
    expect(all.pagination.per_page).toBe(2);
    expect(all.data).toHaveLength(2);
    expect(all.pagination.last_page).toBe(Math.ceil(all.pagination.total / 2));
    expect((await list('per_page=2&page=2')).data[0]!.id).not.toBe(all.data[0]!.id);
  });
});

describe('Revenue Analytics on a known history', () => {
  let fresh: TestApp;
  let token: string;
  beforeAll(async () => {
    fresh = await createTestApp();
    const boss = await registerAdmin(fresh);
    token = boss.token;
    const { db } = fresh.database;
    const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
    /** Noon UTC, `days` days ago. */
    const at = (days: number) => new Date(today - days * 86_400_000 + 12 * 3_600_000);
    const owners = await db
      .insert(users)
      .values(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => ({ name: `Owner ${name}`, email: `owner-${name}@revenue.test`, password_hash: '!' })))
      .returning({ id: users.id });
    type Sub = typeof subscriptions.$inferInsert;
    const sub = async (index: number, values: Omit<Sub, 'user_id'>) => (await db.insert(subscriptions).values({ user_id: owners[index]!.id, ...values }).returning())[0]!;
    const [a, b, c, d, e, f, g] = [
      await sub(0, { plan: 'premium', status: 'active', billing_cycle: 'monthly', provider: 'test', created_at: at(60) }),
      await sub(1, { plan: 'premium', status: 'canceled', billing_cycle: 'yearly', provider: 'stripe', created_at: at(40) }),
      await sub(2, { plan: 'pro', status: 'active', billing_cycle: 'monthly', provider: 'test', created_at: at(20) }),
      await sub(3, { plan: 'premium', status: 'canceled', billing_cycle: 'monthly', provider: 'test', created_at: at(25) }),
      await sub(4, { plan: 'pro', status: 'active', billing_cycle: 'monthly', provider: 'test', created_at: at(3) }),
      await sub(5, { plan: 'premium', status: 'active', billing_cycle: 'monthly', provider: 'admin', created_at: at(2) }),
      await sub(6, { plan: 'pro', status: 'canceled', billing_cycle: 'yearly', provider: 'test', created_at: at(100) }),
    ];
    type Event = typeof subscriptionEvents.$inferInsert;
    const event = (row: typeof a, days: number, type: Event['type'], plan: Event['plan'], cycle: Event['billing_cycle'], status: Event['status'], previous: number, mrr: number): Event => ({
      subscription_id: row.id,
      user_id: row.user_id,
      type,
      plan,
      billing_cycle: cycle,
      status,
      provider: row.provider,
      previous_mrr_cents: previous,
      mrr_cents: mrr,
      occurred_at: at(days),
    });
    await db.insert(subscriptionEvents).values([
      event(g, 100, 'started', 'pro', 'yearly', 'active', 0, 417),
      event(g, 90, 'canceled', 'pro', 'yearly', 'canceled', 417, 0),
      event(a, 60, 'started', 'pro', 'monthly', 'active', 0, 500),
      event(b, 40, 'started', 'premium', 'yearly', 'active', 0, 1000),
      event(d, 25, 'trial_started', 'premium', 'monthly', 'trialing', 0, 0),
      event(c, 20, 'trial_started', 'pro', 'monthly', 'trialing', 0, 0),
      event(d, 11, 'canceled', 'premium', 'monthly', 'canceled', 0, 0),
      event(a, 10, 'upgraded', 'premium', 'monthly', 'active', 500, 1200),
      event(c, 6, 'trial_converted', 'pro', 'monthly', 'active', 0, 500),
      event(b, 5, 'canceled', 'premium', 'yearly', 'canceled', 1000, 0),
      event(e, 3, 'started', 'premium', 'monthly', 'active', 0, 1200),
      event(f, 2, 'granted', 'premium', 'monthly', 'active', 0, 0),
      event(e, 1, 'downgraded', 'pro', 'monthly', 'active', 1200, 500),
    ]);
  });
  afterAll(() => fresh?.close());

  const get = async <T>(url: string) => {
    const response = await fresh.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  it('gives MRR, ARR, paying subscriptions, ARPU, the movements, the counts and trial conversion over 30 days', async () => {
    const revenue = await get<RevenueAnalytics>('/api/admin/revenue?period=30d');
    expect(revenue.bucket).toBe('day');
    expect(revenue.series).toHaveLength(30);
    expect(revenue.current).toEqual({ mrr_cents: 2200, arr_cents: 26_400, paying: 3, arpu_cents: 733 });
    expect(revenue.movement_totals).toEqual({ new_cents: 1700, expansion_cents: 700, contraction_cents: 700, churned_cents: 1000, net_cents: 700 });
    expect(revenue.count_totals).toEqual({ new: 3, upgrades: 1, downgrades: 1, cancellations: 2 });
    expect(revenue.trials).toEqual({ ended: 2, converted: 1, not_converted: 1, rate: 0.5 });
    // MRR at the end of each day: 1,500 at the start, then each change on its day.
    const mrrOn = (days: number) => revenue.series[29 - days]!.mrr_cents;
    expect([29, 11, 10, 6, 5, 3, 2, 1, 0].map(mrrOn)).toEqual([1500, 1500, 2200, 2700, 1700, 2900, 2900, 2200, 2200]);
    expect(revenue.series.at(-1)).toMatchObject({ mrr_cents: 2200, arr_cents: 26_400 });
    expect(revenue.movements[29 - 5]).toMatchObject({ new_cents: 0, churned_cents: 1000 });
    expect(revenue.counts[29 - 11]).toMatchObject({ cancellations: 1 });
  });

  it('counts only the changes of the last 7 days over 7 days, from the MRR that stood before them', async () => {
    const revenue = await get<RevenueAnalytics>('/api/admin/revenue?period=7d');
    expect(revenue.series[0]!.mrr_cents).toBe(2700);
    expect(revenue.current.mrr_cents).toBe(2200);
    expect(revenue.movement_totals).toEqual({ new_cents: 1700, expansion_cents: 0, contraction_cents: 700, churned_cents: 1000, net_cents: 0 });
    expect(revenue.trials).toEqual({ ended: 1, converted: 1, not_converted: 0, rate: 1 });
  });

  it('gives the admin dashboard the same MRR, paying subscriptions and churn', async () => {
    for (const period of ['7d', '30d', '90d', '12m'] as const) {
      const [stats, revenue] = [await get<AdminStats>(`/api/admin/stats?period=${period}`), await get<RevenueAnalytics>(`/api/admin/revenue?period=${period}`)];
      expect(stats.mrr.total * 100, period).toBe(revenue.current.mrr_cents);
      expect(stats.mrr.series.map((point) => Math.round(point.value * 100)), period).toEqual(revenue.series.map((point) => point.mrr_cents));
    }
    const stats = await get<AdminStats>('/api/admin/stats?period=30d');
    expect(stats.paying_subscriptions.by_plan).toEqual({ pro: 2, premium: 1 });
    expect(stats.churn).toMatchObject({ canceled: 1, paying_at_start: 2, rate: 0.5 });
    expect(stats.paying_subscriptions.series.reduce((sum, point) => sum + point.pro + point.premium, 0)).toBe(2);
    const year = await get<RevenueAnalytics>('/api/admin/revenue?period=12m');
    expect(year.bucket).toBe('month');
    expect(year.series).toHaveLength(12);
    expect(year.count_totals.new).toBe(6);
  });

  it('lists every subscription with what it brings now', async () => {
    const listed = await get<Array<{ owner: { email: string }; mrr_cents: number; provider: string }>>('/api/admin/subscriptions');
    expect(listed).toHaveLength(7);
    expect(listed.reduce((sum, row) => sum + row.mrr_cents, 0)).toBe(2200);
    expect(listed[0]).toMatchObject({ owner: { email: 'owner-f@revenue.test' }, provider: 'admin', mrr_cents: 0 });
  });
});
