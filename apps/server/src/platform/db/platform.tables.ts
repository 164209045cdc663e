import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value settings shared by every instance (beta gate, generated secrets). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail Folio sends, whatever the transport; the admin e-mail preview reads it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  kind: text('kind').notNull(),
  status: text('status', { enum: ['queued', 'stored', 'sent', 'failed'] }).notNull(),
  /** Delivery attempts so far; `error` is the last attempt's. */
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  eml_path: text('eml_path'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  // The admin dashboard's latest failed mails.
  (table) => [index('mail_outbox_status_idx').on(table.status, table.id)],
);

/**
 * Rate-limit windows without Redis (rate-limiter-flexible's RateLimiterDrizzle): one row a key,
 * counted and checked by one atomic upsert that restarts an expired window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
