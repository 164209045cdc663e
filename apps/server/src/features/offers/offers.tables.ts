import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * A Special Offer (/admin/offers): a code that takes a percentage or an amount off the first
 * payment of a paid plan. It may be limited to one plan and one billing cycle, end at a time, and
 * be redeemed a number of times; `redemptions` counts completed checkouts that used it.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Upper-case letters, digits, dashes and underscores; compared as typed, upper-cased. */
    code: text('code').notNull(),
    /** What the offer is, shown with the price ("Launch week"). */
    description: text('description').notNull().default(''),
    percent_off: integer('percent_off'),
    /** US cents. */
    amount_off_cents: integer('amount_off_cents'),
    /** Null: any paid plan. */
    plan: text('plan', { enum: ['pro', 'premium'] }),
    /** Null: either cycle. */
    billing_cycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    max_redemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** Switched off by the admin: no longer accepted, kept with its redemptions. */
    active: boolean('active').notNull().default(true),
    /** Shown on the landing page's pricing while it is live. */
    show_on_landing: boolean('show_on_landing').notNull().default(false),
    /** The Stripe coupon made for it, the first time a Stripe checkout used it. */
    stripe_coupon_id: text('stripe_coupon_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offers_code_idx').on(table.code),
    check('offers_one_discount', sql`(${table.percent_off} is null) <> (${table.amount_off_cents} is null)`),
    check('offers_percent_range', sql`${table.percent_off} is null or ${table.percent_off} between 1 and 100`),
    check('offers_amount_positive', sql`${table.amount_off_cents} is null or ${table.amount_off_cents} > 0`),
  ],
);
export type OfferRow = typeof offers.$inferSelect;
