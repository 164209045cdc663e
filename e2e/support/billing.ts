import type { Page } from 'playwright-core';
import { callApi, createVerifiedUser, type TestUser } from './api';
import type { TestServer } from './server';

/** Billing journeys: a plan paid through the built-in test checkout (the same signed webhook path as Stripe's), and what the plan is now. */

/** A verified user who has finished onboarding, so the dashboard and plan pages open directly. */
export async function createMember(server: TestServer, name: string): Promise<TestUser> {
  const user = await createVerifiedUser(server, name);
  await callApi(server, 'POST', '/onboarding/complete', undefined, user.token);
  return user;
}

export interface CurrentSubscription {
  subscription: { plan: string; status: string; billing_cycle: string; cancel_at_period_end: boolean } | null;
  plan: { name: string; display_name: string };
  limits: { portfolio_count: number; custom_domains: number };
}

/** Pays for a plan through the API (checkout session, then the test checkout's Pay). */
export async function subscribe(server: TestServer, token: string, plan: 'pro' | 'premium', options: { billing?: 'monthly' | 'yearly'; trial?: boolean } = {}) {
  const session = await callApi<{ data: { session_id: string } }>(
    server,
    'POST',
    '/checkout/session',
    { plan, billing_cycle: options.billing ?? 'monthly', flow: options.trial ? 'trial' : 'upgrade' },
    token,
  );
  if (session.status !== 200) throw new Error(`checkout session: ${session.status} ${JSON.stringify(session.body)}`);
  const paid = await callApi(server, 'POST', `/checkout/sessions/${session.body.data.session_id}/complete`, undefined, token);
  if (paid.status !== 200) throw new Error(`complete checkout: ${paid.status} ${JSON.stringify(paid.body)}`);
}

export async function currentSubscription(server: TestServer, token: string): Promise<CurrentSubscription> {
  return (await callApi<{ data: CurrentSubscription }>(server, 'GET', '/subscription/current', undefined, token)).body.data;
}

export async function websiteNames(server: TestServer, token: string): Promise<string[]> {
  const answer = await callApi<{ websites: { name: string }[] }>(server, 'GET', '/websites', undefined, token);
  return answer.body.websites.map((website) => website.name).sort();
}

/** A sonner toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
