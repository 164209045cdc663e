import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callApi } from './support/api';
import { checkScreen } from './support/axe';
import { createMember, toast } from './support/billing';
import { looks, screenshot } from './support/browser';
import { createWebsite, getWebsite, loginAdmin, openBuilder, updateWebsite } from './support/builder';
import { fixtureText } from './support/onboarding';
import { admin } from './support/server';
import { pathIs, startSession, type Session } from './support/session';

let session: Session;
beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});

/** A visit as a browser makes it (fetch cannot set Host), so the site host counts a view. */
function visit(host: string) {
  const port = Number(new URL(session.server.url).port);
  const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host, 'user-agent': agent } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

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
    // The new offer's own page.
    await page.waitForURL((url) => /^\/admin\/offers\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Recent redemptions' }).waitFor();
    await page.getByText('25% off the first payment of the Pro plan').waitFor();
    const offerPath = new URL(page.url()).pathname;

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
    // On Redis (E2E_REDIS_URL) the dashboard is Bull Board over the shared BullMQ queue.
    const onBullMq = inject('templateStores') !== undefined;
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    for (const { colorScheme, width } of looks()) {
      const page = await session.openPage({ token, colorScheme, width });
      await page.goto('/admin');
      if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      const opened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Queue Dashboard (opens in a new tab)' }).click();
      const tab = await opened;
      if (onBullMq) {
        // Bull Board on the shared queue: its own screens, loaded under the dashboard's CSP (not axe-checked: not Folio's UI).
        await tab.getByText('Folio queue').waitFor();
        await tab.getByText(/^failed$/i).first().waitFor();
      } else {
        await tab.getByRole('heading', { level: 1, name: 'Queue dashboard' }).waitFor();
        await tab.getByRole('heading', { name: /^Failed \(the latest 20\)/ }).waitFor();
        await checkScreen(tab, 'admin-queue-dashboard');
      }
      expect(new URL(tab.url()).pathname).toBe('/admin/queues/');
      await page.close();
    }

    // The link was the admin's; a browser without the dashboard's cookie is refused.
    const stranger = await session.openPage();
    const refused = await stranger.goto('/admin/queues/');
    expect(refused?.status()).toBe(403);
    await stranger.getByText('Open the queue dashboard from the admin area of Folio').waitFor();
  });

  test('an admin reads product analytics across all sites: views, templates, the onboarding funnel and CV parsing', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const member = await createMember(session.server, 'Annie Easley');
    // Onboarding from pasted text: parsed in the job, made into a website, published, visited.
    const sessionId = (await callApi<{ session_id: string }>(session.server, 'POST', '/onboarding/start', {}, member.token)).body.session_id;
    expect((await callApi(session.server, 'POST', '/onboarding/parse-cv', { session_id: sessionId, cv_text: fixtureText('katharina-schneider.text.txt') }, member.token)).status).toBe(200);
    await expect
      .poll(async () => (await callApi<{ session: { job_state: string } }>(session.server, 'GET', `/onboarding/session?session_id=${sessionId}`, undefined, member.token)).body.session.job_state, { timeout: 60_000, interval: 500 })
      .toBe('done');
    const created = await callApi<{ website: { id: number } }>(session.server, 'POST', '/onboarding/create-website', { type: 'cv', session_id: sessionId, template_slug: 'modern' }, member.token);
    expect(created.status).toBe(200);
    await updateWebsite(session.server, member.token, created.body.website.id, { status: 'published' });
    const { subdomain, name } = await getWebsite(session.server, member.token, created.body.website.id);
    expect(await visit(`${subdomain}.localhost:${new URL(session.server.url).port}`)).toBe(200);
    // Another begins with the template demo, and leaves it a draft.
    const other = await createMember(session.server, 'Evelyn Boyd Granville');
    const demoSession = (await callApi<{ session_id: string }>(session.server, 'POST', '/onboarding/start', {}, other.token)).body.session_id;
    expect((await callApi(session.server, 'POST', '/onboarding/create-website', { type: 'demo', session_id: demoSession, template_slug: 'modern' }, other.token)).status).toBe(200);
    // Views are written every few seconds.
    await expect
      .poll(async () => (await callApi<{ data: { traffic: { views: number } } }>(session.server, 'GET', '/admin/analytics', undefined, token)).body.data.traffic.views, { timeout: 20_000, interval: 1000 })
      .toBeGreaterThan(0);

    const page = await session.openPage({ token });
    await page.goto('/admin');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Analytics', exact: true }).click();
    await page.waitForURL(pathIs('/admin/analytics'));
    await page.getByRole('heading', { name: 'Traffic' }).waitFor();
    const sites = page.getByRole('table', { name: 'The most viewed sites of the period' });
    await sites.getByRole('link', { name }).waitFor();
    await sites.getByRole('link', { name: 'Annie Easley' }).waitFor();
    const funnel = page.getByRole('list', { name: 'Onboarding funnel' });
    await funnel.getByText('Website created').waitFor();
    await page.getByRole('table', { name: 'Onboarding sessions by where they began' }).getByRole('row', { name: /Template demo/ }).waitFor();
    await page.getByRole('table', { name: 'CV parses by format' }).getByRole('row', { name: /Pasted text/ }).waitFor();
    // The period is in the address, as on /admin.
    await page.getByRole('radio', { name: '12 months' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '12m');
    await page.getByText('Views and visitors per month, as a table').click();
    await page.getByRole('table', { name: 'Page views and visitors per month' }).waitFor();
    // The site's name leads to the websites list, filtered to it.
    await sites.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === '/admin/websites' && url.searchParams.get('search') === subdomain);
    await page.getByRole('listitem', { name }).waitFor();

    for (const { colorScheme, width } of looks()) {
      const screen = await session.openPage({ token, colorScheme, width });
      await screen.goto('/admin/analytics');
      await screen.getByRole('heading', { name: 'Page views' }).waitFor();
      await screen.locator('.recharts-surface').first().waitFor();
      await screen.getByRole('heading', { name: 'Onboarding funnel' }).waitFor();
      await checkScreen(screen, 'admin-analytics');
      await screen.close();
    }
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
