import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client';
import { onboardingSessions, type OnboardingSessionRow } from './onboarding.tables';

type Changes = Partial<typeof onboardingSessions.$inferInsert>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOnboardingQueries(db: Database) {
  return {
    async insert(userId: number, values: Changes = {}): Promise<OnboardingSessionRow> {
      const [row] = await db.insert(onboardingSessions).values({ ...values, user_id: userId }).returning();
      return row!;
    },

    async findOwned(userId: number, id: string): Promise<OnboardingSessionRow | undefined> {
      // Ids from form fields are not checked by a schema: what is not a uuid names no session (and would fail the query).
      if (!uuidPattern.test(id)) return undefined;
      const [row] = await db.select().from(onboardingSessions).where(and(eq(onboardingSessions.id, id), eq(onboardingSessions.user_id, userId)));
      return row;
    },

    async find(id: string): Promise<OnboardingSessionRow | undefined> {
      const [row] = await db.select().from(onboardingSessions).where(eq(onboardingSessions.id, id));
      return row;
    },

    /** The user's latest session that has not finished, to restore on a visit without a session id. */
    async latestOpen(userId: number): Promise<OnboardingSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(onboardingSessions)
        .where(and(eq(onboardingSessions.user_id, userId), ne(onboardingSessions.step, 'completed')))
        .orderBy(desc(onboardingSessions.updated_at))
        .limit(1);
      return row;
    },

    async update(id: string, changes: Changes, executor: Database | Transaction = db): Promise<OnboardingSessionRow> {
      const [row] = await executor
        .update(onboardingSessions)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(onboardingSessions.id, id))
        .returning();
      return row!;
    },

    async lock(tx: Transaction, userId: number, id: string): Promise<OnboardingSessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(onboardingSessions)
        .where(and(eq(onboardingSessions.id, id), eq(onboardingSessions.user_id, userId)))
        .for('update');
      return row;
    },

    delete: (id: string) => db.delete(onboardingSessions).where(eq(onboardingSessions.id, id)),

    /** Jobs a restart interrupted: their session still says queued or running. */
    interrupted: () => db.select().from(onboardingSessions).where(inArray(onboardingSessions.job_state, ['queued', 'running'])),

    transaction: <T>(run: (tx: Transaction) => Promise<T>) => db.transaction(run),
  };
}
export type OnboardingQueries = ReturnType<typeof createOnboardingQueries>;
