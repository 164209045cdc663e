import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AdminSubscriptionsQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { containing } from '../../platform/db/like';
import { users } from '../auth/auth.tables';
import { subscriptionEvents } from '../billing/billing.tables';
import { subscriptions, type SubscriptionRow } from '../subscriptions/subscriptions.tables';


export interface AdminSubscriptionListRow extends SubscriptionRow {
  owner_name: string;
  owner_email: string;
}

function subscriptionsWhere(query: AdminSubscriptionsQuery): SQL | undefined {
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containing(search) : undefined;
  return and(
    // The owners whose name or e-mail matches, read once: the filter stays on subscriptions.
    pattern ? inArray(subscriptions.user_id, sql`(select ${users.id} from ${users} where ${or(like(users.email, pattern), like(sql`lower(${users.name})`, pattern))})`) : undefined,
    query.plan ? eq(subscriptions.plan, query.plan) : undefined,
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.provider ? eq(subscriptions.provider, query.provider) : undefined,
    query.billing_cycle ? eq(subscriptions.billing_cycle, query.billing_cycle) : undefined,
  );
}

/** The admin subscriptions screen's SQL: a page of subscriptions with their owners, and one with its events. */
export function createAdminSubscriptionQueries(db: Database) {
  async function withOwners(rows: SubscriptionRow[]): Promise<AdminSubscriptionListRow[]> {
    if (rows.length === 0) return [];
    const owners = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...new Set(rows.map((row) => row.user_id))]));
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    return rows.map((row) => ({ ...row, owner_name: byId.get(row.user_id)?.name ?? '', owner_email: byId.get(row.user_id)?.email ?? '' }));
  }

  return {
    /** A page of subscriptions, newest first, and how many match. */
    async list(query: AdminSubscriptionsQuery, limit: number, offset: number) {
      const where = subscriptionsWhere(query);
      const order = [desc(subscriptions.created_at), desc(subscriptions.id)];
      const counted = async () => (await db.select({ value: count() }).from(subscriptions).where(where))[0]?.value ?? 0;
      if (query.search?.trim()) {
        // A search reads every owner anyway: the count comes with the page, in the same scan.
        const rows = await db
          .select({ row: subscriptions, total: sql<number>`(count(*) over ())::int` })
          .from(subscriptions)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        return { rows: await withOwners(rows.map((found) => found.row)), total: rows[0]?.total ?? (offset > 0 ? await counted() : 0) };
      }
      const rows = await db.select().from(subscriptions).where(where).orderBy(...order).limit(limit).offset(offset);
      return { rows: await withOwners(rows), total: await counted() };
    },

    async find(id: number): Promise<AdminSubscriptionListRow | undefined> {
      const [row] = await withOwners(await db.select().from(subscriptions).where(eq(subscriptions.id, id)));
      return row;
    },

    /** Its history, oldest first. */
    eventsOf: (id: number) =>
      db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscription_id, id))
        .orderBy(asc(subscriptionEvents.occurred_at), asc(subscriptionEvents.id))
        .limit(500),
  };
}
export type AdminSubscriptionQueries = ReturnType<typeof createAdminSubscriptionQueries>;
