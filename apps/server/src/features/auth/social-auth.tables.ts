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

/**
 * The hand-over of a finished social sign-in to the browser that started it: the callback stores a
 * one-time code (hashed) bound to that browser's nonce (hashed); the app redeems it once, within
 * minutes, by a call that also presents the nonce. No session exists until then.
 */
export const socialSignInCodes = pgTable('social_sign_in_codes', {
  code_hash: text('code_hash').primaryKey(),
  nonce_hash: text('nonce_hash').notNull(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['google', 'linkedin'] }).notNull(),
  avatar: text('avatar'),
  return_url: text('return_url').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
