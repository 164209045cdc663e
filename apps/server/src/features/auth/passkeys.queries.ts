import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { passkeyChallenges, passkeys, type PasskeyRow } from './passkeys.tables';

export function createPasskeyQueries(db: Database) {
  return {
    list: (userId: number): Promise<PasskeyRow[]> => db.select().from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(asc(passkeys.created_at), asc(passkeys.id)),

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(passkeys).where(eq(passkeys.user_id, userId));
      return row?.value ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId));
      return row;
    },

    /** Throws a unique violation when the credential id is registered already (to any account). */
    async insert(values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
      const [row] = await db.insert(passkeys).values(values).returning();
      return row!;
    },

    async renameOwn(userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)))
        .returning();
      return row;
    },

    async deleteOwn(userId: number, id: number): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)))
        .returning();
      return row;
    },

    /**
     * Records a sign-in: the new counter, backup state and time, in one atomic step and only while
     * the counter moves forward (or stays 0 for authenticators that keep none). False: another
     * sign-in with a later counter got there first, or the passkey was removed meanwhile.
     */
    async recordUse(id: number, counter: number, backedUp: boolean): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter, backed_up: backedUp, last_used_at: sql`now()` })
        .where(and(eq(passkeys.id, id), counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    /**
     * Takes a challenge for its one answer: true the first time, false for a replay. Expired rows
     * are cleared on the way (their challenges are refused by their seal anyway).
     */
    async takeChallenge(challengeHash: string, expiresAt: Date): Promise<boolean> {
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expires_at, sql`now()`));
      const rows = await db
        .insert(passkeyChallenges)
        .values({ challenge_hash: challengeHash, expires_at: expiresAt })
        .onConflictDoNothing()
        .returning({ hash: passkeyChallenges.challenge_hash });
      return rows.length === 1;
    },
  };
}
export type PasskeyQueries = ReturnType<typeof createPasskeyQueries>;
