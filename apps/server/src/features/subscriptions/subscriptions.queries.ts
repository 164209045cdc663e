import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
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
  };
}
