import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import { checkScreen } from './support/axe';
import { createMember, toast } from './support/billing';
import { looks, screenshot } from './support/browser';
import { createWebsite, getWebsite, loginAdmin, openBuilder } from './support/builder';
import { admin } from './support/server';
import { pathIs, startSession, type Session } from './support/session';

let session: Session;
beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});

describe('the admin area', () => {
  test('an admin finds a user, impersonates them, edits their website, stops, and sees both in the audit log', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const member = await createMember(session.server, 'Katherine Johnson');
    const website = await createWebsite(session.server, member.token, 'Katherine Johnson');
    const memberId = (await callApi<{ user: { id: number } }>(session.server, 'GET', '/user', undefined, member.token)).body.user.id;

    // Every admin screen in each look (one look in the suite; four under `npm run screens`).
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token, colorScheme, width });
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Figures' }).waitFor();
      await page.getByRole('heading', { name: 'Signups' }).waitFor();
      await page.getByText('No job has failed.').waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await checkScreen(page, 'admin-dashboard');
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'All users' }).waitFor();
      await page.getByRole('link', { name: 'Katherine Johnson' }).first().waitFor({ state: 'attached' });
      await checkScreen(page, 'admin-users');
      await page.close();
    }

    const page = await session.openPage({ token });
    // The user menu leads admins to the admin panel.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Admin panel' }).click();
    await page.waitForURL(pathIs('/admin'));
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(pathIs('/admin/users'));

    await page.getByLabel('Search').fill(member.email);
    // The filter is in the address, and page 1 keeps no page parameter.
    await page.waitForURL((url) => url.searchParams.get('search') === member.email && !url.searchParams.has('page'));
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.getByRole('table').getByRole('link', { name: 'Katherine Johnson' }).click();
    await page.waitForURL(pathIs(`/admin/users/${memberId}`));
    await page.getByRole('heading', { name: 'Websites (1)' }).waitFor();

    for (const { colorScheme, width } of looks()) {
      const detail = await session.openPage({ token, colorScheme, width });
      await detail.goto(`/admin/users/${memberId}`);
      await detail.getByRole('heading', { name: 'Actions' }).waitFor();
      await checkScreen(detail, 'admin-user');
      await detail.getByRole('button', { name: 'Grant plan' }).click();
      await detail.getByRole('alertdialog').getByLabel('Plan').waitFor();
      await checkScreen(detail, 'admin-user-grant-plan');
      await detail.close();
    }

    await page.getByRole('button', { name: 'Impersonate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Impersonate' }).click();
    await page.waitForURL(pathIs('/dashboard'));
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await banner.getByText('Impersonating Katherine Johnson').waitFor();
    await screenshot(page, 'admin-impersonating');
    // While impersonating, the admin area is closed (it is the user's session).
    await page.goto('/admin');
    await page.waitForURL(pathIs('/dashboard'));

    await openBuilder(page, website.id, '?section=personal');
    await page.getByRole('region', { name: 'Impersonation' }).waitFor();
    await screenshot(page, 'admin-impersonating-builder');
    await page.getByLabel('Intro').fill('Edited by support, with permission');
    await page.getByTestId('builder-save').click();
    await toast(page, 'Changes saved successfully.').waitFor();
    expect((await getWebsite(session.server, member.token, website.id)).intro).toBe('Edited by support, with permission');

    await page.getByRole('region', { name: 'Impersonation' }).getByRole('button', { name: 'Stop impersonating' }).click();
    await toast(page, 'Switched back to admin: Administrator').waitFor();
    await page.waitForURL(pathIs(`/admin/users/${memberId}`));
    await expect.poll(() => page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);

    await page.goto(`/admin/audit-log?target=${encodeURIComponent(member.email)}`);
    const entries = page.getByRole('table').getByRole('row');
    await page.getByRole('table').getByText('Stopped impersonating').waitFor();
    await expect.poll(() => entries.count()).toBe(4); // the header, then stop, the edit, start
    await page.getByRole('table').getByText(`PATCH /api/websites/:id/builder → 200`).waitFor();
    await page.getByRole('table').getByText('Started impersonating').waitFor();
    expect(await page.getByRole('table').getByText(admin.email).count()).toBe(3);
    for (const { colorScheme, width } of looks()) {
      const log = await session.openPage({ token, colorScheme, width });
      await log.goto('/admin/audit-log');
      await log.getByText('Acted as user', { exact: true }).filter({ visible: true }).first().waitFor();
      await checkScreen(log, 'admin-audit-log');
      await log.close();
    }
  });

  test('an admin finds a website, suspends it (offline at once, its owner told), then lifts the suspension', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const member = await createMember(session.server, 'Mary Jackson');
    const website = await createWebsite(session.server, member.token, 'Mary Jackson');
    const published = await callApi<{ website: { subdomain: string } }>(session.server, 'POST', `/websites/${website.id}/publish`, { version: website.version }, member.token);
    expect(published.status).toBe(200);
    const siteUrl = `${session.server.url.replace('://localhost', `://${published.body.website.subdomain}.localhost`)}/`;
    // A visitor's browser (Chromium resolves *.localhost to this machine).
    const visitor = await session.openPage();
    const siteStatus = async () => (await visitor.goto(siteUrl))?.status();
    expect(await siteStatus()).toBe(200);

    const page = await session.openPage({ token });
    await page.goto('/admin');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Websites' }).click();
    await page.waitForURL(pathIs('/admin/websites'));
    await page.getByLabel('Search').fill(member.email);
    await page.waitForURL((url) => url.searchParams.get('search') === member.email);
    const item = page.getByRole('listitem', { name: 'Mary Jackson' });
    await item.getByText('Published').waitFor();
    await item.getByRole('button', { name: 'Suspend Mary Jackson' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Suspend website' }).click();
    await dialog.getByText('Please say why the site is suspended.').waitFor();
    await checkScreen(page, 'admin-websites-suspend');
    await dialog.getByLabel('Reason').fill('Copies another person’s CV');
    await dialog.getByRole('button', { name: 'Suspend website' }).click();
    await toast(page, 'Website suspended. It is offline on every address, and the owner has been told.').waitFor();
    await item.getByText('Suspended').waitFor();
    expect(await siteStatus()).toBe(404);

    // The owner reads why in their bell.
    const owner = await session.openPage({ token: member.token });
    await owner.goto('/dashboard');
    await owner.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await owner.getByRole('dialog', { name: 'Notifications' }).getByText('Mary Jackson was suspended').waitFor();
    await owner.getByRole('dialog', { name: 'Notifications' }).getByText(/Copies another person’s CV/).waitFor();

    await item.getByRole('button', { name: 'Lift suspension of Mary Jackson' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Lift suspension' }).click();
    await toast(page, 'Suspension lifted. The owner has been told.').waitFor();
    await item.getByText('Published').waitFor();
    expect(await siteStatus()).toBe(200);

    for (const { colorScheme, width } of looks()) {
      const list = await session.openPage({ token, colorScheme, width });
      await list.goto('/admin/websites');
      await list.getByRole('heading', { name: 'All websites' }).waitFor();
      await list.getByRole('listitem', { name: 'Mary Jackson' }).waitFor();
      await checkScreen(list, 'admin-websites');
      await list.close();
    }
  });

  test('an admin makes an offer; its code gives the discount in the test checkout, and the redemption is counted', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const page = await session.openPage({ token });
    await page.goto('/admin');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Special Offers' }).click();
    await page.waitForURL(pathIs('/admin/offers'));
    await page.getByText('No offers yet').waitFor();
    await page.getByRole('button', { name: 'New offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New offer' });
    await dialog.getByLabel('Code').fill('spring25');
    await dialog.getByLabel('Description').fill('Spring sale');
    await dialog.getByLabel('Percent').fill('25');
    await dialog.getByLabel('Plan').selectOption('pro');
    await dialog.getByLabel('Show on the landing page').check();
    await checkScreen(page, 'admin-offer-new');
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    await toast(page, 'Offer created.').waitFor();
    await page.getByText('25% off the first payment of the Pro plan').waitFor();
    const offerPath = new URL(page.url()).pathname;
    expect(offerPath).toMatch(/^\/admin\/offers\/\d+$/);

    // The landing page's pricing shows it, with its code.
    const visitor = await session.openPage();
    await visitor.goto('/#pricing');
    await visitor.getByText('Spring sale: 25% off the first payment of the Pro plan').waitFor();
    await visitor.getByText('SPRING25', { exact: true }).waitFor();
    await visitor.getByText('SPRING25', { exact: true }).scrollIntoViewIfNeeded();
    await checkScreen(visitor, 'landing-offer');

    // A user types the code on the plans page, sees the first payment, and pays it in the test checkout.
    const member = await createMember(session.server, 'Annie Easley');
    const user = await session.openPage({ token: member.token });
    await user.goto('/subscription/plans');
    await user.getByRole('button', { name: 'Have an offer code?' }).click();
    await user.getByLabel('Offer code').fill('nope-code');
    await user.getByRole('button', { name: 'Apply' }).click();
    await user.getByText('This offer code is not valid.').waitFor();
    await user.getByLabel('Offer code').fill('spring25');
    await user.getByRole('button', { name: 'Apply' }).click();
    await user.getByText('applied: 25% off the first payment of the Pro plan.').waitFor();
    const pro = user.getByRole('listitem', { name: 'Pro' });
    await pro.getByText('$3.75 for the first month').waitFor();
    await user.getByRole('listitem', { name: 'Premium' }).getByText('This offer code is for the Pro plan only.').waitFor();
    await checkScreen(user, 'plans-offer-code');
    await pro.getByRole('link', { name: 'Or subscribe now, without a trial, to Pro' }).click();
    await user.waitForURL(pathIs('/checkout/payment'));
    await user.getByText('−$1.25 (25% off the first payment of the Pro plan)').waitFor();
    await checkScreen(user, 'checkout-offer');
    await user.getByRole('button', { name: 'Pay $3.75' }).click();
    await user.waitForURL(pathIs('/checkout/success'));

    // The admin sees the redemption.
    await page.reload();
    await page.getByText('1 redeemed').waitFor();
    await page.getByRole('link', { name: member.email }).waitFor();
    for (const { colorScheme, width } of looks()) {
      const screen = await session.openPage({ token, colorScheme, width });
      await screen.goto('/admin/offers');
      await screen.getByText('SPRING25', { exact: true }).waitFor();
      await checkScreen(screen, 'admin-offers');
      await screen.goto(offerPath);
      await screen.getByRole('heading', { name: 'Recent redemptions' }).waitFor();
      await checkScreen(screen, 'admin-offer');
      await screen.close();
    }
  });

  test('the sidebar opens the queue dashboard in a new tab, which no one else can open', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token, colorScheme, width });
      await page.goto('/admin');
      if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      const opened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Queue Dashboard (opens in a new tab)' }).click();
      const tab = await opened;
      await tab.getByRole('heading', { level: 1, name: 'Queue dashboard' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/admin/queues/');
      await tab.getByRole('heading', { name: /^Failed \(the latest 20\)/ }).waitFor();
      await checkScreen(tab, 'admin-queue-dashboard');
      await page.close();
    }

    // The link was the admin's; a browser without the dashboard's cookie is refused.
    const stranger = await session.openPage();
    const refused = await stranger.goto('/admin/queues/');
    expect(refused?.status()).toBe(403);
    await stranger.getByText('Open the queue dashboard from the admin area of Folio').waitFor();
  });

  test('a plain user is sent from /admin to /dashboard, and the API refuses them', async () => {
    const member = await createMember(session.server, 'Dorothy Vaughan');
    await createWebsite(session.server, member.token, 'Dorothy Vaughan');
    const page = await session.openPage({ token: member.token });
    await page.goto('/admin/users');
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin panel' }).count()).toBe(0);
    expect((await callApi(session.server, 'GET', '/admin/users', undefined, member.token)).status).toBe(403);
  });
});
