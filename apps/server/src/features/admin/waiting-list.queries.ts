import { and, count, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { WaitingListQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { containing } from '../../platform/db/like';
import { users } from '../auth/auth.tables';
import { waitingList, type WaitingListRow } from './waiting-list.tables';


/** The waiting list's SQL: joining, the admin list (with the account each address has), invitations. */
export function createWaitingListQueries(db: Database) {
  return {
    /** Adds the address unless it is there already; true when it was added. */
    async join(email: string, source: WaitingListRow['source']): Promise<boolean> {
      const added = await db.insert(waitingList).values({ email, source }).onConflictDoNothing({ target: waitingList.email }).returning({ id: waitingList.id });
      return added.length > 0;
    },

    async findByEmail(email: string): Promise<WaitingListRow | undefined> {
      const [row] = await db.select().from(waitingList).where(eq(waitingList.email, email));
      return row;
    },

    async findByIds(ids: number[]): Promise<WaitingListRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(waitingList).where(inArray(waitingList.id, ids));
    },

    /** Whether an admin has invited this address (so its account, new or not, gets access). */
    async isInvited(email: string): Promise<boolean> {
      const [row] = await db.select({ id: waitingList.id }).from(waitingList).where(and(eq(waitingList.email, email), isNotNull(waitingList.invited_at)));
      return row !== undefined;
    },

    /** Those still waiting who joined no later than this entry (1 for the first in line). */
    async position(entry: WaitingListRow): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(waitingList)
        // Compared in SQL with the stored time: a JavaScript Date keeps milliseconds, PostgreSQL microseconds.
        .where(and(isNull(waitingList.invited_at), sql`(${waitingList.created_at}, ${waitingList.id}) <= (select w.created_at, w.id from ${waitingList} w where w.id = ${entry.id})`));
      return row?.value ?? 1;
    },

    /** Marks the address invited now, adding it first when an admin typed it in. */
    async invite(email: string, adminId: number): Promise<WaitingListRow> {
      const [row] = await db
        .insert(waitingList)
        .values({ email, source: 'admin', invited_at: new Date(), invited_by: adminId })
        .onConflictDoUpdate({ target: waitingList.email, set: { invited_at: sql`now()`, invited_by: adminId } })
        .returning();
      return row!;
    },

    async counts() {
      const [row] = await db
        .select({ waiting: sql<number>`(count(*) filter (where ${waitingList.invited_at} is null))::int`, invited: sql<number>`(count(*) filter (where ${waitingList.invited_at} is not null))::int` })
        .from(waitingList);
      return { waiting: row?.waiting ?? 0, invited: row?.invited ?? 0 };
    },

    /** A page of entries, newest first, each with the account of its address, and how many match. */
    async list(query: Pick<WaitingListQuery, 'search' | 'status'>, limit: number, offset: number) {
      const search = query.search?.trim().toLowerCase();
      const where = and(
        search ? like(waitingList.email, containing(search)) : undefined,
        query.status === 'waiting' ? isNull(waitingList.invited_at) : query.status === 'invited' ? isNotNull(waitingList.invited_at) : undefined,
      );
      const rows = await db
        .select({ entry: waitingList, user: { id: users.id, name: users.name, is_active: users.is_active, role: users.role } })
        .from(waitingList)
        .leftJoin(users, eq(users.email, waitingList.email))
        .where(where)
        .orderBy(desc(waitingList.created_at), desc(waitingList.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(waitingList).where(where);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type WaitingListQueries = ReturnType<typeof createWaitingListQueries>;
