import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/** A checkout the user started: what they chose, and what became of it. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['pro', 'premium'] }).notNull(),
    billing_cycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    flow: text('flow', { enum: ['trial', 'upgrade'] }).notNull(),
    feature: text('feature'),
    status: text('status', { enum: ['open', 'completed', 'canceled'] }).notNull().default('open'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    provider_session_id: text('provider_session_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.user_id)],
);

/** Payment events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts that have had their free trial: one each, ever. */
export const trials = pgTable('trials', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment methods (the provider's fingerprint, the same for one card in any account) that have
 * had a trial: a new account paying with the same card gets none. Kept when the account goes.
 */
export const trialPaymentMethods = pgTable('trial_payment_methods', {
  fingerprint: text('fingerprint').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
