import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { socialAccounts } from './social-auth.tables';

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
  };
}
