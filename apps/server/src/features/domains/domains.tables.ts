import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customDomainStatuses, sslStatuses } from '@folio/schema';
import { websites } from '../websites/websites.tables';

/** A website's own domain names (builder.md section 3). A name belongs to one website at most. */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lowercase ASCII (punycode for an internationalised name), no trailing dot. */
    domain: text('domain').notNull(),
    status: text('status', { enum: customDomainStatuses }).notNull().default('pending_verification'),
    ssl_status: text('ssl_status', { enum: sslStatuses }).notNull().default('pending'),
    /** The TXT record's value: random, made once per domain. */
    verification_token: text('verification_token').notNull(),
    force_https: boolean('force_https').notNull().default(true),
    redirect_www: boolean('redirect_www').notNull().default(true),
    is_reachable: boolean('is_reachable').notNull().default(false),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    last_checked_at: timestamp('last_checked_at', { withTimezone: true }),
    last_error: text('last_error'),
    /** How many background checks found nothing yet: the back-off's exponent. */
    check_attempts: integer('check_attempts').notNull().default(0),
    next_check_at: timestamp('next_check_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_domains_domain_idx').on(table.domain),
    index('custom_domains_website_idx').on(table.website_id),
    index('custom_domains_next_check_idx').on(table.next_check_at),
    // The admin websites search matches '%term%' (pg_trgm, migration 0020).
    index('custom_domains_domain_trgm_idx').using('gin', table.domain.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);
export type CustomDomainRow = typeof customDomains.$inferSelect;
