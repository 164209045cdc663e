import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accessTokens } from './auth.tables';

/** The account's signed-in sessions, for the list on /settings. */
export function createSessionListQueries(db: Database) {
  return {
    /** The user's unexpired sessions, most recently used first. */
    list: (userId: number) =>
      db
        .select({ id: accessTokens.id, user_agent: accessTokens.user_agent, created_at: accessTokens.created_at, last_used_at: accessTokens.last_used_at })
        .from(accessTokens)
        .where(and(eq(accessTokens.user_id, userId), gt(accessTokens.expires_at, sql`now()`)))
        .orderBy(desc(accessTokens.last_used_at), desc(accessTokens.id)),

    /** Deletes one of the user's own sessions; false when it is not theirs (or gone). */
    async deleteOwn(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.id, id), eq(accessTokens.user_id, userId)))
        .returning({ id: accessTokens.id });
      return deleted.length > 0;
    },
  };
}
