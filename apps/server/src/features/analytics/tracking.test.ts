import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingKeys } from '../../platform/settings';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const gaId = 'G-ABCDE12345';
const settingsUrl = (websiteId: number) => `/api/websites/${websiteId}/analytics`;
const visit = (subdomain: string) => test.app.inject({ url: '/', headers: { host: `${subdomain}.localhost:3000` } });

async function publishedSite(plan: 'free' | 'pro' | 'premium' = 'free') {
  const user = await userOnPlan(test, plan);
  const website = await user.createWebsite('Grace Hopper');
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version });
  expect(published.statusCode, published.body).toBe(200);
  return { user, website, version: published.json().website.version as number };
}

describe('analytics settings', () => {
  it('saves Google Analytics 4, bumps the version, and the published site carries the snippet at once', async () => {
    const { user, website, version } = await publishedSite();
    const before = await visit(website.subdomain);
    expect(before.body).not.toContain('googletagmanager');

    const saved = await user.request('PUT', settingsUrl(website.id), {
      version,
      analytics_enabled: true,
      google_analytics_id: gaId,
      analytics_config: { custom_code_enabled: false, google_analytics_enhanced_ecommerce: true, google_analytics_demographics: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Analytics settings saved successfully',
      website_version: version + 1,
      settings: { analytics_enabled: true, google_analytics_id: gaId, analytics_config: { google_analytics_enhanced_ecommerce: true } },
    });
    expect(saved.json().preview).toContain(`https://www.googletagmanager.com/gtag/js?id=${gaId}`);

    const after = await visit(website.subdomain);
    expect(after.body).toContain(`gtag/js?id=${gaId}`);
    expect(after.headers['content-security-policy']).toContain('https://www.googletagmanager.com');

    const preview = await user.request('GET', `${settingsUrl(website.id)}/preview`);
    expect(preview.json()).toEqual({ success: true, preview: saved.json().preview });
    const loaded = await user.request('GET', `/api/websites/${website.id}`);
    expect(loaded.json().website).toMatchObject({ analytics_enabled: true, google_analytics_id: gaId });
  });

  it('turning analytics off removes the snippet and empties the preview', async () => {
    const { user, website, version } = await publishedSite();
    const on = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, google_analytics_id: gaId });
    const off = await user.request('PUT', settingsUrl(website.id), { version: on.json().website_version, analytics_enabled: false, google_analytics_id: gaId });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ preview: '', settings: { analytics_enabled: false, google_analytics_id: gaId } });
    expect((await visit(website.subdomain)).body).not.toContain('googletagmanager');
  });

  it("refuses a tracking id that is not G- and 10 capitals or digits with the spec's message", async () => {
    const { user, website, version } = await publishedSite();
    for (const bad of ['UA-12345-1', 'G-abcde12345', 'G-ABCDE1234', `G-${'A'.repeat(40)}`]) {
      const response = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, google_analytics_id: bad });
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().details.errors.google_analytics_id[0], bad).toMatch(/Invalid format\. Expected: G-XXXXXXXXXX|at most 40/);
    }
    const cleared = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, google_analytics_id: '  ' });
    expect(cleared.json().settings.google_analytics_id).toBeNull();
  });

  it('answers a stale version with 409 and the website as it is now', async () => {
    const { user, website, version } = await publishedSite();
    expect((await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, google_analytics_id: gaId })).statusCode).toBe(200);
    const stale = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.website).toMatchObject({ version: version + 1, analytics_enabled: true });
  });

  it("answers 404 for another user's website and 401 without sign-in", async () => {
    const { website, version } = await publishedSite();
    const other = await userOnPlan(test, 'premium');
    const response = await other.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, google_analytics_id: gaId });
    expect(response.statusCode).toBe(404);
    expect((await other.request('GET', `${settingsUrl(website.id)}/preview`)).statusCode).toBe(404);
    const anonymous = await test.app.inject({ method: 'PUT', url: settingsUrl(website.id), payload: { version, analytics_enabled: false } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('custom code (pro): injected into the published site head with its hash and hosts in the CSP, and cleared again', async () => {
    const { user, website, version } = await publishedSite('pro');
    const code = "<script async src='https://cdn.segment.com/analytics.js/v1/key/analytics.min.js'></script><script>window.track=function(e){navigator.sendBeacon('https://api.segment.io/v1/t',e)};</script>";
    const saved = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, custom_analytics_code: code });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ custom_analytics_code: code, analytics_config: { custom_code_enabled: true } });
    const page = await visit(website.subdomain);
    expect(page.body).toContain('<script async src="https://cdn.segment.com/analytics.js/v1/key/analytics.min.js"></script>');
    expect(page.body).toContain("navigator.sendBeacon('https://api.segment.io/v1/t',e)");
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.segment\.com[^;]*'sha256-/);
    expect(csp).toMatch(/connect-src 'self'[^;]*https:\/\/api\.segment\.io/);
    expect(saved.json().preview).toContain('cdn.segment.com');

    // Left out, the stored code stays; empty clears it.
    const kept = await user.request('PUT', settingsUrl(website.id), { version: version + 1, analytics_enabled: true });
    expect(kept.json().settings.custom_analytics_code).toBe(code);
    const cleared = await user.request('PUT', settingsUrl(website.id), { version: version + 2, analytics_enabled: true, custom_analytics_code: '' });
    expect(cleared.json().settings).toMatchObject({ custom_analytics_code: null, analytics_config: { custom_code_enabled: false } });
    expect((await visit(website.subdomain)).body).not.toContain('segment');
  });

  it('refuses custom code from a free user with 403 and the upgrade offer, and unsafe code with the spec message', async () => {
    const { user, website, version } = await publishedSite('free');
    const refused = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, custom_analytics_code: "console.log('hi')" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'subscription_required',
      details: { feature: 'custom_analytics_code', current_plan: 'free', required_plan: 'pro', upgrade_benefits: expect.arrayContaining(['Custom analytics code']) },
    });
    expect((await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, custom_analytics_code: '' })).statusCode).toBe(200);

    const pro = await publishedSite('premium');
    for (const unsafe of ['document.write("<img>")', 'eval(atob(x))', "el.innerHTML = '<b>'"]) {
      const response = await pro.user.request('PUT', settingsUrl(pro.website.id), { version: pro.version, analytics_enabled: true, custom_analytics_code: unsafe });
      expect(response.statusCode, unsafe).toBe(422);
      expect(response.json().details.errors.custom_analytics_code, unsafe).toEqual(['Code contains potentially unsafe patterns']);
    }
    const long = await pro.user.request('PUT', settingsUrl(pro.website.id), { version: pro.version, analytics_enabled: true, custom_analytics_code: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(422);
  });

  it('drops the custom code from the published site when the owner\'s subscription ends', async () => {
    const { user, website, version } = await publishedSite('free');
    const started = await user.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly', flow: 'upgrade' });
    const sessionId = new URL(started.json().checkout_url as string).searchParams.get('session')!;
    await user.request('POST', `/api/checkout/sessions/${sessionId}/complete`);
    const subscription = (await user.request('GET', '/api/subscription/current')).json().data;
    expect(subscription.plan.name).toBe('pro');
    const saved = await user.request('PUT', settingsUrl(website.id), { version, analytics_enabled: true, custom_analytics_code: "window.tracked = 'pro';" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await visit(website.subdomain)).body).toContain("window.tracked = 'pro';");

    const { subscriptions } = await import('../subscriptions/subscriptions.tables');
    const { eq } = await import('drizzle-orm');
    const [row] = await test.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
    const secret = await test.services.settings.secret(settingKeys.testWebhookSecret);
    const payload = JSON.stringify({ id: `evt_tracking_${Date.now()}`, object: 'event', type: 'customer.subscription.deleted', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: row!.provider_subscription_id } } });
    const delivered = await test.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    });
    expect(delivered.json()).toMatchObject({ outcome: 'applied' });
    expect((await visit(website.subdomain)).body).not.toContain('window.tracked');
  });
});
