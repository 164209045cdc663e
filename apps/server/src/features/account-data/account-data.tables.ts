import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

export const dataExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;

/** An account data export: one zip of everything the user has in Folio, prepared by a job and e-mailed as a link that expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('queued'),
    /** 0 to 100, and what the job is doing now, for the progress bar on /settings. */
    progress: integer('progress').notNull().default(0),
    step: text('step').notNull().default(''),
    /** The zip in storage, once ready. */
    storage_key: text('storage_key'),
    size_bytes: integer('size_bytes'),
    error: text('error'),
    /** After this the link no longer works and the zip is removed. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_exports_user_idx').on(table.user_id, table.created_at), index('data_exports_expires_idx').on(table.expires_at)],
);
export type DataExportRow = typeof dataExports.$inferSelect;
