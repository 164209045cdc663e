import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerVerified } from '../../../test/accounts';
import { createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import { mailOutbox } from '../../platform/db/platform.tables';
import { adminAuditLog } from './admin.tables';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Ada Admin' });
});
afterAll(() => test.close());

type Method = 'GET' | 'POST';
const as = (token: string | undefined, method: Method, url: string) => test.app.inject({ method, url, headers: token ? bearer(token) : {} });
const asAdmin = (method: Method, url: string) => as(admin.token, method, url);

/** A message that failed for good, as the mail job leaves one. */
async function failedMessage(to: string) {
  await test.services.mailer.send({ to, subject: 'Your weekly summary', html: '<p>Hi</p>', text: 'Hi', kind: 'verify_email' });
  const mail = await lastMailTo(test, to);
  const [failed] = await test.database.db
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 5, error: 'connect ECONNREFUSED 127.0.0.1:25', sent_at: null, eml_path: null })
    .where(eq(mailOutbox.id, mail!.id))
    .returning();
  return failed!;
}

describe('the e-mail preview', () => {
  it('renders every e-mail Folio sends with sample data: subject, HTML and text', async () => {
    const response = await asAdmin('GET', '/api/admin/email-preview');
    expect(response.statusCode).toBe(200);
    const previews = response.json<{ data: Array<{ kind: string; label: string; subject: string; html: string; text: string }> }>().data;
    expect(previews.map((preview) => preview.kind)).toEqual(['verify_email', 'reset_password', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_recovery_code_used', 'passkey_added', 'passkey_removed', 'contact_request', 'subscription_updated', 'support_received', 'support_reply']);
    for (const preview of previews) {
      expect(preview.html, preview.kind).toMatch(/^<!doctype html>/);
      expect(preview.html, preview.kind).not.toMatch(/<script/i);
      expect(preview.subject, preview.kind).not.toBe('');
      expect(preview.text, preview.kind).toContain('Folio');
    }
    expect(previews.find((preview) => preview.kind === 'support_reply')?.subject).toBe('Re: My site does not show my photo [SUP-000042]');
  });
});

describe('the mail outbox', () => {
  it('lists messages newest first, 25 a page, filtered by status, without their bodies', async () => {
    const failed = await failedMessage(`outbox-${Date.now()}@example.com`);
    const all = (await asAdmin('GET', '/api/admin/mail-outbox')).json<{ data: Array<Record<string, unknown>>; pagination: { per_page: number } }>();
    expect(all.pagination.per_page).toBe(25);
    expect(all.data[0]).toMatchObject({ id: failed.id, status: 'failed', attempts: 5, error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(all.data[0]).not.toHaveProperty('html');
    const onlyFailed = (await asAdmin('GET', '/api/admin/mail-outbox?status=failed')).json<{ data: Array<{ status: string }> }>();
    expect(onlyFailed.data.length).toBeGreaterThan(0);
    expect(onlyFailed.data.every((row) => row.status === 'failed')).toBe(true);
    for (const url of ['/api/admin/mail-outbox?status=lost', '/api/admin/mail-outbox?page=0', '/api/admin/mail-outbox/abc/resend']) {
      expect((await test.app.inject({ method: url.endsWith('resend') ? 'POST' : 'GET', url, headers: bearer(admin.token) })).statusCode, url).toBe(422);
    }
  });

  it('resends a failed message through the mail queue, audited; anything else is refused', async () => {
    const to = `resend-${Date.now()}@example.com`;
    const failed = await failedMessage(to);
    const response = await asAdmin('POST', `/api/admin/mail-outbox/${failed.id}/resend`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Message queued again.', data: { id: failed.id } });
    // The mail job delivers it again (the embedded outbox stores it as an .eml file).
    const delivered = await lastMailTo(test, to);
    expect(delivered).toMatchObject({ id: failed.id, status: 'stored', attempts: 1, error: null });
    const audit = await test.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'mail.resend'), eq(adminAuditLog.target_id, failed.id)));
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, target_type: 'mail', target_label: to })]);
    // Sent (or stored) messages are not sent twice; unknown ones are not found.
    expect((await asAdmin('POST', `/api/admin/mail-outbox/${failed.id}/resend`)).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/mail-outbox/2147483647/resend')).statusCode).toBe(404);
  });

  it('refuses a guest 401, a user 403 and an impersonation session 403', async () => {
    const user = await registerVerified(test);
    const impersonation = (await asAdmin('POST', `/api/admin/users/${user.id}/impersonate`)).json<{ token: string }>().token;
    const failed = await failedMessage(`guarded-${Date.now()}@example.com`);
    const routes: Array<[Method, string]> = [['GET', '/api/admin/email-preview'], ['GET', '/api/admin/mail-outbox'], ['POST', `/api/admin/mail-outbox/${failed.id}/resend`]];
    for (const [method, url] of routes) {
      const statuses = [(await as(undefined, method, url)).statusCode, (await as(user.token, method, url)).statusCode, (await as(impersonation, method, url)).statusCode];
      expect({ url, statuses }).toEqual({ url, statuses: [401, 403, 403] });
    }
    const [row] = await test.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(row?.status).toBe('failed');
  });
});
