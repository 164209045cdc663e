import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { websites } from '../websites/websites.tables';

/** Messages visitors send through a published site's contact form. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    website_id: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The site's owner, kept here so the owner's inbox is one indexed query. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'read', 'archived', 'spam'] }).notNull().default('new'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('contact_requests_user_idx').on(table.user_id, table.created_at)],
);
