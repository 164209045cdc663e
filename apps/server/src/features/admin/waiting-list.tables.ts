import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The beta gate's waiting list: one row per address (lower-cased, unique), whether or not an account
 * has it yet, so an address invited before it registers gets access when it does. The account, when
 * there is one, is found by the address; nothing here is deleted with a user.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    source: text('source', { enum: ['landing', 'app', 'admin'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    invited_at: timestamp('invited_at', { withTimezone: true }),
    /** The admin who sent the last invitation (no foreign key: the admin may be deleted later). */
    invited_by: integer('invited_by'),
  },
  (table) => [
    // The admin list: newest first; a place in the queue counts those still waiting who joined earlier.
    index('waiting_list_created_idx').on(table.created_at, table.id),
    // The admin list's search matches '%term%' (pg_trgm, migration 0020).
    index('waiting_list_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);
export type WaitingListRow = typeof waitingList.$inferSelect;
