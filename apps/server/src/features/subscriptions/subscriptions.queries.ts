import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { trials } from '../billing/billing.tables';
import { subscriptions } from './subscriptions.tables';

export function createSubscriptionQueries(db: Database) {
  return {
    /** The user's newest subscription record, whatever its status. */
    async latest(userId: number) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.user_id, userId))
        .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
        .limit(1);
      return row;
    },

    /** Whether the account has had its trial (recorded by billing, or a trial subscription from before the record). */
    async hadTrial(userId: number) {
      const [recorded] = await db.select({ id: trials.user_id }).from(trials).where(eq(trials.user_id, userId));
      if (recorded) return true;
      const [earlier] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.user_id, userId), isNotNull(subscriptions.trial_ends_at))).limit(1);
      return earlier !== undefined;
    },
  };
}
