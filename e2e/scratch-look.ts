import { callApi } from './support/api';
import { createMember, subscribe } from './support/billing';
import { createWebsite, updateWebsite, openBuilder } from './support/builder';
import { startSession } from './support/session';

const session = await startSession();
const shots = '/tmp/shots';
try {
  const user = await createMember(session.server, 'Grace Hopper');
  const site = await createWebsite(session.server, user.token, 'Grace Hopper');
  await updateWebsite(session.server, user.token, site.id, { contact: { email: 'grace@example.com', title: 'Computer Scientist', description: '', location: 'Arlington, VA', phone: '+1 703 555 0142', show_phone: true, available_for_freelance: false } });
  for (const width of [1280, 375]) {
    const guest = await session.openPage({ width });
    await guest.goto('/');
    await guest.locator('#pricing').scrollIntoViewIfNeeded();
    await guest.waitForTimeout(500);
    await guest.locator('#pricing').screenshot({ path: `${shots}/pricing-${width}.png` });
    await guest.screenshot({ path: `${shots}/landing-top-${width}.png` });
    const page = await session.openPage({ token: user.token, width });
    await openBuilder(page, site.id, '?section=personal');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${shots}/builder-personal-${width}.png`, fullPage: false });
  }
  const page = await session.openPage({ token: user.token, width: 1280 });
  await openBuilder(page, site.id, '?section=personal');
  await page.getByRole('button', { name: /Website visibility/ }).click();
  await page.getByRole('menuitemradio', { name: /Published/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${shots}/builder-published-1280.png` });
  const url = (await callApi<{ websites: { site_url: string }[] }>(session.server, 'GET', '/websites', undefined, user.token)).body.websites[0]!.site_url;
  console.log('site', url);
  await page.goto(url);
  await page.screenshot({ path: `${shots}/site-1280.png`, fullPage: true });
  await subscribe(session.server, user.token, 'premium');
  await page.goto('/subscription/plans');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${shots}/plans-1280.png`, fullPage: true });
  await page.goto('/dashboard');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${shots}/dashboard-1280.png` });
  await openBuilder(page, site.id, '?section=blog');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${shots}/builder-blog-premium-1280.png` });
} finally {
  await session.close();
}
