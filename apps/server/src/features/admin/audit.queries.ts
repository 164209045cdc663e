import { and, count, desc, eq, ilike, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { containing } from '../../platform/db/like';
import { adminAuditLog } from './admin.tables';

export type NewAuditEntry = typeof adminAuditLog.$inferInsert;


/** A person named by id (all digits: that id exactly) or by part of an e-mail. */
function matchPerson(value: string | undefined, id: AnyColumn, label: AnyColumn): SQL | undefined {
  const wanted = value?.trim();
  if (!wanted) return undefined;
  if (/^\d{1,9}$/.test(wanted)) return eq(id, Number(wanted));
  return ilike(label, containing(wanted.toLowerCase()));
}

export function createAuditQueries(db: Database) {
  return {
    insert: async (entry: NewAuditEntry) => void (await db.insert(adminAuditLog).values(entry)),

    /** A page of entries, newest first, and how many match the filters. */
    async list(query: Pick<AuditLogQuery, 'actor' | 'action' | 'target'>, limit: number, offset: number) {
      const where = and(
        matchPerson(query.actor, adminAuditLog.actor_id, adminAuditLog.actor_email),
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        matchPerson(query.target, adminAuditLog.target_id, adminAuditLog.target_label),
      );
      const rows = await db.select().from(adminAuditLog).where(where).orderBy(desc(adminAuditLog.id)).limit(limit).offset(offset);
      const [total] = await db.select({ value: count() }).from(adminAuditLog).where(where);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type AuditQueries = ReturnType<typeof createAuditQueries>;
