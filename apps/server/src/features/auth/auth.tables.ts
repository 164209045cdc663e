import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { websites } from '../websites/websites.tables';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Stored lower-cased, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
  password_hash: text('password_hash').notNull(),
  company: text('company'),
  role: text('role', { enum: ['admin', 'user'] }).notNull().default('user'),
  current_plan: text('current_plan', { enum: ['free', 'pro', 'premium'] }).notNull().default('free'),
  active_website_id: integer('active_website_id').references((): AnyPgColumn => websites.id, { onDelete: 'set null' }),
  onboarding_completed_at: timestamp('onboarding_completed_at', { withTimezone: true }),
  is_active: boolean('is_active').notNull().default(true),
  beta_access_granted_seen_at: timestamp('beta_access_granted_seen_at', { withTimezone: true }),
  theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull().default('system'),
  /** Set by an admin: the account cannot sign in, its sessions stop working and its sites answer 404. */
  deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
  ...timestamps,
},
  (table) => [
    // The admin users list: newest first, a page at a time.
    index('users_created_idx').on(table.created_at, table.id),
    // The admin searches (users, and websites by owner) match '%term%': trigram indexes (pg_trgm, migration 0020),
    // written through at once (no fastupdate pending list, which PGlite, with no autovacuum, would never merge).
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Bearer tokens. Only a SHA-256 of the token is stored; the token itself is shown once. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    user_agent: text('user_agent'),
    /** An admin's impersonation session: the admin behind it. It never slides forward and cannot reach admin routes. */
    impersonator_id: integer('impersonator_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('access_tokens_token_hash_idx').on(table.token_hash),
    index('access_tokens_user_idx').on(table.user_id),
    index('access_tokens_impersonator_idx').on(table.impersonator_id),
  ],
);

/** Single-use links sent by e-mail: address verification and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    /** The address the link was sent to; a link for an old address does not verify a new one. */
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_time_tokens_hash_idx').on(table.token_hash), index('one_time_tokens_user_idx').on(table.user_id, table.purpose)],
);
