import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { subscriptions, type SubscriptionRow } from '../subscriptions/subscriptions.tables';
import { checkoutSessions, paymentEvents } from './billing.tables';

type NewSubscription = typeof subscriptions.$inferInsert;
type CheckoutRow = typeof checkoutSessions.$inferSelect;

export function createBillingQueries(db: Database) {
  return {
    async insertCheckout(values: typeof checkoutSessions.$inferInsert): Promise<CheckoutRow> {
      const [row] = await db.insert(checkoutSessions).values(values).returning();
      return row!;
    },

    async findCheckout(id: string, userId?: number): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(userId === undefined ? eq(checkoutSessions.id, id) : and(eq(checkoutSessions.id, id), eq(checkoutSessions.user_id, userId)));
      return row;
    },

    updateCheckout: async (id: string, values: Partial<typeof checkoutSessions.$inferInsert>) => void (await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id))),

    /** Marks an open checkout completed; one already completed or canceled stays as it is. */
    completeOpenCheckout: async (id: string) =>
      void (await db.update(checkoutSessions).set({ status: 'completed', completed_at: new Date() }).where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))),

    /** Records a payment event id; false when it was seen before. */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const [fresh] = await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning();
      return fresh !== undefined;
    },

    /** The user's newest subscription that still gives (or is about to lose) access. */
    async currentSubscription(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.user_id, userId), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])))
        .orderBy(desc(subscriptions.created_at))
        .limit(1);
      return row;
    },

    async subscriptionByProviderId(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, id));
      return row;
    },

    async insertSubscription(values: NewSubscription): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },

    async updateSubscription(id: number, values: Partial<NewSubscription>): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      return row!;
    },
  };
}
export type BillingQueries = ReturnType<typeof createBillingQueries>;
