import { request as httpRequest } from 'node:http';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { looks, screenshot } from './support/browser';
import { createWebsite, samplePortfolio, toast, updateWebsite } from './support/builder';
import { logOutThroughMenu, pathIs, startSession, type Session } from './support/session';

/**
 * Notifications and contact requests (platform.md section 2): a visitor's message reaches the
 * owner's bell live, the full list pages, and the contact-requests inbox handles each message.
 */

let session: Session;
beforeAll(async () => {
  // Behind a proxy the visitor's address comes from X-Forwarded-For, so tests can write as many visitors.
  session = await startSession({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => session?.close());

const siteUrl = (subdomain: string) => `${session.server.url.replace('://localhost', `://${subdomain}.localhost`)}/`;
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const bellPanel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const article = (page: Page, name: string) => page.getByRole('article', { name: `Message from ${name}` });
const streamPath = '/api/notifications/stream';
const isStream = (request: Request) => new URL(request.url()).pathname === streamPath;

async function unreadCount(user: TestUser): Promise<number> {
  return (await callApi<{ unread_count: number }>(session.server, 'GET', '/notifications/unread-count', undefined, user.token)).body.unread_count;
}

async function contactList(user: TestUser, status?: string) {
  const query = status ? `?status=${status}` : '';
  return (await callApi<{ data: Array<{ name: string; status: string }> }>(session.server, 'GET', `/contact-requests${query}`, undefined, user.token)).body.data;
}

/** Publishing a website tells its owner: unpublish and publish again `times` times, one notification each. */
async function publishTimes(user: TestUser, websiteId: number, times: number) {
  let version = (await callApi<{ website: { version: number } }>(session.server, 'GET', `/websites/${websiteId}`, undefined, user.token)).body.website.version;
  for (let index = 0; index < times; index += 1) {
    for (const action of ['unpublish', 'publish']) {
      const answer = await callApi<{ website: { version: number } }>(session.server, 'POST', `/websites/${websiteId}/${action}`, { version }, user.token);
      if (answer.status !== 200) throw new Error(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
      version = answer.body.website.version;
    }
  }
}

/** An owner with a published website whose contact form visitors can use. */
async function ownerWithSite(name: string) {
  const owner = await createVerifiedUser(session.server, name);
  const website = await createWebsite(session.server, owner.token, name);
  await updateWebsite(session.server, owner.token, website.id, { intro: samplePortfolio.intro, contact: samplePortfolio.contact });
  await publishTimes(owner, website.id, 1);
  return { owner, website, url: siteUrl(website.subdomain!) };
}

/** A visitor, not signed in, writes through the site's own contact form. */
async function sendMessage(visitor: Page, url: string, fields: { name: string; email: string; message: string }) {
  await visitor.goto(url);
  await visitor.getByLabel('Name', { exact: true }).fill(fields.name);
  await visitor.getByLabel('Email', { exact: true }).fill(fields.email);
  await visitor.getByLabel('Message', { exact: true }).fill(fields.message);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await visitor.getByText('Thank you, your message has been sent.').waitFor();
}

/** A visitor's form post straight to the site host (no browser), from the address given. */
function postContact(subdomain: string, visitorIp: string, fields: Record<string, string>): Promise<string | undefined> {
  const body = new URLSearchParams(fields).toString();
  const { port } = new URL(session.server.apiUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/contact',
        headers: {
          host: `${subdomain}.localhost:${port}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': visitorIp,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
        },
      },
      (response) => {
        response.resume();
        resolve(response.headers.location);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the notification bell', () => {
  test('a visitor’s message shows in the owner’s bell without a reload, after a dropped stream, and opening it marks it read', async () => {
    const { owner, url } = await ownerWithSite('Ada Owner');
    const page = await session.openPage({ token: owner.token });

    // The first stream connection fails, as a dropped network would; the bell must reconnect by itself.
    const tickets: string[] = [];
    await page.route((address) => address.pathname === streamPath, async (route) => {
      tickets.push(new URL(route.request().url()).searchParams.get('ticket') ?? '');
      if (tickets.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    const reconnected = page.waitForResponse((response) => isStream(response.request()) && response.status() === 200);
    await page.goto('/dashboard');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await reconnected;
    expect(tickets.length).toBeGreaterThanOrEqual(2);
    expect(tickets[1]).not.toBe(tickets[0]);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // The bell is open, showing only the publication, when the visitor writes.
    await bell(page).click();
    await bellPanel(page).getByRole('link', { name: /Ada Owner is live/ }).waitFor();
    const latest = bellPanel(page).getByRole('link', { name: /New message from Ada Lovelace/ });
    expect(await latest.count()).toBe(0);

    const visitor = await session.openPage();
    await sendMessage(visitor, url, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I loved your portfolio. Are you free for a chat next week?' });

    await latest.waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(await bell(page).getByTestId('notification-badge').textContent()).toBe('2');
    expect(await bellPanel(page).getByText('2 unread', { exact: true }).count()).toBe(1);
    // Screen readers hear it arrive.
    expect(await page.getByRole('banner').getByRole('status').textContent()).toBe('New notification: New message from Ada Lovelace');
    // Newest first.
    expect(await bellPanel(page).getByRole('listitem').first().textContent()).toContain('New message from Ada Lovelace');
    expect(await latest.textContent()).toContain('Just now');
    expect(await latest.textContent()).toContain('I loved your portfolio.');
    expect(await latest.textContent()).toContain('Unread:');
    expect(await bellPanel(page).getByRole('link', { name: /Ada Owner is live/ }).count()).toBe(1);
    // Still the same document: the message came in over the stream, not through a reload.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-bell');

    await latest.click();
    await page.waitForURL(pathIs('/contact-requests'));
    await article(page, 'Ada Lovelace').waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(await unreadCount(owner)).toBe(1);

    await bell(page).click();
    expect(await bellPanel(page).getByRole('link', { name: /New message from Ada Lovelace/ }).textContent()).not.toContain('Unread:');
    const markAll = bellPanel(page).getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    // Nothing left to mark, and the keyboard focus is still in the panel.
    expect(await markAll.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Mark all as read');
    expect(await bell(page).getByTestId('notification-badge').count()).toBe(0);
    expect(await unreadCount(owner)).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => bellPanel(page).count()).toBe(0);
    // Focus goes back to the bell, so the keyboard user is where they were.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications');

    // Links in the bell lead to the full list; signing out closes the stream for good.
    await bell(page).press('Enter');
    await bellPanel(page).getByRole('link', { name: 'View all notifications' }).click();
    await page.waitForURL(pathIs('/notifications'));
    const closed = new Promise<void>((resolve) => {
      page.on('requestfailed', (request) => isStream(request) && resolve());
      page.on('requestfinished', (request) => isStream(request) && resolve());
    });
    const before = tickets.length;
    await logOutThroughMenu(page);
    await closed;
    await page.waitForTimeout(2500);
    expect(tickets.length).toBe(before);
  });

  test('the badge reads 99+ above 99, and the bell says when there is nothing yet', async () => {
    const quiet = await createVerifiedUser(session.server, 'Quiet Owner');
    await createWebsite(session.server, quiet.token, 'Quiet Owner');
    const page = await session.openPage({ token: quiet.token });
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'No notifications yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-empty');
    await bell(page).click();
    await bellPanel(page).getByText('No notifications yet').waitFor();
    expect(await bellPanel(page).getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe('true');

    const busy = await createVerifiedUser(session.server, 'Busy Owner');
    const website = await createWebsite(session.server, busy.token, 'Busy Owner');
    await publishTimes(busy, website.id, 99);
    const busyPage = await session.openPage({ token: busy.token });
    await busyPage.goto('/dashboard');
    await expect.poll(() => bell(busyPage).getAttribute('aria-label')).toBe('Notifications, 99 unread');
    expect(await bell(busyPage).getByTestId('notification-badge').textContent()).toBe('99');
    await publishTimes(busy, website.id, 1);
    await expect.poll(() => bell(busyPage).getAttribute('aria-label')).toBe('Notifications, 99+ unread');
    expect(await bell(busyPage).getByTestId('notification-badge').textContent()).toBe('99+');
  });
});

describe('the notifications page', () => {
  test('pages through every notification, recent first, and marks them read', async () => {
    const { owner, website, url } = await ownerWithSite('Paged Owner');
    await publishTimes(owner, website.id, 20);
    const visitor = await session.openPage();
    await sendMessage(visitor, url, { name: 'Grace Hopper', email: 'grace@example.com', message: 'Could you speak at our meetup in May?' });
    // The first publication, 20 more and one message.
    expect(await unreadCount(owner)).toBe(22);

    const page = await session.openPage({ token: owner.token });
    await page.goto('/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    expect(await list.getByRole('listitem').first().textContent()).toContain('New message from Grace Hopper');
    expect(await page.getByText('Showing 1 to 20 of 22 results').count()).toBe(1);
    expect(await page.getByText('22 unread of 22').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((address) => address.pathname === '/notifications' && address.searchParams.get('page') === '2');
    await page.getByText('Showing 21 to 22 of 22 results').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const oldest = list.getByRole('listitem').last();
    expect(await oldest.textContent()).toContain('Paged Owner is live');
    await oldest.getByRole('button', { name: 'Mark as read: Paged Owner is live' }).click();
    await expect.poll(() => oldest.getByRole('button', { name: /^Mark as read/ }).count()).toBe(0);
    await page.getByText('21 unread of 22').waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 21 unread');
    expect(await unreadCount(owner)).toBe(21);

    // Reloading keeps the page; the first page keeps a clean address.
    await page.reload();
    await page.getByText('Showing 21 to 22 of 22 results').waitFor();
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/notifications' && address.search === '');

    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All 22 read').waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    expect(await unreadCount(owner)).toBe(0);

    // A new one arrives on the open page, unread, at the top.
    await sendMessage(visitor, url, { name: 'Katherine Johnson', email: 'katherine@example.com', message: 'Hello from Hampton.' });
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Unread: New message from Katherine Johnson');
    await page.getByText('1 unread of 23').waitFor();
  });

  test('the page and the bell panel render, and axe-core finds nothing (dark at 375 px; every theme and width under npm run screens)', async () => {
    const { owner, website, url } = await ownerWithSite('Maya Chen');
    await publishTimes(owner, website.id, 2);
    const visitor = await session.openPage();
    await sendMessage(visitor, url, { name: 'Linus Berg', email: 'linus@example.com', message: 'We are hiring a lead designer in Stockholm. Would you like to talk about it? The role is hybrid and the team is small.' });
    await sendMessage(visitor, url, { name: 'Ines Duarte', email: 'ines@example.com', message: 'Your booking app case study is wonderful.' });
    const first = (await callApi<{ data: Array<{ id: number }> }>(session.server, 'GET', '/notifications', undefined, owner.token)).body.data;
    await callApi(session.server, 'POST', '/notifications/mark-read', { ids: [first[1]!.id] }, owner.token);
    for (const { colorScheme, width } of looks([{ colorScheme: 'dark', width: 375 }])) {
      const page = await session.openPage({ token: owner.token, width, colorScheme });
      await page.goto('/notifications');
      await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
      await screenshot(page, 'notifications');
      await bell(page).click();
      await bellPanel(page).getByRole('link', { name: /Ines Duarte/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'notifications-bell');
      await page.close();
    }
  });
});

describe('the contact requests inbox', () => {
  const hostileName = '<img src=x onerror="window.__pwned=1">';
  const hostileMessage = '<script>window.__pwned=2</script><b>bold?</b> <img src="x" onerror="window.__pwned=3">';

  test('lists visitors’ messages live; read, reply, archive, spam and delete each work, and markup stays text', async () => {
    const { owner, url } = await ownerWithSite('Inbox Owner');
    const page = await session.openPage({ token: owner.token });
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Requests' }).click();
    await page.waitForURL(pathIs('/contact-requests'));
    await page.getByRole('heading', { name: 'No messages yet' }).waitFor();

    const visitor = await session.openPage();
    await sendMessage(visitor, url, { name: 'Grace Hopper', email: 'grace@example.com', message: 'Could you speak at our meetup?\nIt is on 12 May.' });
    await sendMessage(visitor, url, { name: hostileName, email: 'mallory@example.com', message: hostileMessage });
    await sendMessage(visitor, url, { name: 'Delete Me', email: 'delete@example.com', message: 'Please ignore this one.' });

    // They arrive on the open page without a reload.
    await article(page, 'Delete Me').waitFor();
    expect(await page.getByRole('list', { name: 'Inbox messages' }).getByRole('article').count()).toBe(3);
    const grace = article(page, 'Grace Hopper');
    expect(await grace.textContent()).toContain('grace@example.com');
    expect(await grace.textContent()).toContain('Sent through Inbox Owner');
    expect(await grace.locator('time').textContent()).toContain('Just now');
    expect(await grace.getByText('New', { exact: true }).count()).toBe(1);

    // Markup from a visitor is shown as the characters they typed, never run.
    const hostile = article(page, hostileName);
    await hostile.getByText(hostileMessage, { exact: true }).waitFor();
    expect(await hostile.getByRole('heading').textContent()).toContain(hostileName);
    expect(await page.getByRole('main').locator('img, script, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);

    // Reply opens the mail program with "Re: ..." and the message quoted; replying marks it read.
    const reply = grace.getByRole('link', { name: 'Reply' });
    const href = new URL((await reply.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('grace@example.com');
    expect(href.searchParams.get('subject')).toBe('Re: Your message through Inbox Owner');
    expect(href.searchParams.get('body')).toContain('> Could you speak at our meetup?\n> It is on 12 May.');

    await grace.getByRole('button', { name: 'Mark as read' }).click();
    await grace.getByRole('button', { name: 'Mark as unread' }).waitFor();
    expect(await grace.getByText('New', { exact: true }).count()).toBe(0);
    expect((await contactList(owner)).find((item) => item.name === 'Grace Hopper')?.status).toBe('read');
    await grace.getByRole('button', { name: 'Mark as unread' }).click();
    await grace.getByText('New', { exact: true }).waitFor();
    expect((await contactList(owner)).find((item) => item.name === 'Grace Hopper')?.status).toBe('new');
    await page.getByRole('radio', { name: /^Unread/ }).click();
    await page.waitForURL((address) => address.searchParams.get('status') === 'new');
    await grace.waitFor();
    await page.getByRole('radio', { name: /^Inbox/ }).click();

    // Archive: out of the inbox, into Archived, and back.
    await grace.getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Message archived.').waitFor();
    await expect.poll(() => grace.count()).toBe(0);
    expect((await contactList(owner, 'archived')).map((item) => item.name)).toEqual(['Grace Hopper']);
    await page.getByRole('radio', { name: /^Archived/ }).click();
    await page.waitForURL((address) => address.searchParams.get('status') === 'archived');
    await grace.getByText('Archived', { exact: true }).waitFor();
    await grace.getByRole('button', { name: 'Move to inbox' }).click();
    await page.getByRole('heading', { name: 'Nothing archived' }).waitFor();
    expect((await contactList(owner)).map((item) => item.name)).toContain('Grace Hopper');

    // Spam: out of the inbox into Spam.
    await page.getByRole('radio', { name: /^Inbox/ }).click();
    await hostile.getByRole('button', { name: `More actions for the message from ${hostileName}` }).click();
    await page.getByRole('menuitem', { name: 'Mark as spam' }).click();
    await toast(page, 'Message marked as spam.').waitFor();
    await expect.poll(() => hostile.count()).toBe(0);
    expect((await contactList(owner, 'spam')).map((item) => item.name)).toEqual([hostileName]);
    await page.getByRole('radio', { name: /^Spam/ }).click();
    await hostile.getByText('Spam', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /^Inbox/ }).click();

    // Delete asks first; Cancel keeps the message, Delete message removes it for good.
    const doomed = article(page, 'Delete Me');
    await doomed.getByRole('button', { name: 'More actions for the message from Delete Me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await doomed.count()).toBe(1);
    await doomed.getByRole('button', { name: 'More actions for the message from Delete Me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await toast(page, 'Message deleted.').waitFor();
    await expect.poll(() => doomed.count()).toBe(0);
    const left = [...(await contactList(owner)), ...(await contactList(owner, 'archived')), ...(await contactList(owner, 'spam'))];
    expect(left.map((item) => item.name).sort()).toEqual([hostileName, 'Grace Hopper'].sort());
  });

  test('pages through many messages, and a folder starts at its first page', async () => {
    const { owner, website } = await ownerWithSite('Popular Owner');
    for (let index = 0; index < 21; index += 1) {
      const location = await postContact(website.subdomain!, `198.51.100.${index + 10}`, { name: `Visitor ${index}`, email: `visitor${index}@example.com`, message: `Message number ${index}.` });
      expect(location).toBe('/?contact=sent#contact');
    }
    const page = await session.openPage({ token: owner.token });
    await page.goto('/contact-requests');
    const list = page.getByRole('list', { name: 'Inbox messages' });
    await article(page, 'Visitor 20').waitFor();
    expect(await list.getByRole('article').count()).toBe(20);
    expect(await page.getByText('Showing 1 to 20 of 21 results').count()).toBe(1);
    expect(await article(page, 'Visitor 0').count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^Inbox/ }).textContent()).toBe('Inbox21');

    await page.getByRole('navigation', { name: 'Message pages' }).getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((address) => address.searchParams.get('page') === '2');
    await article(page, 'Visitor 0').waitFor();
    expect(await list.getByRole('article').count()).toBe(1);
    expect(await page.getByText('Showing 21 to 21 of 21 results').count()).toBe(1);

    await page.getByRole('radio', { name: /^Unread/ }).click();
    await page.waitForURL((address) => address.searchParams.get('status') === 'new' && !address.searchParams.has('page'));
    await article(page, 'Visitor 20').waitFor();
  });

  test('the inbox renders, and axe-core finds nothing (dark at 1280 px; every theme and width under npm run screens)', async () => {
    const { owner, url } = await ownerWithSite('Maya Chen');
    const visitor = await session.openPage();
    await sendMessage(visitor, url, { name: 'Linus Berg', email: 'linus@example.com', message: 'We are hiring a lead designer in Stockholm.\n\nWould you like to talk about it? The role is hybrid and the team is small.' });
    await sendMessage(visitor, url, { name: 'Ines Duarte', email: 'ines@example.com', message: 'Your booking app case study is wonderful. Did the design system ship as open source?' });
    await sendMessage(visitor, url, { name: hostileName, email: 'mallory@example.com', message: hostileMessage });
    const [, ines] = (await callApi<{ data: Array<{ id: number }> }>(session.server, 'GET', '/contact-requests', undefined, owner.token)).body.data;
    await callApi(session.server, 'PATCH', `/contact-requests/${ines!.id}`, { status: 'read' }, owner.token);
    for (const { colorScheme, width } of looks([{ colorScheme: 'dark', width: 1280 }])) {
      const page = await session.openPage({ token: owner.token, width, colorScheme });
      await page.goto('/contact-requests');
      await article(page, 'Linus Berg').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'contact-requests');
      await page.close();
    }
  });
});
