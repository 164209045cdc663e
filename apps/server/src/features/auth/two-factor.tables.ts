import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.tables';

/**
 * An account's TOTP secret, encrypted with the server's key (platform/encrypted.ts). A row without
 * `enabled_at` is a setup waiting for its first code; `last_step` is the time step of the last code
 * accepted, so a code is taken once only (a later code must come from a later step).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_encrypted: text('secret_encrypted').notNull(),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  last_step: integer('last_step'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;

/** One-time recovery codes: only a SHA-256 of each is stored (see two-factor.service.ts for why not argon2). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of an account's codes (its leading column).
  (table) => [uniqueIndex('two_factor_recovery_codes_hash_idx').on(table.user_id, table.code_hash)],
);
