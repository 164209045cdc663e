import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { callApi, uniqueEmail } from './support/api';
import { axeViolations } from './support/axe';
import { createMember, currentSubscription, subscribe, toast, websiteNames } from './support/billing';
import { looks, screenshot } from './support/browser';
import { createWebsite } from './support/builder';
import { waitForLink } from './support/mail';
import { pagesPerTest } from './support/onboarding';
import { pathIs, startSession, type Session } from './support/session';

/**
 * Plans and checkout (platform.md sections 2, 4, 6 and 9): the upgrade modal to the test checkout and
 * back, a guest buying from the landing pricing, plan changes (cancel at period end, resume, a
 * downgrade below usage), the plans page's query, the tier badge, and axe-core on each page.
 */

let session: Session;
let pages: ReturnType<typeof pagesPerTest>;

beforeAll(async () => {
  session = await startSession();
  pages = pagesPerTest(session);
});

afterEach(async () => {
  await pages?.closeAll();
});

afterAll(async () => {
  await session?.close();
});

const member = (name: string) => createMember(session.server, name);

const plansReady = (page: Page) => page.getByRole('heading', { name: 'Plans', exact: true, level: 3 }).waitFor();
const planCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const currentPlan = (page: Page) => page.locator('section[aria-labelledby="current-plan-title"]');

