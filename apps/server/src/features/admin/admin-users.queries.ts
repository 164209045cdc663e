import { and, count, desc, eq, gt, inArray, isNotNull, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mrrCents, type AdminUsersQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { containing } from '../../platform/db/like';
import { accessTokens, users, type UserRow } from '../auth/auth.tables';
import { notifications } from '../notifications/notifications.tables';
import { onboardingSessions } from '../onboarding/onboarding.tables';
import { subscriptions } from '../subscriptions/subscriptions.tables';
import { subscriptionEvents } from '../billing/billing.tables';
import { websites } from '../websites/websites.tables';

// Qualified by hand: inside a subquery Drizzle writes columns without their table, and "id" would be the website's.
const websitesCount = sql<number>`(select count(*)::int from "websites" where "websites"."user_id" = "users"."id")`;

const twoFactorEnabled = sql<boolean>`exists (select 1 from "two_factor_secrets" where "two_factor_secrets"."user_id" = "users"."id" and "two_factor_secrets"."enabled_at" is not null)`;

/** The columns of a row in the admin users list. */
const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  current_plan: users.current_plan,
  email_verified_at: users.email_verified_at,
  deactivated_at: users.deactivated_at,
  is_active: users.is_active,
  created_at: users.created_at,
  websites_count: websitesCount,
  two_factor_enabled: twoFactorEnabled,
};
export type AdminUserListRow = {
  [K in keyof typeof listColumns]: K extends 'websites_count' ? number : K extends 'two_factor_enabled' ? boolean : UserRow[K & keyof UserRow];
};

function usersWhere(query: Pick<AdminUsersQuery, 'search' | 'plan' | 'verified' | 'active' | 'admin'>): SQL | undefined {
  // E-mails are stored lower-cased: LIKE on a lowered pattern is several times cheaper than ILIKE, and
  // both it and lower(name) have a trigram index (migration 0020).
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containing(search) : undefined;
  const yesNo = (value: 'yes' | 'no' | undefined, yes: SQL, no: SQL) => (value === 'yes' ? yes : value === 'no' ? no : undefined);
  return and(
    pattern ? or(like(users.email, pattern), like(sql`lower(${users.name})`, pattern)) : undefined,
    query.plan ? eq(users.current_plan, query.plan) : undefined,
    yesNo(query.verified, isNotNull(users.email_verified_at), isNull(users.email_verified_at)),
    yesNo(query.active, isNull(users.deactivated_at), isNotNull(users.deactivated_at)),
    yesNo(query.admin, eq(users.role, 'admin'), ne(users.role, 'admin')),
  );
}

