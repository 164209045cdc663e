import type { AuditAction, AuditEntry, AuditLogQuery } from '@folio/schema';
import { pageOf } from '../../platform/pagination';
import type { AuditQueries } from './audit.queries';

/** Who acted, as the audit log keeps them. */
export interface AuditActor {
  id: number;
  email: string;
}

/** Where the action came from: the request's address and id tie an entry to the request log. */
export interface AuditContext {
  ip?: string;
  requestId?: string;
}

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  target?: { type: 'user' | 'waiting_list' | 'support_ticket' | 'mail' | 'website' | 'offer'; id: number; label: string };
  details?: Record<string, unknown>;
  context?: AuditContext;
}

/** The admin audit log: every admin action is written here (admin-users.service.ts, impersonation), and read on /admin/audit-log. */
export function createAuditService({ queries }: { queries: AuditQueries }) {
  return {
    record: ({ action, actor, target, details = {}, context = {} }: AuditRecord) =>
      queries.insert({
        action,
        actor_id: actor.id,
        actor_email: actor.email,
        target_type: target?.type ?? null,
        target_id: target?.id ?? null,
        target_label: target?.label ?? null,
        details,
        ip: context.ip ?? null,
        request_id: context.requestId ?? null,
      }),

    async list(query: AuditLogQuery) {
      const { rows, total } = await queries.list(query, query.per_page, (query.page - 1) * query.per_page);
      const data: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        action: row.action as AuditAction,
        actor_id: row.actor_id,
        actor_email: row.actor_email,
        target_type: row.target_type,
        target_id: row.target_id,
        target_label: row.target_label,
        details: row.details,
        ip: row.ip,
        request_id: row.request_id,
        created_at: row.created_at.toISOString(),
      }));
      return { data, pagination: pageOf(query.page, query.per_page, total, data.length) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
