import type { EmailPreview, MailOutboxQuery, MailOutboxRow } from '@folio/schema';
import { AppError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { MailPreview } from '../../platform/mail/previews';
import { pageOf } from '../../platform/pagination';
import type { AdminMailQueries, OutboxRow } from './admin-mail.queries';
import type { AuditService } from './audit.service';

const present = (row: OutboxRow): MailOutboxRow => ({
  id: row.id,
  to_address: row.to_address,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
});

export interface AdminMailCall {
  admin: { id: number; email: string };
  context: { ip?: string; requestId?: string };
}

/**
 * /admin/email-preview: every e-mail Folio sends, rendered with sample data by the features that
 * send them (services.ts collects them), and the mail outbox, where a failed message can be resent.
 */
export function createAdminMailService({ previews, queries, mailer, audit }: { previews: () => MailPreview[]; queries: AdminMailQueries; mailer: Pick<Mailer, 'resend'>; audit: AuditService }) {
  return {
    previews: (): EmailPreview[] => previews().map(({ kind, label, message }) => ({ kind, label, subject: message.subject, html: message.html, text: message.text })),

    async outbox(query: MailOutboxQuery) {
      const { rows, total } = await queries.page(query.status, query.per_page, (query.page - 1) * query.per_page);
      return { data: rows.map(present), pagination: pageOf(query.page, query.per_page, total, rows.length) };
    },

    /** A failed message goes back to the mail queue with fresh attempts; anything else is refused. */
    async resend(call: AdminMailCall, id: number) {
      const row = await queries.find(id);
      if (!row) throw notFound('Message not found.');
      if (!(await mailer.resend(row.id))) throw new AppError(409, 'not_failed', 'Only a failed message can be resent.');
      await audit.record({
        action: 'mail.resend',
        actor: call.admin,
        target: { type: 'mail', id: row.id, label: row.to_address },
        details: { kind: row.kind, subject: row.subject, previous_error: row.error },
        context: call.context,
      });
      return present((await queries.find(row.id))!);
    },
  };
}
export type AdminMailService = ReturnType<typeof createAdminMailService>;
