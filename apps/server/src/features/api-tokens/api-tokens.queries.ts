import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { apiTokens } from './api-tokens.tables';

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  last_four: apiTokens.last_four,
  created_at: apiTokens.created_at,
  last_used_at: apiTokens.last_used_at,
};

export function createApiTokenQueries(db: Database) {
  return {
    /** The user's tokens, newest first; never their hashes. */
    list: (userId: number) => db.select(listed).from(apiTokens).where(eq(apiTokens.user_id, userId)).orderBy(desc(apiTokens.created_at), desc(apiTokens.id)),

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(apiTokens).where(eq(apiTokens.user_id, userId));
      return row?.total ?? 0;
    },

    async insert(values: typeof apiTokens.$inferInsert) {
      const [row] = await db.insert(apiTokens).values(values).returning(listed);
      return row!;
    },

    /** Deletes one of the user's own tokens; false when it is not theirs (or gone). */
    async deleteOwn(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.user_id, userId)))
        .returning({ id: apiTokens.id });
      return deleted.length > 0;
    },

    /** The token with this hash and its owner, read together on every request it makes. */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({ token: { id: apiTokens.id, scope: apiTokens.scope, last_used_at: apiTokens.last_used_at }, user: users })
        .from(apiTokens)
        // A deactivated owner's tokens stop working with their sessions.
        .innerJoin(users, and(eq(users.id, apiTokens.user_id), isNull(users.deactivated_at)))
        .where(eq(apiTokens.token_hash, tokenHash))
        .limit(1);
      return row;
    },

    touch: (id: number) => db.update(apiTokens).set({ last_used_at: new Date() }).where(eq(apiTokens.id, id)),
  };
}
export type ApiTokenQueries = ReturnType<typeof createApiTokenQueries>;