async function expectAccessible(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

describe('upgrading from the plan limit', () => {
  test('a free user at the limit sees the upgrade modal, pays in the test checkout, returns with the toast and creates a second website', async () => {
    const user = await member('Ada Lovelace');
    await createWebsite(session.server, user.token, 'Ada Lovelace');
    const page = await pages.openPage({ token: user.token });
    await page.goto('/dashboard');
    await page.getByText('Using 1 of 1 portfolio website on your plan.').waitFor();
    // No tier badge on the free plan.
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Manage Subscription' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /^Plan/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create New Website' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade Required' });
    await modal.getByText('Your Free plan includes 1 portfolio website, and you have 1. Upgrade to create more.').waitFor();
    await modal.getByText('$5').waitFor();
    await modal.getByText('$12').waitFor();
    await screenshot(page, 'billing-upgrade-modal');
    await modal.getByRole('link', { name: 'Upgrade to Pro' }).click();

    // The test checkout: clearly marked, with the order.
    await page.waitForURL(pathIs('/checkout/payment'));
    await page.getByText('TEST MODE').waitFor();
    await page.getByText('No card is asked for and no money moves.', { exact: false }).waitFor();
    await page.getByText('Pro, billed monthly').waitFor();
    await page.getByText('$5/month').first().waitFor();
    await screenshot(page, 'billing-test-checkout');
    await expectAccessible(page, 'test checkout');
    expect((await currentSubscription(session.server, user.token)).plan.name).toBe('free');
    await page.getByRole('button', { name: 'Pay $0 and start the trial' }).click();

    await page.waitForURL(pathIs('/checkout/success'));
    await page.getByRole('heading', { name: 'Your Pro trial has started' }).waitFor();
    await screenshot(page, 'billing-checkout-success');
    await expectAccessible(page, 'checkout success');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();

    // The dashboard says so, then resumes the create action begun before paying.
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('trial') === 'started');
    await toast(page, 'Your free trial has started!').waitFor();
    await page.waitForURL(pathIs('/create-website'), { timeout: 10_000 });
    expect(await page.getByText(/plan is full/).count()).toBe(0);
    const current = await currentSubscription(session.server, user.token);
    expect(current.plan.name).toBe('pro');
    expect(current.subscription?.status).toBe('trialing');
    expect(current.limits.portfolio_count).toBe(3);

    await page.getByRole('button', { name: 'Browse Templates' }).click();
    await page.waitForURL((url) => /^\/builder\/\d+$/.test(url.pathname));
    expect(await websiteNames(session.server, user.token)).toEqual(['Ada Lovelace', 'My Professional Portfolio']);

    // The tier badge in the user menu leads to the subscription.
    await page.goto('/dashboard');
    await page.getByText('Using 2 of 3 portfolio websites on your plan.').waitFor();
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    const badge = page.getByRole('menuitem', { name: 'Plan Pro' });
    await screenshot(page, 'billing-user-menu-tier');
    await badge.click();
    await page.waitForURL(pathIs('/subscription'));
    await currentPlan(page).getByText('Trial', { exact: true }).waitFor();
  });

  test('a guest picks Pro on the landing pricing, registers, verifies from the e-mail, pays and ends signed in on Pro', async () => {
    const page = await pages.openPage({ width: 375 });
    await page.goto('/');
    await page.locator('#pricing').getByRole('link', { name: 'Start with Pro plan' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('plan') === 'pro');
    await page.getByText(/You chose/).waitFor();

    const email = uniqueEmail('guest');
    const password = 'Guest-Checkout-2024';
    await page.getByLabel('Full name').fill('Katherine Johnson');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(pathIs('/email/verify'));
    await page.goto(await waitForLink(session.server.dataDir, email, '/email/verify'));
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();

    // The plan travels through sign-up: checkout for Pro with the trial, then the test payment.
    await page.waitForURL(pathIs('/checkout/payment'), { timeout: 15_000 });
    await page.getByText('TEST MODE').waitFor();
    await page.getByText('Pro, billed monthly').waitFor();
    await screenshot(page, 'billing-guest-test-checkout');
    await page.getByRole('button', { name: 'Pay $0 and start the trial' }).click();
    await page.getByRole('heading', { name: 'Your Pro trial has started' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    // No website yet, so the guards send the new user on to onboarding (platform.md section 4).
    await page.waitForURL(pathIs('/onboarding'));

    const token = await page.evaluate(() => localStorage.getItem('cv_builder_token'));
    expect(token).toBeTruthy();
    const me = await callApi<{ user: { email: string; current_plan: string } }>(session.server, 'GET', '/user', undefined, token!);
    expect(me.body.user).toMatchObject({ email, current_plan: 'pro' });
    const current = await currentSubscription(session.server, token!);
    expect(current.plan).toEqual({ name: 'pro', display_name: 'Pro' });
    expect(current.subscription).toMatchObject({ plan: 'pro', status: 'trialing', billing_cycle: 'monthly', cancel_at_period_end: false });
  });

  test('a guest on /checkout is asked to create an account with the plan kept; the payment page asks to sign in', async () => {
    for (const { colorScheme, width } of looks([{ colorScheme: 'light', width: 375 }])) {
      const page = await pages.openPage({ width, colorScheme });
      await page.goto('/checkout?plan=premium&billing=yearly&flow=trial');
      await page.getByRole('heading', { name: 'Start with Premium' }).waitFor();
      await page.getByText('Premium, billed yearly').waitFor();
      await page.getByText('$120/year').waitFor();
      expect(await page.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/register?plan=premium&billing=yearly&source=pricing');
      await screenshot(page, 'billing-guest-checkout');
      await expectAccessible(page, `guest checkout ${colorScheme} ${width}`);
      await page.goto('/checkout/payment?session=00000000-0000-4000-8000-000000000000');
      await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
      await expectAccessible(page, `payment, signed out ${colorScheme} ${width}`);
    }
  });

  test('canceling the test checkout goes back to the plans with the plan kept, and nothing changes', async () => {
    const user = await member('Alan Turing');
    const page = await pages.openPage({ token: user.token, colorScheme: 'dark' });
    await page.goto('/subscription/plans');
    await plansReady(page);
    await planCard(page, 'Premium').getByRole('link', { name: 'Start 14-day free trial of Premium' }).click();
    await page.waitForURL(pathIs('/checkout/payment'));
    await page.getByText('Premium, billed monthly').waitFor();
    await screenshot(page, 'billing-test-checkout');
    await expectAccessible(page, 'test checkout (dark)');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscription/plans' && url.searchParams.get('plan') === 'premium');
    await planCard(page, 'Premium').getByText('Selected', { exact: true }).waitFor();
    const current = await currentSubscription(session.server, user.token);
    expect(current.plan.name).toBe('free');
    expect(current.subscription).toBeNull();
  });
});

describe('changing plan', () => {
  test('the plans page reads plan, billing and action=upgrade from the query', async () => {
    const user = await member('Hedy Lamarr');
    for (const { colorScheme, width } of looks()) {
      const page = await pages.openPage({ token: user.token, width, colorScheme });
      await page.goto('/subscription/plans?plan=premium&billing=yearly&action=upgrade');
      await plansReady(page);
      expect(await page.getByRole('radio', { name: 'Yearly' }).getAttribute('aria-checked')).toBe('true');
      const premium = planCard(page, 'Premium');
      await premium.getByText('Selected', { exact: true }).waitFor();
      await premium.getByText('$120').waitFor();
      await premium.getByText('$24 less than paying monthly').waitFor();
      await planCard(page, 'Free').getByText('Current plan', { exact: true }).waitFor();
      // action=upgrade puts the focus on the chosen plan's button.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Start 14-day free trial of Premium');
      expect(await premium.getByRole('link', { name: 'Start 14-day free trial of Premium' }).getAttribute('href')).toBe(
        '/checkout?plan=premium&billing=yearly&flow=trial',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'billing-plans');
      await expectAccessible(page, `plans ${colorScheme} ${width}`);
    }
  });

  test('cancel at period end keeps the plan until then, and resume undoes it', async () => {
    const user = await member('Margaret Hamilton');
    await subscribe(session.server, user.token, 'pro');
    const page = await pages.openPage({ token: user.token });
    await page.goto('/subscription');
    await plansReady(page);
    await currentPlan(page).getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await dialog.getByText(/You keep Pro until .*, then your account moves to Free\./).waitFor();
    await screenshot(page, 'billing-cancel-confirm');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await currentPlan(page).getByText('Ends soon', { exact: true }).waitFor();
    await currentPlan(page).getByText(/Your subscription ends on .*\. You keep Pro until then, then move to Free\. Nothing is deleted\./).waitFor();
    let current = await currentSubscription(session.server, user.token);
    expect(current.plan.name).toBe('pro');
    expect(current.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await planCard(page, 'Free').getByText('Your plan after the current period').waitFor();
    await screenshot(page, 'billing-canceled');
    await expectAccessible(page, 'subscription, canceling');

    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await currentPlan(page).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    current = await currentSubscription(session.server, user.token);
    expect(current.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(current.plan.name).toBe('pro');
  });

  test('an upgrade from Pro to Premium applies at once, and the tier badge follows', async () => {
    const user = await member('Lynn Conway');
    await subscribe(session.server, user.token, 'pro');
    const page = await pages.openPage({ token: user.token });
    await page.goto('/subscription/plans');
    await plansReady(page);
    await page.getByRole('button', { name: 'Account menu for Lynn Conway' }).click();
    await page.getByRole('menuitem', { name: 'Plan Pro' }).waitFor();
    await page.keyboard.press('Escape');

    await planCard(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to Premium, billed monthly?' });
    await dialog.getByText('Premium costs $12 per month and the change applies right away.').waitFor();
    await dialog.getByRole('button', { name: 'Switch to Premium' }).click();
    await currentPlan(page).getByRole('heading', { name: 'Premium Active' }).waitFor();
    await planCard(page, 'Premium').getByText('Current plan', { exact: true }).waitFor();
    await planCard(page, 'Pro').getByRole('button', { name: 'Downgrade to Pro' }).waitFor();
    const current = await currentSubscription(session.server, user.token);
    expect(current.plan.name).toBe('premium');
    expect(current.limits.portfolio_count).toBe(10);
    await page.getByRole('button', { name: 'Account menu for Lynn Conway' }).click();
    await page.getByRole('menuitem', { name: 'Plan Premium' }).waitFor();
  });

  test('a downgrade below usage keeps every website and says what is over the limit', async () => {
    const user = await member('Grace Hopper');
    await subscribe(session.server, user.token, 'premium');
    const names = ['Compilers', 'COBOL Notes', 'Grace Hopper', 'Navy Years'];
    for (const name of names) await createWebsite(session.server, user.token, name);

    const page = await pages.openPage({ token: user.token });
    await page.goto('/subscription');
    await plansReady(page);
    await planCard(page, 'Pro').getByRole('button', { name: 'Downgrade to Pro' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to Pro, billed monthly?' });
    await dialog.getByText(/It allows 3 portfolio websites and you have 4: all of them are kept/).waitFor();
    await screenshot(page, 'billing-downgrade-confirm');
    await dialog.getByRole('button', { name: 'Switch to Pro' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Some of your websites are over the new limit' });
    await notice
      .getByText('You have 4 portfolios and the Pro plan allows 3. All of them are kept and stay online; you cannot create new ones until you are under the limit.')
      .waitFor();
    await currentPlan(page).getByRole('heading', { name: 'Pro Active' }).waitFor();
    await screenshot(page, 'billing-downgraded');
    await expectAccessible(page, 'subscription, over the limit');
    expect((await currentSubscription(session.server, user.token)).plan.name).toBe('pro');
    expect(await websiteNames(session.server, user.token)).toEqual([...names].sort());

    // Still said after a reload, and on the dashboard, where creating another asks to upgrade.
    await page.reload();
    await page.getByText("You are over the Pro plan's limit").waitFor();
    await page.goto('/dashboard');
    await page.getByText('You have 4 portfolio websites and the Pro plan allows 3.', { exact: false }).waitFor();
    expect(await page.getByRole('main').getByRole('article').count()).toBe(4);
    await screenshot(page, 'billing-dashboard-over-limit');
    await page.getByRole('button', { name: 'Create New Website' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade Required' });
    await modal.getByText('Your Pro plan includes 3 portfolio websites, and you have 4. Upgrade to create more.').waitFor();
    expect(await modal.getByRole('link', { name: 'Upgrade to Pro' }).count()).toBe(0);
    expect(await modal.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription/plans?plan=premium&action=upgrade');
  });
});
