import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { socialAccounts, socialSignInCodes } from './social-auth.tables';

export function createSocialAuthQueries(db: Database) {
  return {
    /** The user linked to a provider's account, if any. */
    async findLinkedUserId(provider: (typeof socialAccounts.$inferSelect)['provider'], subject: string): Promise<number | undefined> {
      const [linked] = await db
        .select({ user_id: socialAccounts.user_id })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
      return linked?.user_id;
    },

    link: async (values: typeof socialAccounts.$inferInsert) => void (await db.insert(socialAccounts).values(values).onConflictDoNothing()),

    /** Stores a hand-over code, and clears the ones left unredeemed. */
    async insertCode(values: typeof socialSignInCodes.$inferInsert) {
      await db.delete(socialSignInCodes).where(lt(socialSignInCodes.expires_at, new Date()));
      await db.insert(socialSignInCodes).values(values);
    },

    /** Takes a live code presented with its browser's nonce, in one statement: a code is redeemed once. */
    async consumeCode(codeHash: string, nonceHash: string) {
      const [row] = await db
        .delete(socialSignInCodes)
        .where(and(eq(socialSignInCodes.code_hash, codeHash), eq(socialSignInCodes.nonce_hash, nonceHash), gt(socialSignInCodes.expires_at, new Date())))
        .returning();
      return row;
    },
  };
}
