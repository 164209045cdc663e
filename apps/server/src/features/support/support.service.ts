import {
  supportReference,
  supportTicketInput,
  type AdminSupportQuery,
  type AdminSupportTicketDetail,
  type SupportTicket,
  type SupportTicketDetail,
} from '@folio/schema';
import { AppError, notFound, ValidationError } from '../../platform/errors';
import type { AdminCall, AuditLog } from '../../platform/audit';
import type { Mailer } from '../../platform/mail/mailer';
import type { Notifier } from '../../platform/notify';
import { pageOf } from '../../platform/pagination';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import type { UserRow } from '../auth/auth.tables';
import { supportReceivedEmail, supportReplyEmail } from './support.emails';
import { createSupportQueries, type SupportMessageRow, type SupportTicketRow } from './support.queries';
import type { Database } from '../../platform/db/client';

const HOUR = 3600;
/** Tickets an hour: from one address (guests and users alike), and from one account. */
export const supportLimits = { perAddress: 5, perUser: 10 };

const presentTicket = (row: SupportTicketRow): SupportTicket => ({
  id: row.id,
  reference: supportReference(row.id),
  subject: row.subject,
  category: row.category,
  status: row.status,
  priority: row.priority,
  name: row.name,
  email: row.email,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const presentMessage = (row: SupportMessageRow) => ({ id: row.id, author: row.author, body: row.body, created_at: row.created_at.toISOString() });

/**
 * Support: anyone writes from /support (a guest gives a name and an e-mail), an admin answers from
 * the Support inbox; every answer goes out through the mail outbox, and a signed-in owner also
 * reads it on /support and gets a notification.
 */
export function createSupportService(deps: { db: Database; limiter: RateLimiter; mailer: Mailer; notifications: Notifier; audit: AuditLog<'support_ticket'>; appUrl: string }) {
  const { limiter, mailer, notifications, audit, appUrl } = deps;
  const queries = createSupportQueries(deps.db);

  async function detail(row: SupportTicketRow): Promise<SupportTicketDetail> {
    return { ...presentTicket(row), messages: (await queries.messages(row.id)).map(presentMessage) };
  }

  async function adminDetail(id: number): Promise<AdminSupportTicketDetail> {
    const row = await queries.find(id);
    if (!row) throw notFound('Support ticket not found.');
    const messages = (await queries.messages(row.id)).map(presentMessage);
    return { ...presentTicket(row), user_id: row.user_id, messages_count: messages.length, messages };
  }

  const target = (row: { id: number }) => ({ type: 'support_ticket' as const, id: row.id, label: supportReference(row.id) });

  return {
    /**
     * A new ticket. `user` is the signed-in sender (their name and e-mail, priority on premium), or
     * null for a guest, who must give both. A bot that filled the honeypot is told it worked.
     */
    async submit(user: UserRow | null, body: unknown, ip: string): Promise<{ reference: string | null }> {
      const parsed = supportTicketInput.safeParse(body);
      const errors: Record<string, string[]> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'message')] ??= []).push(issue.message);
      const given = parsed.success ? parsed.data : undefined;
      const name = user?.name ?? given?.name ?? '';
      const email = user?.email ?? given?.email ?? '';
      // Everything wrong is said at once: a guest's missing name and e-mail with the rest.
      if (!user && !errors.name && !name) errors.name = ['The name field is required.'];
      if (!user && !errors.email) {
        if (!email) errors.email = ['The email field is required.'];
        else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = ['The email must be a valid email address.'];
      }
      if (!given || Object.keys(errors).length > 0) throw new ValidationError(Object.keys(errors).length > 0 ? errors : { message: ['The given data was invalid.'] });
      const input = given;
      if (input.website !== '') return { reference: null };
      const tooMany = (seconds: number) => `Too many support requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
      await enforceLimit(limiter, `support:${ip}`, supportLimits.perAddress, HOUR, tooMany);
      if (user) await enforceLimit(limiter, `support:user:${user.id}`, supportLimits.perUser, HOUR, tooMany);
      const row = await queries.create(
        { user_id: user?.id ?? null, name, email, subject: input.subject, category: input.category ?? null, priority: user?.current_plan === 'premium' },
        input.message,
      );
      if (!user) await mailer.send(supportReceivedEmail(row));
      return { reference: supportReference(row.id) };
    },

    async listOwn(userId: number, page: number, perPage: number) {
      const { rows, total } = await queries.pageOfUser(userId, perPage, (page - 1) * perPage);
      return { data: rows.map(presentTicket), pagination: pageOf(page, perPage, total, rows.length) };
    },

    /** The user's own ticket; any other id is not found. */
    async ownTicket(userId: number, id: number) {
      const row = await queries.findOwned(userId, id);
      if (!row) throw notFound('Support ticket not found.');
      return detail(row);
    },

    /** The owner writes more on their own ticket (open or answered; a closed one takes a new request). */
    async followUp(userId: number, id: number, message: string) {
      const row = await queries.findOwned(userId, id);
      if (!row) throw notFound('Support ticket not found.');
      if (row.status === 'closed') throw new AppError(409, 'ticket_closed', 'This request is closed. Please send a new request.');
      const tooMany = (seconds: number) => `Too many messages. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
      await enforceLimit(limiter, `support:reply:${userId}`, supportLimits.perUser * 3, HOUR, tooMany);
      await queries.followUp(row.id, message);
      return detail((await queries.findOwned(userId, id))!);
    },

    async inbox(query: AdminSupportQuery) {
      const { rows, total } = await queries.inbox(query, query.per_page, (query.page - 1) * query.per_page);
      const counts = await queries.messageCounts(rows.map((row) => row.id));
      return {
        data: rows.map((row) => ({ ...presentTicket(row), user_id: row.user_id, messages_count: counts.get(row.id) ?? 0 })),
        pagination: pageOf(query.page, query.per_page, total, rows.length),
      };
    },

    adminDetail,

    /** The admin's answer: stored, e-mailed through the outbox, and notified to a signed-in owner. */
    async reply(call: AdminCall, id: number, message: string) {
      const row = await queries.find(id);
      if (!row) throw notFound('Support ticket not found.');
      await queries.reply(row.id, call.admin.id, message);
      const ticketUrl = row.user_id !== null ? `${appUrl}/support/tickets/${row.id}` : null;
      await mailer.send(supportReplyEmail(row, message, ticketUrl));
      if (row.user_id !== null) {
        await notifications.notify(row.user_id, {
          type: 'support_reply',
          title: `Support answered: ${row.subject.length > 80 ? `${row.subject.slice(0, 80)}…` : row.subject}`,
          message: message.length > 140 ? `${message.slice(0, 140)}…` : message,
          action_url: `/support/tickets/${row.id}`,
        });
      }
      await audit.record({ action: 'support.reply', actor: call.admin, target: target(row), details: { length: message.length }, context: call.context });
      return adminDetail(row.id);
    },

    async setStatus(call: AdminCall, id: number, status: 'open' | 'closed') {
      const row = await queries.find(id);
      if (!row) throw notFound('Support ticket not found.');
      await queries.setStatus(row.id, status);
      await audit.record({ action: status === 'closed' ? 'support.close' : 'support.reopen', actor: call.admin, target: target(row), details: { from: row.status }, context: call.context });
      return adminDetail(row.id);
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
