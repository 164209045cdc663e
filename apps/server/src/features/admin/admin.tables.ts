import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action: who did it (kept as id and e-mail, so an entry outlives the account), what,
 * on whom, when, and the details. No foreign keys: deleting a user must not delete the record
 * of their deletion. Written by the admin feature only (audit.service.ts), never updated.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    actor_id: integer('actor_id'),
    actor_email: text('actor_email').notNull(),
    target_type: text('target_type'),
    target_id: integer('target_id'),
    /** The target as it was named then (a user's e-mail), for entries about what no longer exists. */
    target_label: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    request_id: text('request_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_actor_idx').on(table.actor_id, table.id),
    index('admin_audit_log_target_idx').on(table.target_type, table.target_id, table.id),
    index('admin_audit_log_action_idx').on(table.action, table.id),
  ],
);
export type AuditRow = typeof adminAuditLog.$inferSelect;
