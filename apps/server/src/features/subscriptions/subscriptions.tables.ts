import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['free', 'pro', 'premium'] }).notNull(),
    status: text('status', {
      enum: ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'],
    }).notNull(),
    billing_cycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull().default('monthly'),
    trial_ends_at: timestamp('trial_ends_at', { withTimezone: true }),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider', { enum: ['test', 'stripe', 'admin'] }).notNull().default('test'),
    provider_customer_id: text('provider_customer_id'),
    provider_subscription_id: text('provider_subscription_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.user_id, table.created_at)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
