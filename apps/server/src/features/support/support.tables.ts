import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/** A support request from /support: a signed-in user's (user_id) or a guest's (name and e-mail only). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category', { enum: ['account', 'billing', 'website', 'bug', 'other'] }),
    status: text('status', { enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
    /** Sent by a premium user (the plan when the ticket was made). */
    priority: boolean('priority').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.user_id, table.id),
    index('support_tickets_inbox_idx').on(table.status, table.priority, table.updated_at),
  ],
);

/** The conversation of a ticket: the first message and the admins' replies. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['user', 'admin'] }).notNull(),
    /** The admin who answered (no foreign key: the reply outlives the admin's account). */
    admin_id: integer('admin_id'),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticket_id, table.id)],
);
