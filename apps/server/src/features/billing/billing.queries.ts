import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { offers } from '../offers/offers.tables';
import { subscriptions, type SubscriptionRow } from '../subscriptions/subscriptions.tables';
import { checkoutSessions, paymentEvents, subscriptionEvents, trialPaymentMethods, trials } from './billing.tables';
import type { NewSubscriptionEvent } from './subscription-events';

type NewSubscription = typeof subscriptions.$inferInsert;
type CheckoutRow = typeof checkoutSessions.$inferSelect;

export function createBillingQueries(db: Database): BillingQueries {
  return {
    /** Runs with these same queries inside one transaction. */
    transaction: <T>(run: (queries: BillingQueries) => Promise<T>) => db.transaction((tx) => run(createBillingQueries(tx))),

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

    /** Marks an open checkout completed; one already completed or canceled stays as it is (false). */
    async completeOpenCheckout(id: string): Promise<boolean> {
      const done = await db
        .update(checkoutSessions)
        .set({ status: 'completed', completed_at: new Date() })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return done.length > 0;
    },

    /** Counts a redemption of the Special Offer a completed checkout used. */
    redeemOffer: async (offerId: number) => void (await db.update(offers).set({ redemptions: sql`${offers.redemptions} + 1` }).where(eq(offers.id, offerId))),

    /** Records a payment event id; false when it was seen before. */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const [fresh] = await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning();
      return fresh !== undefined;
    },

    /** Forgets an event whose handling failed, so the provider's retry is applied. */
    forgetEvent: async (id: string) => void (await db.delete(paymentEvents).where(eq(paymentEvents.id, id))),

    /** Whether the account has had a trial (recorded, or a subscription from before the record). */
    async hadTrial(userId: number): Promise<boolean> {
      const [recorded] = await db.select({ id: trials.user_id }).from(trials).where(eq(trials.user_id, userId));
      if (recorded) return true;
      const [earlier] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.user_id, userId), isNotNull(subscriptions.trial_ends_at))).limit(1);
      return earlier !== undefined;
    },

    /** Takes the account's one trial; false when it was taken before. */
    async claimTrial(userId: number): Promise<boolean> {
      const [fresh] = await db.insert(trials).values({ user_id: userId }).onConflictDoNothing().returning();
      return fresh !== undefined;
    },

    /** Takes a payment method's one trial; false when another (or this) account had it. */
    async claimPaymentMethod(fingerprint: string, userId: number): Promise<boolean> {
      const [fresh] = await db.insert(trialPaymentMethods).values({ fingerprint, user_id: userId }).onConflictDoNothing().returning();
      return fresh !== undefined;
    },

    /** The user's plan, set inside the transaction that changed their subscription. */
    setUserPlan: async (userId: number, plan: SubscriptionRow['plan']) => void (await db.update(users).set({ current_plan: plan }).where(eq(users.id, userId))),

    /** The subscription, locked until the transaction ends: changes to one subscription take turns. */
    async lockSubscription(providerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, providerId)).for('update');
      return row;
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

    /** Records what happened to a subscription (in the transaction that changed it). */
    async insertSubscriptionEvents(rows: NewSubscriptionEvent[]) {
      if (rows.length > 0) await db.insert(subscriptionEvents).values(rows);
    },

    /** Test-checkout trials still running, each with when it ends (the trial job ends them then). */
    testTrials: ({ endingBy, id }: { endingBy?: Date; id?: number } = {}) =>
      db
        .select({ id: subscriptions.id, provider_subscription_id: subscriptions.provider_subscription_id, trial_ends_at: subscriptions.trial_ends_at })
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, 'test'), eq(subscriptions.status, 'trialing'), endingBy ? lte(subscriptions.trial_ends_at, endingBy) : undefined, id ? eq(subscriptions.id, id) : undefined)),
  };
}
export interface BillingQueries {
  transaction<T>(run: (queries: BillingQueries) => Promise<T>): Promise<T>;
  insertCheckout(values: typeof checkoutSessions.$inferInsert): Promise<CheckoutRow>;
  findCheckout(id: string, userId?: number): Promise<CheckoutRow | undefined>;
  updateCheckout(id: string, values: Partial<typeof checkoutSessions.$inferInsert>): Promise<void>;
  completeOpenCheckout(id: string): Promise<boolean>;
  redeemOffer(offerId: number): Promise<void>;
  recordEvent(id: string, type: string): Promise<boolean>;
  forgetEvent(id: string): Promise<void>;
  hadTrial(userId: number): Promise<boolean>;
  claimTrial(userId: number): Promise<boolean>;
  claimPaymentMethod(fingerprint: string, userId: number): Promise<boolean>;
  setUserPlan(userId: number, plan: SubscriptionRow['plan']): Promise<void>;
  lockSubscription(providerId: string): Promise<SubscriptionRow | undefined>;
  currentSubscription(userId: number): Promise<SubscriptionRow | undefined>;
  subscriptionByProviderId(id: string): Promise<SubscriptionRow | undefined>;
  insertSubscription(values: NewSubscription): Promise<SubscriptionRow>;
  updateSubscription(id: number, values: Partial<NewSubscription>): Promise<SubscriptionRow>;
  insertSubscriptionEvents(rows: NewSubscriptionEvent[]): Promise<void>;
  testTrials(filter?: { endingBy?: Date; id?: number }): Promise<Array<{ id: number; provider_subscription_id: string | null; trial_ends_at: Date | null }>>;
}
