import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import { checkScreen } from './support/axe';
import { createMember, subscribe } from './support/billing';
import { looks } from './support/browser';
import { loginAdmin } from './support/builder';
import { admin } from './support/server';
import { pathIs, startSession, type Session } from './support/session';

let session: Session;
beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});

describe('subscriptions and Revenue Analytics', () => {
  test('before anyone pays, both screens say plainly there is nothing yet', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token, colorScheme, width });
      await page.goto('/admin/subscription-analytics');
      await page.getByRole('heading', { name: 'Revenue', exact: true }).waitFor();
      await page.getByText('No revenue yet').waitFor();
      await checkScreen(page, 'admin-revenue-empty');
      await page.goto('/admin/subscriptions');
      await page.getByText('No subscriptions yet').waitFor();
      await checkScreen(page, 'admin-subscriptions-empty');
      await page.close();
    }
  });

  test('the admin sees paying users in the list, one subscription with its events, and the revenue they bring', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    // Paid through the test checkout (the same signed webhook as Stripe's): Pro monthly, then Premium.
    const katherine = await createMember(session.server, 'Katherine Johnson');
    await subscribe(session.server, katherine.token, 'pro');
    expect((await callApi(session.server, 'POST', '/subscription/change', { plan: 'premium', billing_cycle: 'monthly' }, katherine.token)).status).toBe(200);
    const mary = await createMember(session.server, 'Mary Jackson');
    await subscribe(session.server, mary.token, 'pro', { billing: 'yearly' });
    const dorothy = await createMember(session.server, 'Dorothy Vaughan');
    await subscribe(session.server, dorothy.token, 'premium', { trial: true });
    const katherineId = (await callApi<{ user: { id: number } }>(session.server, 'GET', '/user', undefined, katherine.token)).body.user.id;

    const page = await session.openPage({ token });
    await page.goto('/admin');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Revenue Analytics' }).click();
    await page.waitForURL(pathIs('/admin/subscription-analytics'));
    // Premium monthly $12 and Pro yearly $50 / 12 = $4.17; the trial brings nothing yet.
    const figures = page.getByRole('definition');
    await figures.filter({ hasText: '$16.17' }).first().waitFor();
    await figures.filter({ hasText: '$194.04' }).first().waitFor();
    await page.getByText('3 new · 0 canceled').waitFor();
    await page.getByRole('radio', { name: '12 months' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '12m');
    await page.locator('.recharts-surface').first().waitFor();

    await sidebar.getByRole('link', { name: 'Subscriptions' }).click();
    await page.waitForURL(pathIs('/admin/subscriptions'));
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(4);
    await page.getByLabel('Status').selectOption('trialing');
    await page.waitForURL((url) => url.searchParams.get('status') === 'trialing');
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.getByRole('table').getByRole('link', { name: 'Dorothy Vaughan' }).waitFor();
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search').fill(katherine.email);
    await page.waitForURL((url) => url.searchParams.get('search') === katherine.email && !url.searchParams.has('status'));
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.getByRole('table').getByRole('link', { name: 'Katherine Johnson' }).click();
    await page.waitForURL((url) => /^\/admin\/subscriptions\/\d+$/.test(url.pathname));
    const subscriptionPath = new URL(page.url()).pathname;
    const events = page.getByRole('list', { name: 'Events, oldest first' });
    await events.getByText('Subscribed').waitFor();
    await events.getByText('Upgraded').waitFor();
    await events.getByText('MRR $5.00 → $12.00 (+$7.00)').waitFor();
    await page.getByRole('link', { name: 'Open Katherine Johnson’s account' }).click();
    await page.waitForURL(pathIs(`/admin/users/${katherineId}`));

    for (const { colorScheme, width } of looks()) {
      const view = await session.openPage({ token, colorScheme, width });
      await view.goto('/admin/subscription-analytics');
      await view.getByRole('heading', { name: 'MRR movements' }).waitFor();
      await view.locator('.recharts-surface').nth(3).waitFor();
      await checkScreen(view, 'admin-revenue');
      await view.goto('/admin/subscriptions');
      await view.getByRole('link', { name: 'Mary Jackson' }).filter({ visible: true }).first().waitFor();
      await checkScreen(view, 'admin-subscriptions');
      await view.goto(subscriptionPath);
      await view.getByRole('heading', { name: 'Events (2)' }).waitFor();
      await checkScreen(view, 'admin-subscription');
      await view.close();
    }
  });
});
