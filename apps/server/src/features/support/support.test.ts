import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerVerified, userOnPlan } from '../../../test/accounts';
import { createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import { mailOutbox } from '../../platform/db/platform.tables';
import { adminAuditLog } from '../admin/admin.tables';
import { notifications } from '../notifications/notifications.tables';
import { supportLimits } from './support.service';
import { supportTickets } from './support.tables';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let address = 0;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Ada Admin' });
});
afterAll(() => test.close());

type Method = 'GET' | 'POST';
/** Each sender writes from its own address, so the per-address limit only bites in its own test. */
const send = (token: string | undefined, payload: unknown, remoteAddress = `10.9.${address % 250}.${(address++ >> 8) % 250}`) =>
  test.app.inject({ method: 'POST', url: '/api/support', headers: token ? bearer(token) : {}, payload: payload as object, remoteAddress });
const as = (token: string | undefined, method: Method, url: string, payload?: object) =>
  test.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) => as(admin.token, method, url, payload);
const ticketOf = async (reference: string) => {
  const [row] = await test.database.db.select().from(supportTickets).where(eq(supportTickets.id, Number(reference.slice('SUP-'.length))));
  return row!;
};

describe('sending a support request', () => {
  it('takes a guest request with a name and an e-mail, and mails the reference', async () => {
    const email = `guest${Date.now()}@example.com`;
    const response = await send(undefined, { name: 'Grace Guest', email, subject: 'Cannot sign up', message: 'The form says no.', category: 'account' });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(/^SUP-\d{6}$/);
    const row = await ticketOf(reference);
    expect(row).toMatchObject({ user_id: null, name: 'Grace Guest', email, subject: 'Cannot sign up', category: 'account', status: 'open', priority: false });
    const mail = await lastMailTo(test, email);
    expect(mail?.subject).toBe(`We received your support request ${reference}`);
    expect(mail?.text).toContain(reference);
  });

  it('asks a guest for their name and e-mail, and anyone for a subject and a message', async () => {
    const missing = await send(undefined, { subject: 'Hello', message: 'Hi' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ details: { errors: { name: ['The name field is required.'], email: ['The email field is required.'] } } });
    expect((await send(undefined, { name: 'A', email: 'not-an-address', subject: 'Hello', message: 'Hi' })).statusCode).toBe(422);
    const empty = await send(undefined, { name: 'A', email: 'a@example.com', subject: ' ', message: '' });
    expect(empty.json()).toMatchObject({ details: { errors: { subject: ['The subject field is required.'], message: ['The message field is required.'] } } });
  });

  it('takes a signed-in user name and e-mail from the account, and marks a premium user priority', async () => {
    const free = await userOnPlan(test);
    const premium = await userOnPlan(test, 'premium');
    const fromFree = await send(free.token, { name: 'Someone Else', email: 'else@example.com', subject: 'Free question', message: 'Hello' });
    const fromPremium = await send(premium.token, { subject: 'Premium question', message: 'Hello' });
    expect(fromFree.statusCode, fromFree.body).toBe(201);
    expect(fromPremium.statusCode, fromPremium.body).toBe(201);
    expect(await ticketOf(fromFree.json().reference)).toMatchObject({ user_id: free.id, email: free.email, name: free.name, priority: false });
    expect(await ticketOf(fromPremium.json().reference)).toMatchObject({ user_id: premium.id, priority: true });
  });

  it('stores hostile text as it came, and never answers 500', async () => {
    const user = await userOnPlan(test);
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>\'; drop table users; --';
    const response = await send(user.token, { subject: hostile.slice(0, 200), message: hostile });
    expect(response.statusCode).toBe(201);
    const id = Number(response.json<{ reference: string }>().reference.slice(4));
    expect((await as(user.token, 'GET', `/api/support/tickets/${id}`)).json()).toMatchObject({ data: { subject: hostile.slice(0, 200), messages: [{ author: 'user', body: hostile }] } });
    const bodies = [null, [], 'text', 42, { subject: '\u0000', message: '\ud800' }, { subject: 'x'.repeat(10_000), message: 'y' }, { subject: 'a', message: 'b', category: 'gold' }, { subject: {}, message: [] }];
    for (const payload of bodies) {
      const answer = await send(undefined, payload);
      expect(answer.statusCode, `${JSON.stringify(payload)} -> ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('tells a bot that filled the honeypot it worked, and keeps nothing', async () => {
    const email = `bot${Date.now()}@example.com`;
    const response = await send(undefined, { name: 'Bot', email, subject: 'Buy', message: 'Cheap', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ reference: null });
    expect(await test.database.db.select().from(supportTickets).where(eq(supportTickets.email, email))).toEqual([]);
  });

  it('limits the requests one address sends an hour', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < supportLimits.perAddress + 2; attempt += 1) {
      statuses.push((await send(undefined, { name: 'Flood', email: 'flood@example.com', subject: `Flood ${attempt}`, message: 'Hi' }, '203.0.113.77')).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(supportLimits.perAddress);
    expect(statuses.slice(supportLimits.perAddress)).toEqual([429, 429]);
  });
});

describe('a user and their tickets', () => {
  it('lists only their own tickets, and answers another user ticket 404', async () => {
    const owner = await userOnPlan(test);
    const other = await userOnPlan(test);
    const { reference } = (await send(owner.token, { subject: 'Mine', message: 'Hello' })).json<{ reference: string }>();
    const id = Number(reference.slice(4));
    const mine = await as(owner.token, 'GET', '/api/support/tickets');
    expect(mine.json()).toMatchObject({ data: [{ id, reference, subject: 'Mine', status: 'open' }], pagination: { total: 1 } });
    expect((await as(other.token, 'GET', '/api/support/tickets')).json()).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await as(other.token, 'GET', `/api/support/tickets/${id}`)).statusCode).toBe(404);
    expect((await as(undefined, 'GET', `/api/support/tickets/${id}`)).statusCode).toBe(401);
    expect((await as(owner.token, 'GET', `/api/support/tickets/${id}`)).statusCode).toBe(200);
    for (const bad of ['abc', '0', '-1', '99999999999', '%00']) expect((await as(owner.token, 'GET', `/api/support/tickets/${bad}`)).statusCode).toBe(422);
  });
});

describe('the Support inbox', () => {
  it('lists priority first, filters status and priority, and pages 25', async () => {
    const premium = await userOnPlan(test, 'premium');
    const free = await userOnPlan(test);
    const older = (await send(premium.token, { subject: 'Premium first', message: 'Hello' })).json<{ reference: string }>().reference;
    const newer = (await send(free.token, { subject: 'Free later', message: 'Hello' })).json<{ reference: string }>().reference;
    const inbox = (await asAdmin('GET', '/api/admin/support')).json<{ data: Array<{ reference: string; priority: boolean }>; pagination: { per_page: number } }>();
    expect(inbox.pagination.per_page).toBe(25);
    const order = inbox.data.map((row) => row.reference);
    expect(order.indexOf(older)).toBeLessThan(order.indexOf(newer));
    expect(inbox.data.findIndex((row) => !row.priority)).toBeGreaterThan(inbox.data.findLastIndex((row) => row.priority));
    const priority = (await asAdmin('GET', '/api/admin/support?priority=yes')).json<{ data: Array<{ priority: boolean }> }>();
    expect(priority.data.length).toBeGreaterThan(0);
    expect(priority.data.every((row) => row.priority)).toBe(true);
    const closed = (await asAdmin('GET', '/api/admin/support?status=closed')).json<{ data: Array<{ status: string }> }>();
    expect(closed.data.every((row) => row.status === 'closed')).toBe(true);
    for (const url of ['/api/admin/support?status=gone', '/api/admin/support?priority=maybe', '/api/admin/support?page=0', '/api/admin/support/abc']) {
      expect((await asAdmin('GET', url)).statusCode, url).toBe(422);
    }
    expect((await asAdmin('GET', '/api/admin/support/2147483647')).statusCode).toBe(404);
  });

  it('answers a ticket: the reply reaches the outbox, the owner ticket page and notifications, and is audited', async () => {
    const owner = await userOnPlan(test);
    const { reference } = (await send(owner.token, { subject: 'Where is my site?', message: 'It is gone.' })).json<{ reference: string }>();
    const id = Number(reference.slice(4));
    const answer = 'It is back. <b>Sorry</b> & thanks.';
    const replied = await asAdmin('POST', `/api/admin/support/${id}/reply`, { message: answer });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ message: 'Reply sent.', data: { status: 'answered', messages_count: 2, messages: [{ author: 'user' }, { author: 'admin', body: answer }] } });

    const [mail] = await test.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, owner.email), eq(mailOutbox.kind, 'support_reply'))).orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe(`Re: Where is my site? [${reference}]`);
    expect(mail?.text).toContain(answer);
    expect(mail?.html).toContain('It is back. &lt;b&gt;Sorry&lt;/b&gt; &amp; thanks.');
    expect(mail?.html).not.toContain('<b>Sorry</b>');

    expect((await as(owner.token, 'GET', `/api/support/tickets/${id}`)).json()).toMatchObject({ data: { status: 'answered', messages: [{ author: 'user' }, { author: 'admin', body: answer }] } });
    const notes = await test.database.db.select().from(notifications).where(eq(notifications.user_id, owner.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'support_reply', action_url: `/support/tickets/${id}` })]);
    const audit = await test.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'support.reply'), eq(adminAuditLog.target_id, id)));
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, target_type: 'support_ticket', target_label: reference })]);
  });

  it('lets the owner write more on an answered ticket, which opens it again; not on another user ticket, nor a closed one', async () => {
    const owner = await userOnPlan(test);
    const other = await userOnPlan(test);
    const id = Number((await send(owner.token, { subject: 'Follow me up', message: 'First' })).json<{ reference: string }>().reference.slice(4));
    await asAdmin('POST', `/api/admin/support/${id}/reply`, { message: 'Which browser?' });
    const more = await as(owner.token, 'POST', `/api/support/tickets/${id}/messages`, { message: 'Firefox <b>128</b>' });
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json()).toMatchObject({ data: { status: 'open', messages: [{ author: 'user' }, { author: 'admin' }, { author: 'user', body: 'Firefox <b>128</b>' }] } });
    expect((await as(other.token, 'POST', `/api/support/tickets/${id}/messages`, { message: 'Mine now' })).statusCode).toBe(404);
    expect((await as(owner.token, 'POST', `/api/support/tickets/${id}/messages`, { message: ' ' })).statusCode).toBe(422);
    await asAdmin('POST', `/api/admin/support/${id}/close`);
    const closed = await as(owner.token, 'POST', `/api/support/tickets/${id}/messages`, { message: 'Again' });
    expect(closed.statusCode).toBe(409);
    expect((await asAdmin('GET', `/api/admin/support/${id}`)).json()).toMatchObject({ data: { status: 'closed', messages_count: 3 } });
  });

  it('answers a guest by e-mail only', async () => {
    const email = `guest-answer${Date.now()}@example.com`;
    const { reference } = (await send(undefined, { name: 'Gus', email, subject: 'A question', message: 'Hi' })).json<{ reference: string }>();
    expect((await asAdmin('POST', `/api/admin/support/${reference.slice(4)}/reply`, { message: 'An answer' })).statusCode).toBe(200);
    const mail = await lastMailTo(test, email);
    expect(mail?.subject).toBe(`Re: A question [${reference}]`);
    expect(mail?.text).not.toContain('/support/tickets/');
  });

  it('closes and reopens a ticket, each audited, and refuses an empty reply', async () => {
    const owner = await userOnPlan(test);
    const id = Number((await send(owner.token, { subject: 'Close me', message: 'Hi' })).json<{ reference: string }>().reference.slice(4));
    expect((await asAdmin('POST', `/api/admin/support/${id}/close`)).json()).toMatchObject({ message: 'Ticket closed.', data: { status: 'closed' } });
    expect((await as(owner.token, 'GET', `/api/support/tickets/${id}`)).json()).toMatchObject({ data: { status: 'closed' } });
    expect((await asAdmin('POST', `/api/admin/support/${id}/reopen`)).json()).toMatchObject({ message: 'Ticket reopened.', data: { status: 'open' } });
    const actions = await test.database.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.target_id, id));
    expect(actions.map((row) => row.action).sort()).toEqual(['support.close', 'support.reopen']);
    expect((await asAdmin('POST', `/api/admin/support/${id}/reply`, { message: '   ' })).statusCode).toBe(422);
    expect((await asAdmin('POST', '/api/admin/support/2147483647/close')).statusCode).toBe(404);
  });

  it('refuses a guest 401, a user 403 and an impersonation session 403', async () => {
    const user = await registerVerified(test);
    const started = await asAdmin('POST', `/api/admin/users/${user.id}/impersonate`);
    const impersonation = started.json<{ token: string }>().token;
    const routes: Array<[Method, string]> = [['GET', '/api/admin/support'], ['GET', '/api/admin/support/1'], ['POST', '/api/admin/support/1/reply'], ['POST', '/api/admin/support/1/close'], ['POST', '/api/admin/support/1/reopen']];
    for (const [method, url] of routes) {
      const statuses = [(await as(undefined, method, url, { message: 'x' })).statusCode, (await as(user.token, method, url, { message: 'x' })).statusCode, (await as(impersonation, method, url, { message: 'x' })).statusCode];
      expect({ url, statuses }).toEqual({ url, statuses: [401, 403, 403] });
    }
  });
});
