import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets, type TwoFactorSecretRow } from './two-factor.tables';

export function createTwoFactorQueries(db: Database) {
  return {
    async find(userId: number): Promise<TwoFactorSecretRow | undefined> {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.user_id, userId));
      return row;
    },

    /** A new setup, replacing one never confirmed; undefined when two-factor sign-in is already on. */
    async startSetup(userId: number, secretEncrypted: string): Promise<TwoFactorSecretRow | undefined> {
      const [row] = await db
        .insert(twoFactorSecrets)
        .values({ user_id: userId, secret_encrypted: secretEncrypted })
        .onConflictDoUpdate({
          target: twoFactorSecrets.user_id,
          set: { secret_encrypted: secretEncrypted, last_step: null, created_at: sql`now()` },
          setWhere: isNull(twoFactorSecrets.enabled_at),
        })
        .returning();
      return row;
    },

    /**
     * Takes the time step of an accepted code, in one atomic step: only when no code of this step
     * or a later one was taken before. False: the code was already used (a replay).
     */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ last_step: step })
        .where(and(eq(twoFactorSecrets.user_id, userId), or(isNull(twoFactorSecrets.last_step), lt(twoFactorSecrets.last_step, step))))
        .returning({ id: twoFactorSecrets.user_id });
      return rows.length === 1;
    },

    /** Turns it on with its recovery codes; false when it was on already (a second confirm). */
    async enable(userId: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(twoFactorSecrets)
          .set({ enabled_at: sql`now()` })
          .where(and(eq(twoFactorSecrets.user_id, userId), isNull(twoFactorSecrets.enabled_at)))
          .returning({ id: twoFactorSecrets.user_id });
        if (rows.length === 0) return false;
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
        await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
        return true;
      });
    },

    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.user_id, userId));
      });
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
        await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
      });
    },

    /** Marks an unused code used, atomically: of two requests with the same code, one gets true. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ used_at: sql`now()` })
        .where(and(eq(twoFactorRecoveryCodes.user_id, userId), eq(twoFactorRecoveryCodes.code_hash, codeHash), isNull(twoFactorRecoveryCodes.used_at)))
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.user_id, userId), isNull(twoFactorRecoveryCodes.used_at)));
      return row?.value ?? 0;
    },

    /** Of these users, those with two-factor sign-in on (for the admin's users list). */
    async enabledAmong(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ id: twoFactorSecrets.user_id })
        .from(twoFactorSecrets)
        .where(and(inArray(twoFactorSecrets.user_id, userIds), isNotNull(twoFactorSecrets.enabled_at)));
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type TwoFactorQueries = ReturnType<typeof createTwoFactorQueries>;
