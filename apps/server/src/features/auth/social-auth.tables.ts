import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.tables';

/** A user's identity at a social provider: (provider, subject) is stable even if the e-mail changes. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider', { enum: ['google', 'linkedin'] }).notNull(),
    subject: text('subject').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    avatar: text('avatar'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('social_accounts_user_idx').on(table.user_id)],
);
