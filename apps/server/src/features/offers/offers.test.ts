import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminAuditLog } from '../admin/admin.tables';
import { offers } from './offers.tables';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Olive Offers' });
});
afterAll(() => test.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
type User = Awaited<ReturnType<typeof userOnPlan>>;
let codes = 0;
const code = (prefix: string) => `${prefix}${(codes += 1)}`;

async function createOffer(body: Record<string, unknown>) {
  const response = await asAdmin('POST', '/api/admin/offers', { kind: 'percent', value: 20, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; code: string; state: string; terms: string };
}

/** Starts a checkout with the code and pays it in the test checkout; answers the checkout as the page reads it. */
async function payWith(user: User, offerCode: string, plan: 'pro' | 'premium' = 'pro', billing_cycle: 'monthly' | 'yearly' = 'monthly', flow: 'trial' | 'upgrade' = 'upgrade') {
  const started = await user.request('POST', '/api/checkout/session', { plan, billing_cycle, flow, offer_code: offerCode });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().data.session_id as string;
  const before = (await user.request('GET', `/api/checkout/sessions/${sessionId}`)).json().data;
  await user.request('POST', `/api/checkout/sessions/${sessionId}/complete`);
  return before;
}

describe('Special Offers', () => {
  it('gives its discount in the test checkout and counts the redemption once', async () => {
    const offer = await createOffer({ code: code('launch'), description: 'Launch week', value: 20, plan: 'pro' });
    expect(offer).toMatchObject({ code: expect.stringMatching(/^LAUNCH\d+$/), state: 'live', terms: '20% off the first payment of the Pro plan' });
    const user = await userOnPlan(test);
    const quote = await user.request('GET', `/api/offers/quote?code=${offer.code.toLowerCase()}&plan=pro&billing_cycle=yearly`);
    expect(quote.json().data).toMatchObject({ code: offer.code, price_usd: 50, discount_usd: 10, first_payment_usd: 40 });

    const checkout = await payWith(user, offer.code.toLowerCase(), 'pro', 'yearly');
    expect(checkout).toMatchObject({ price_usd: 50, discount_usd: 10, offer: { code: offer.code, terms: offer.terms } });
    expect((await user.request('GET', '/api/subscription/current')).json().data.plan.name).toBe('pro');

    const detail = (await asAdmin('GET', `/api/admin/offers/${offer.id}`)).json().data;
    expect(detail).toMatchObject({ redemptions: 1, recent_redemptions: [{ email: user.email, plan: 'pro', billing_cycle: 'yearly', discount_usd: 10 }] });
    // Used once per account: the same user is told so.
    expect((await user.request('GET', `/api/offers/quote?code=${offer.code}&plan=pro`)).json()).toMatchObject({ details: { errors: { offer_code: ['You have already used this offer code.'] } } });
  });

  it('refuses a code in words: unknown, ended, expired, used up, or for another plan or cycle', async () => {
    const user = await userOnPlan(test);
    const quote = (offerCode: string, plan = 'pro', cycle = 'monthly') => user.request('GET', `/api/offers/quote?code=${offerCode}&plan=${plan}&billing_cycle=${cycle}`).then((response) => response.json());
    expect(await quote('NO-SUCH-CODE')).toMatchObject({ details: { errors: { offer_code: ['This offer code is not valid.'] } } });

    const premiumYearly = await createOffer({ code: code('big'), kind: 'amount', value: 30, plan: 'premium', billing_cycle: 'yearly' });
    expect(premiumYearly.terms).toBe('$30 off the first year of the Premium plan');
    expect(await quote(premiumYearly.code)).toMatchObject({ details: { errors: { offer_code: ['This offer code is for the Premium plan only.'] } } });
    expect(await quote(premiumYearly.code, 'premium')).toMatchObject({ details: { errors: { offer_code: ['This offer code is for yearly billing only.'] } } });
    expect((await quote(premiumYearly.code, 'premium', 'yearly')).data).toMatchObject({ price_usd: 120, discount_usd: 30, first_payment_usd: 90 });

    const huge = await createOffer({ code: code('all'), kind: 'amount', value: 500 });
    expect((await quote(huge.code)).data).toMatchObject({ discount_usd: 5, first_payment_usd: 0 });

    const ended = await createOffer({ code: code('ended') });
    expect((await asAdmin('PATCH', `/api/admin/offers/${ended.id}`, { active: false })).json().data.state).toBe('ended');
    expect(await quote(ended.code)).toMatchObject({ details: { errors: { offer_code: ['This offer code is not valid.'] } } });

    const expired = await createOffer({ code: code('old'), expires_at: new Date(Date.now() + 60_000).toISOString() });
    await test.database.db.update(offers).set({ expires_at: sql`now() - interval '1 minute'` }).where(eq(offers.id, expired.id));
    expect(await quote(expired.code)).toMatchObject({ details: { errors: { offer_code: ['This offer code has expired.'] } } });
    // And a checkout with it does not start.
    const refused = await user.request('POST', '/api/checkout/session', { plan: 'pro', offer_code: expired.code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.errors.offer_code).toEqual(['This offer code has expired.']);

    const once = await createOffer({ code: code('once'), max_redemptions: 1 });
    await payWith(await userOnPlan(test), once.code);
    expect(await quote(once.code)).toMatchObject({ details: { errors: { offer_code: ['This offer code has been fully redeemed.'] } } });
    expect((await asAdmin('GET', `/api/admin/offers?state=redeemed&search=${once.code}`)).json().data.map((row: { id: number }) => row.id)).toEqual([once.id]);
  });

  it('applies after a trial: nothing is due today and the first payment is discounted', async () => {
    const offer = await createOffer({ code: code('trial'), value: 50 });
    const checkout = await payWith(await userOnPlan(test), offer.code, 'premium', 'monthly', 'trial');
    expect(checkout).toMatchObject({ trial_days: 14, price_usd: 12, discount_usd: 6 });
  });

  it('checks what the admin enters, keeps codes unique, and deletes only an offer nobody redeemed', async () => {
    const invalid = [
      { code: 'ab', kind: 'percent', value: 10 },
      { code: 'has space', kind: 'percent', value: 10 },
      { code: code('pct'), kind: 'percent', value: 120 },
      { code: code('pct'), kind: 'percent', value: 12.5 },
      { code: code('amt'), kind: 'amount', value: 1.234 },
      { code: code('amt'), kind: 'amount', value: 0 },
      { code: code('exp'), kind: 'percent', value: 10, expires_at: new Date(Date.now() - 1000).toISOString() },
      { code: code('lim'), kind: 'percent', value: 10, max_redemptions: 0 },
    ];
    for (const body of invalid) expect((await asAdmin('POST', '/api/admin/offers', body)).statusCode, JSON.stringify(body)).toBe(422);

    const offer = await createOffer({ code: code('dup') });
    const again = await asAdmin('POST', '/api/admin/offers', { code: offer.code.toLowerCase(), kind: 'percent', value: 5 });
    expect(again.statusCode).toBe(422);
    expect(again.json().details.errors.code).toEqual(['An offer with this code already exists.']);

    const redeemed = await createOffer({ code: code('kept') });
    await payWith(await userOnPlan(test), redeemed.code);
    expect((await asAdmin('DELETE', `/api/admin/offers/${redeemed.id}`)).json()).toMatchObject({ code: 'offer_redeemed' });
    expect((await asAdmin('DELETE', `/api/admin/offers/${offer.id}`)).statusCode).toBe(200);
    expect((await asAdmin('GET', `/api/admin/offers/${offer.id}`)).statusCode).toBe(404);
    expect((await asAdmin('PATCH', '/api/admin/offers/99999999', { active: false })).statusCode).toBe(404);

    const audited = await test.database.db.select({ action: adminAuditLog.action, label: adminAuditLog.target_label }).from(adminAuditLog).where(eq(adminAuditLog.actor_id, admin.id));
    expect(audited).toEqual(expect.arrayContaining([{ action: 'offer.create', label: offer.code }, { action: 'offer.delete', label: offer.code }]));
  });

  it('shows the newest live offer the admin chose on the landing page, and none once it ends', async () => {
    const live = async () => (await test.app.inject({ url: '/api/offers/live' })).json().data;
    const shown = await createOffer({ code: code('landing'), description: 'Spring sale', value: 25, billing_cycle: 'yearly', show_on_landing: true });
    expect(await live()).toMatchObject({ code: shown.code, description: 'Spring sale', terms: '25% off the first year of any paid plan' });
    await asAdmin('PATCH', `/api/admin/offers/${shown.id}`, { active: false });
    expect((await live())?.code).not.toBe(shown.code);
  });
});