/** The admin users screen's SQL: the list, one user's whole picture, and the changes admins make. */
export function createAdminUserQueries(db: Database) {
  return {
    /** A page of users, newest first, and how many match. */
    async list(query: AdminUsersQuery, limit: number, offset: number) {
      const where = usersWhere(query);
      const order = [desc(users.created_at), desc(users.id)];
      if (query.search?.trim()) {
        // The count comes with the page, from the same rows (the trigram indexes find them, or a scan when the term is broad).
        const rows = await db
          .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        const total = rows[0]?.total ?? (offset > 0 ? (await db.select({ value: count() }).from(users).where(where))[0]?.value : 0) ?? 0;
        return { rows: rows as unknown as AdminUserListRow[], total };
      }
      const rows = await db.select(listColumns).from(users).where(where).orderBy(...order).limit(limit).offset(offset);
      const [total] = await db.select({ value: count() }).from(users).where(where);
      return { rows: rows as AdminUserListRow[], total: total?.value ?? 0 };
    },

    async find(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    websitesOf: (userId: number) =>
      db
        .select({ id: websites.id, name: websites.name, subdomain: websites.subdomain, status: websites.status, template_slug: websites.template_slug, updated_at: websites.updated_at })
        .from(websites)
        .where(eq(websites.user_id, userId))
        .orderBy(desc(websites.updated_at)),

    subscriptionsOf: (userId: number) =>
      db.select().from(subscriptions).where(eq(subscriptions.user_id, userId)).orderBy(desc(subscriptions.created_at), desc(subscriptions.id)).limit(20),

    /** The user's CV uploads and imports (onboarding sessions that were given a source). */
    uploadsOf: (userId: number) =>
      db
        .select({
          id: onboardingSessions.id,
          source: onboardingSessions.source,
          job_state: onboardingSessions.job_state,
          error: onboardingSessions.error,
          website_id: onboardingSessions.website_id,
          created_at: onboardingSessions.created_at,
        })
        .from(onboardingSessions)
        .where(and(eq(onboardingSessions.user_id, userId), isNotNull(onboardingSessions.source)))
        .orderBy(desc(onboardingSessions.created_at))
        .limit(20),

    /** Unexpired sessions, with the admin behind an impersonation session. */
    sessionsOf(userId: number) {
      const impersonator = alias(users, 'impersonator');
      return db
        .select({
          id: accessTokens.id,
          user_agent: accessTokens.user_agent,
          created_at: accessTokens.created_at,
          last_used_at: accessTokens.last_used_at,
          expires_at: accessTokens.expires_at,
          impersonator_email: impersonator.email,
        })
        .from(accessTokens)
        .leftJoin(impersonator, eq(impersonator.id, accessTokens.impersonator_id))
        .where(and(eq(accessTokens.user_id, userId), gt(accessTokens.expires_at, sql`now()`)))
        .orderBy(desc(accessTokens.last_used_at))
        .limit(50);
    },

    notificationsOf: (userId: number) =>
      db
        .select({ id: notifications.id, type: notifications.type, title: notifications.title, read_at: notifications.read_at, created_at: notifications.created_at })
        .from(notifications)
        .where(eq(notifications.user_id, userId))
        .orderBy(desc(notifications.created_at))
        .limit(20),

    async update(id: number, values: Partial<Pick<typeof users.$inferInsert, 'email_verified_at' | 'deactivated_at'>>): Promise<UserRow> {
      const [row] = await db.update(users).set({ ...values, updated_at: sql`now()` }).where(eq(users.id, id)).returning();
      return row!;
    },

    /** Signs the user out everywhere (their own sessions and any impersonation of them). */
    deleteSessions: async (userId: number) => void (await db.delete(accessTokens).where(eq(accessTokens.user_id, userId))),

    /** A subscription paid through a provider (test checkout or Stripe) that still gives access. */
    async payingSubscription(userId: number) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.user_id, userId), ne(subscriptions.provider, 'admin'), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])))
        .limit(1);
      return row;
    },

    /**
     * A plan granted by hand, in one transaction: earlier grants end (canceled), a paid plan gets an
     * active subscription whose provider is `admin`, and the user's plan follows.
     */
    grantPlan: (userId: number, plan: UserRow['current_plan']) =>
      db.transaction(async (tx) => {
        const ended = await tx
          .update(subscriptions)
          .set({ status: 'canceled', updated_at: sql`now()` })
          .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.provider, 'admin'), ne(subscriptions.status, 'canceled')))
          .returning();
        const [granted] =
          plan === 'free'
            ? [undefined]
            : await tx.insert(subscriptions).values({ user_id: userId, plan, status: 'active', billing_cycle: 'monthly', provider: 'admin' }).returning();
        // Recorded in the subscriptions' history, unpaid (an admin's grant brings no revenue).
        const events = [...ended.map((row) => ({ row, type: 'canceled' as const })), ...(granted ? [{ row: granted, type: 'granted' as const }] : [])];
        if (events.length > 0) {
          await tx.insert(subscriptionEvents).values(
            events.map(({ row, type }) => ({
              subscription_id: row.id,
              user_id: row.user_id,
              type,
              plan: row.plan,
              billing_cycle: row.billing_cycle,
              status: row.status,
              provider: row.provider,
              mrr_cents: mrrCents(row),
              previous_mrr_cents: 0,
            })),
          );
        }
        const [user] = await tx.update(users).set({ current_plan: plan, updated_at: sql`now()` }).where(eq(users.id, userId)).returning();
        return { user: user!, subscription: granted };
      }),
  };
}
export type AdminUserQueries = ReturnType<typeof createAdminUserQueries>;
