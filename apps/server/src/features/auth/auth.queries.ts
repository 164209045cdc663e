import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { waitingList } from '../admin/waiting-list.tables';
import { closeSubscriptionHistoryOf } from '../billing/billing.tables';
import { websites } from '../websites/websites.tables';
import { accessTokens, oneTimeTokens, users, type UserRow } from './auth.tables';

export type OneTimePurpose = 'verify_email' | 'reset_password';

export function createAuthQueries(db: Database) {
  // Every signed-in request reads its session: built once, and prepared once per connection.
  const session = db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    // A deactivated account's sessions stop working at once, and come back if it is activated before they expire.
    .where(and(eq(accessTokens.token_hash, sql.placeholder('tokenHash')), gt(accessTokens.expires_at, sql`now()`), isNull(users.deactivated_at)))
    .prepare('auth_session');
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async anyAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      return row !== undefined;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /** The account goes with every row it owns (ON DELETE CASCADE), and its address leaves the beta waiting list (kept by address). */
    async deleteUser(id: number) {
      await db.transaction(async (tx) => {
        // Their subscriptions' revenue ends with them; the history stays, without the person.
        await tx.execute(closeSubscriptionHistoryOf(id));
        const [gone] = await tx.delete(users).where(eq(users.id, id)).returning({ email: users.email });
        if (gone) await tx.delete(waitingList).where(eq(waitingList.email, gone.email));
      });
    },

    async countWebsites(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(websites).where(eq(websites.user_id, userId));
      return row?.value ?? 0;
    },

    async insertAccessToken(values: typeof accessTokens.$inferInsert) {
      await db.insert(accessTokens).values(values);
    },

    async findSession(tokenHash: string) {
      const [row] = await session.execute({ tokenHash });
      return row;
    },

    async extendSession(tokenId: number, expiresAt: Date) {
      await db.update(accessTokens).set({ last_used_at: sql`now()`, expires_at: expiresAt }).where(eq(accessTokens.id, tokenId));
    },

    async deleteSession(tokenHash: string) {
      await db.delete(accessTokens).where(eq(accessTokens.token_hash, tokenHash));
    },

    /** Revokes every session of a user, or every one but the current. */
    async deleteSessions(userId: number, exceptTokenId?: number) {
      await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.user_id, userId), exceptTokenId ? sql`${accessTokens.id} <> ${exceptTokenId}` : undefined));
    },

    /** A new link replaces any unused earlier one for the same purpose. */
    async replaceOneTimeToken(values: { user_id: number; purpose: OneTimePurpose; email: string; token_hash: string; expires_at: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .delete(oneTimeTokens)
          .where(and(eq(oneTimeTokens.user_id, values.user_id), eq(oneTimeTokens.purpose, values.purpose), isNull(oneTimeTokens.used_at)));
        await tx.insert(oneTimeTokens).values(values);
      });
    },

    async findOneTimeToken(purpose: OneTimePurpose, tokenHash: string) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.token_hash, tokenHash)));
      return row;
    },

    /** Marks a link used; false when another request used it first, so a link works once. */
    async consumeOneTimeToken(id: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ used_at: sql`now()` })
        .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
        .returning({ id: oneTimeTokens.id });
      return rows.length === 1;
    },
  };
}
export type AuthQueries = ReturnType<typeof createAuthQueries>;
