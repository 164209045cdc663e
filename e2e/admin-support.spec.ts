import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi } from './support/api';
import { checkScreen } from './support/axe';
import { createMember, toast } from './support/billing';
import { looks } from './support/browser';
import { loginAdmin } from './support/builder';
import { mailsTo } from './support/mail';
import { admin } from './support/server';
import { pathIs, startSession, type Session } from './support/session';

let session: Session;
beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});

/** The newest message to `to` whose subject or text has `wanted` (long subjects are folded in the .eml file). */
async function waitForMail(to: string, wanted: string) {
  const find = () => mailsTo(session.server.dataDir, to).find((mail) => mail.subject.includes(wanted) || mail.text.includes(wanted));
  await expect.poll(find, { timeout: 15_000 }).toBeTruthy();
  return find()!;
}

describe('support', () => {
  test('a user sends a request, the admin answers it from the Support inbox, and the answer reaches the outbox and the user, who writes more', async () => {
    const member = await createMember(session.server, 'Mary Jackson');
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const hostile = '<img src=x onerror="window.__pwned=1">Broken preview';

    // The user writes from /support, reached through the shell's footer.
    const page = await session.openPage({ token: member.token });
    await page.goto('/dashboard');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
    await page.waitForURL(pathIs('/support'));
    await page.getByText('No requests yet').waitFor();
    expect(await page.getByLabel('Name').count()).toBe(0);
    await page.getByLabel('Subject').fill(hostile);
    await page.getByLabel('Category').selectOption('website');
    await page.getByLabel('Message').fill('My preview shows nothing.\n\n<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request was sent. We will answer by e-mail.').waitFor();
    const reference = (await page.getByText(/^SUP-\d{6}$/).first().textContent())!;
    await page.getByRole('list', { name: 'Your requests' }).getByText(hostile).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // The admin finds it in the inbox, opens it and answers.
    const adminPage = await session.openPage({ token });
    await adminPage.goto('/admin');
    await adminPage.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Support Inbox' }).click();
    await adminPage.waitForURL(pathIs('/admin/support'));
    await adminPage.getByLabel('Status').selectOption('open');
    await adminPage.waitForURL((url) => url.searchParams.get('status') === 'open' && !url.searchParams.has('page'));
    await adminPage.getByRole('table').getByRole('link', { name: hostile }).click();
    await adminPage.waitForURL((url) => url.pathname.startsWith('/admin/support/'));
    await adminPage.getByText('My preview shows nothing.', { exact: false }).waitFor();
    await adminPage.getByLabel('Your answer').fill('Thanks, Mary. Publish again and it shows.');
    await adminPage.getByRole('button', { name: 'Send reply' }).click();
    await toast(adminPage, 'Reply sent.').waitFor();
    await adminPage.getByText('Answered', { exact: true }).first().waitFor();

    // The reply went out through the mail outbox...
    const mail = await waitForMail(member.email, 'Thanks, Mary. Publish again and it shows.');
    expect(mail.text).toContain(`An answer to your request ${reference}`);
    expect(mail.text).toContain('Thanks, Mary. Publish again and it shows.');
    // ...and is on the user's ticket page, with a notification.
    await page.goto('/support');
    await page.getByRole('list', { name: 'Your requests' }).getByRole('link', { name: new RegExp(reference) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/support/tickets/'));
    await page.getByText('Thanks, Mary. Publish again and it shows.').waitFor();
    await page.getByText('<script>alert(1)</script>', { exact: false }).waitFor();
    await checkScreen(page, 'support-ticket-answered');
    // The user writes more; the ticket is open again in the inbox.
    await page.getByLabel('Add a message').fill('It works now, thank you.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await toast(page, 'Message sent.').waitFor();
    await page.getByText('It works now, thank you.').waitFor();
    await adminPage.reload();
    await adminPage.getByText('It works now, thank you.').waitFor();
    await adminPage.getByText('Open', { exact: true }).first().waitFor();
    const notifications = await callApi<{ data: Array<{ type: string }> }>(session.server, 'GET', '/notifications', undefined, member.token);
    expect(notifications.body.data.map((row) => row.type)).toContain('support_reply');

    // Closing is audited.
    await adminPage.getByRole('button', { name: 'Close ticket' }).click();
    await toast(adminPage, 'Ticket closed.').waitFor();
    await adminPage.goto('/admin/audit-log?action=support.close');
    await adminPage.getByRole('table').getByText(reference).waitFor();

    for (const { colorScheme, width } of looks()) {
      const user = await session.openPage({ token: member.token, colorScheme, width });
      await user.goto('/support');
      await user.getByRole('list', { name: 'Your requests' }).waitFor();
      await checkScreen(user, 'support');
      await user.goto(page.url());
      await user.getByText('Thanks, Mary. Publish again and it shows.').waitFor();
      await checkScreen(user, 'support-ticket');
      await user.close();
      const inbox = await session.openPage({ token, colorScheme, width });
      await inbox.goto('/admin/support');
      await inbox.getByText(reference).filter({ visible: true }).first().waitFor();
      await checkScreen(inbox, 'admin-support');
      await inbox.close();
    }
  });

  test('a guest sends a request with a name and an e-mail, and gets the reference by e-mail; the admin sees it', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const page = await session.openPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
    await page.waitForURL(pathIs('/support'));
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('The name field is required.').waitFor();
    await page.getByText('The subject field is required.').waitFor();
    await checkScreen(page, 'support-guest-errors');
    await page.getByLabel('Name').fill('Annie Easley');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('A question before I sign up');
    await page.getByLabel('Message').fill('Can I use my own domain?');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request was sent. We will answer by e-mail.').waitFor();
    const reference = (await page.getByText(/^SUP-\d{6}$/).first().textContent())!;
    const mail = await waitForMail(email, `We received your support request ${reference}`);
    expect(mail.text).toContain(reference);

    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    for (const { colorScheme, width } of looks()) {
      const detail = await session.openPage({ token, colorScheme, width });
      await detail.goto('/admin/support');
      await detail.getByRole('link', { name: 'A question before I sign up' }).filter({ visible: true }).first().click();
      await detail.getByText('Annie Easley (guest)').waitFor();
      await detail.getByRole('heading', { name: 'Reply' }).waitFor();
      await checkScreen(detail, 'admin-support-ticket');
      await detail.close();
    }
  });

  test('the e-mail preview opens in a new tab from the sidebar, renders each e-mail, and lists the outbox', async () => {
    const { token } = await loginAdmin(session.server, admin.email, admin.password);
    const page = await session.openPage({ token });
    await page.goto('/admin');
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Email Preview (opens in a new tab)' }).click(),
    ]);
    await preview.waitForURL(pathIs('/admin/email-preview'));
    const frame = preview.frameLocator('iframe[title^="Preview"]');
    await frame.getByRole('heading', { name: 'Welcome to Folio, Ada Lovelace' }).waitFor();
    await preview.getByRole('button', { name: /Answer to a support request/ }).click();
    await preview.getByText('Re: My site does not show my photo [SUP-000042]').waitFor();
    await frame.getByRole('heading', { name: 'An answer to your request SUP-000042' }).waitFor();
    expect(await preview.locator('iframe[title^="Preview"]').getAttribute('sandbox')).toBe('');
    await preview.getByText('View the conversation: ', { exact: false }).waitFor();

    // The outbox: the messages of the journeys above, stored by the embedded outbox.
    await preview.getByLabel('Status').selectOption('stored');
    await preview.waitForURL((url) => url.searchParams.get('status') === 'stored');
    await preview.getByRole('table').getByText(/^We received your support request SUP-/).waitFor();
    expect(await preview.getByRole('table').getByText('Failed', { exact: true }).count()).toBe(0);

    for (const { colorScheme, width } of looks()) {
      const look = await session.openPage({ token, colorScheme, width });
      await look.goto('/admin/email-preview');
      await look.frameLocator('iframe[title^="Preview"]').getByRole('heading', { name: 'Welcome to Folio, Ada Lovelace' }).waitFor();
      await look.getByText('Stored', { exact: true }).filter({ visible: true }).first().waitFor();
      await checkScreen(look, 'admin-email-preview');
      await look.close();
    }
  });
});
