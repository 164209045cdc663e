import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * Personal access tokens. Only a SHA-256 of the token is stored (like sessions); the last four
 * characters are kept apart so the owner can tell tokens apart in the list.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    last_four: text('last_four').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_tokens_token_hash_idx').on(table.token_hash), uniqueIndex('api_tokens_user_name_idx').on(table.user_id, table.name)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;
