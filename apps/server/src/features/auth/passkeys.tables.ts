import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.tables';

/**
 * An account's passkeys (WebAuthn credentials). `credential_id` is unique across all accounts, so
 * a credential registered to one account is refused to another. `counter` is the authenticator's
 * signature counter (uint32, so bigint; 0 for authenticators that keep none), `user_handle` the
 * user.id the credential was made with (the authenticator hands it back on a sign-in).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credential_id: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    user_handle: text('user_handle').notNull(),
    device_type: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backed_up: boolean('backed_up').notNull(),
    aaguid: text('aaguid').notNull(),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('passkeys_credential_id_idx').on(table.credential_id), index('passkeys_user_id_idx').on(table.user_id)],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * Challenges already answered. A challenge itself is sealed (platform/sealed.ts, 5 minutes) and
 * travels with the client, so issuing one writes nothing; answering one records it here in one
 * insert, and a second answer with the same challenge (a replay) finds it taken. Rows are kept
 * until the challenge would have expired anyway.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge_hash: text('challenge_hash').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('passkey_challenges_expires_at_idx').on(table.expires_at)],
);
