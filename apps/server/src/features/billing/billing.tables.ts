import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { offers } from '../offers/offers.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';

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
    /** The Special Offer applied, and what it takes off the first payment (US cents). */
    offer_id: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    discount_cents: integer('discount_cents').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.user_id), index('checkout_sessions_offer_idx').on(table.offer_id, table.completed_at)],
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

/**
 * What happened to a subscription, one row a change, with the monthly recurring revenue (US
 * cents) it brought before and after: the history Revenue Analytics replays. Kept, without the
 * person, when the account or the subscription goes, so past revenue stays true.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', {
      enum: ['started', 'trial_started', 'trial_converted', 'upgraded', 'downgraded', 'cycle_changed', 'cancel_scheduled', 'cancel_withdrawn', 'canceled', 'past_due', 'recovered', 'granted'],
    }).notNull(),
    plan: text('plan', { enum: ['free', 'pro', 'premium'] }).notNull(),
    billing_cycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    /** The subscription's status after the change. */
    status: text('status', { enum: ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe', 'admin'] }).notNull(),
    mrr_cents: integer('mrr_cents').notNull(),
    previous_mrr_cents: integer('previous_mrr_cents').notNull().default(0),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_occurred_idx').on(table.occurred_at), index('subscription_events_subscription_idx').on(table.subscription_id, table.occurred_at)],
);
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/**
 * The statement that closes the history of a user's live subscriptions when their account goes
 * (the rows cascade away, the events stay): a `canceled` event each, taking away the MRR its last
 * event brought. Here, beside the table, because the auth and admin features both delete accounts.
 */
export const closeSubscriptionHistoryOf = (userId: number) => sql`
  insert into ${subscriptionEvents} (subscription_id, user_id, type, plan, billing_cycle, status, provider, mrr_cents, previous_mrr_cents)
  select s.id, s.user_id, 'canceled', s.plan, s.billing_cycle, 'canceled', s.provider, 0,
    coalesce((select e.mrr_cents from ${subscriptionEvents} e where e.subscription_id = s.id order by e.occurred_at desc, e.id desc limit 1), 0)
  from ${subscriptions} s where s.user_id = ${userId} and s.status <> 'canceled'`;
