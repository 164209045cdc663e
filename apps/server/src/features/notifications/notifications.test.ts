import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';
async function publishedSite(user: Awaited<ReturnType<typeof userOnPlan>>, name: string) {
  const website = await user.createWebsite(name);
  await user.request('POST', `/api/websites/${website.id}/publish`, { version: 1 });
  return website;
}
const contactForm = (subdomain: string, name: string, ip: string) =>
  test.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: ip,
    headers: { host: `${subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': browser },
    payload: new URLSearchParams({ name, email: 'visitor@example.com', message: `Hello from ${name}` }).toString(),
  });

describe('notifications', () => {
  it('tell the owner of a published website and of each contact message, by bell and by e-mail', async () => {
    const user = await userOnPlan(test);
    const website = await publishedSite(user, 'Notified Person');
    await contactForm(website.subdomain, 'Linus', '198.51.100.21');
    const list = (await user.request('GET', '/api/notifications')).json();
    expect(list.data.map((item: { type: string }) => item.type)).toEqual(['contact_request', 'website_published']);
    expect(list.data[0]).toMatchObject({ title: 'New message from Linus', message: 'Hello from Linus', action_url: '/contact-requests' });
    expect(list.data[1].message).toContain(`http://${website.subdomain}.localhost:3000`);
    expect(list.unread_count).toBe(2);
    expect((await lastMailTo(test, user.email))?.subject).toBe('New message from Linus through your portfolio');
  });

  it('page recent first, count unread, mark read by id and all, and keep read state per user', async () => {
    const user = await userOnPlan(test);
    const other = await userOnPlan(test);
    const website = await publishedSite(user, 'Paged Person');
    for (let index = 0; index < 4; index += 1) await contactForm(website.subdomain, `Visitor ${index}`, `198.51.100.${40 + index}`);
    const first = (await user.request('GET', '/api/notifications?per_page=2')).json();
    expect(first.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5, from: 1, to: 2 });
    expect(first.data[0].title).toBe('New message from Visitor 3');
    const last = (await user.request('GET', '/api/notifications?per_page=2&page=3')).json();
    expect(last.pagination).toMatchObject({ from: 5, to: 5 });

    const ids = first.data.map((item: { id: number }) => item.id);
    expect((await user.request('POST', '/api/notifications/mark-read', { ids })).json().unread_count).toBe(3);
    expect((await other.request('POST', '/api/notifications/mark-read', { ids })).statusCode).toBe(404);
    expect((await user.request('GET', '/api/notifications/unread-count')).json().unread_count).toBe(3);
    await user.request('POST', '/api/notifications/mark-all-read');
    expect((await user.request('GET', '/api/notifications/unread-count')).json().unread_count).toBe(0);
    expect((await other.request('GET', '/api/notifications')).json().data).toEqual([]);
  });

  it('arrive live over Server-Sent Events, after the unread count', async () => {
    const user = await userOnPlan(test);
    const website = await publishedSite(user, 'Live Person');
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/notifications/stream`, { headers: bearer(user.token), signal: controller.signal });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('"unread_count"')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"type":"unread_count","unread_count":1');
    await contactForm(website.subdomain, 'Ada', '198.51.100.77');
    while (!text.includes('New message from Ada')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/event: notification\.update\ndata: \{"type":"notification","notification":\{"id":\d+,"type":"contact_request"/);
    controller.abort();
  });

  it('open to a browser EventSource with a short-lived ticket instead of the bearer header', async () => {
    const user = await userOnPlan(test);
    const other = await userOnPlan(test);
    expect((await test.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket' })).statusCode).toBe(401);
    const { ticket, expires_in: expiresIn } = (await user.request('POST', '/api/notifications/stream-ticket')).json();
    expect(expiresIn).toBe(60);
    expect((await test.app.inject({ method: 'GET', url: `/api/notifications/stream?ticket=${ticket}x` })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/notifications/stream?ticket=' })).statusCode).toBe(401);

    const website = await publishedSite(other, 'Ticket Person');
    // The app listens already when the live test above ran first.
    const address = test.app.server.listening
      ? `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`
      : await test.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('"unread_count"')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"type":"unread_count","unread_count":0');
    // Another user's news never reaches this ticket's stream; the user's own does.
    await contactForm(website.subdomain, 'Elsewhere', '198.51.100.78');
    const own = await publishedSite(user, 'Ticket Owner');
    while (!text.includes('Ticket Owner is live')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).not.toContain('Elsewhere');
    expect(own.id).toBeGreaterThan(0);
    controller.abort();
  });
});

describe('contact requests', () => {
  it('list the owner inbox, change status, delete, and stay private to the owner', async () => {
    const user = await userOnPlan(test);
    const other = await userOnPlan(test);
    const website = await publishedSite(user, 'Inbox Person');
    await contactForm(website.subdomain, 'Grace', '198.51.100.90');
    await contactForm(website.subdomain, 'Alan', '198.51.100.91');
    const inbox = (await user.request('GET', '/api/contact-requests')).json();
    expect(inbox.data.map((item: { name: string }) => item.name)).toEqual(['Alan', 'Grace']);
    expect(inbox.data[0]).toMatchObject({ status: 'new', website_name: 'Inbox Person', email: 'visitor@example.com', read_at: null });
    const id = inbox.data[0].id as number;
    expect((await user.request('PATCH', `/api/contact-requests/${id}`, { status: 'read' })).json().data.read_at).not.toBeNull();
    expect((await user.request('PATCH', `/api/contact-requests/${id}`, { status: 'spam' })).json().data.status).toBe('spam');
    expect((await user.request('GET', '/api/contact-requests?status=spam')).json().data).toHaveLength(1);
    // The inbox leaves spam and archived messages out, and counts every folder.
    const afterSpam = (await user.request('GET', '/api/contact-requests')).json();
    expect(afterSpam.data.map((item: { name: string }) => item.name)).toEqual(['Grace']);
    expect(afterSpam.counts).toEqual({ new: 1, read: 0, archived: 0, spam: 1 });
    const archived = (await user.request('PATCH', `/api/contact-requests/${inbox.data[1].id}`, { status: 'archived' })).json().data;
    expect(archived).toMatchObject({ status: 'archived', website_name: 'Inbox Person' });
    expect((await user.request('GET', '/api/contact-requests')).json().data).toEqual([]);
    expect((await user.request('GET', '/api/contact-requests?status=archived')).json().data.map((item: { name: string }) => item.name)).toEqual(['Grace']);
    await user.request('PATCH', `/api/contact-requests/${inbox.data[1].id}`, { status: 'new' });
    expect((await other.request('PATCH', `/api/contact-requests/${id}`, { status: 'read' })).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/contact-requests/${id}`)).statusCode).toBe(404);
    expect((await other.request('GET', '/api/contact-requests')).json().data).toEqual([]);
    expect((await user.request('DELETE', `/api/contact-requests/${id}`)).statusCode).toBe(200);
    expect((await user.request('GET', '/api/contact-requests')).json().pagination.total).toBe(1);
  });
});
