import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminSupportQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { supportMessages, supportTickets } from './support.tables';

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

export function createSupportQueries(db: Database) {
  const messageCounts = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ ticket_id: supportMessages.ticket_id, value: count() })
      .from(supportMessages)
      .where(inArray(supportMessages.ticket_id, ids))
      .groupBy(supportMessages.ticket_id);
    return new Map(rows.map((row) => [row.ticket_id, row.value]));
  };

  return {
    /** The ticket and its first message, in one transaction. */
    async create(ticket: typeof supportTickets.$inferInsert, body: string): Promise<SupportTicketRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(supportTickets).values(ticket).returning();
        await tx.insert(supportMessages).values({ ticket_id: row!.id, author: 'user', body });
        return row!;
      });
    },

    async find(id: number): Promise<SupportTicketRow | undefined> {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      return row;
    },

    async findOwned(userId: number, id: number): Promise<SupportTicketRow | undefined> {
      const [row] = await db.select().from(supportTickets).where(and(eq(supportTickets.id, id), eq(supportTickets.user_id, userId)));
      return row;
    },

    messages: (ticketId: number) => db.select().from(supportMessages).where(eq(supportMessages.ticket_id, ticketId)).orderBy(asc(supportMessages.id)),

    messageCounts,

    /** A user's tickets, the latest activity first. */
    async pageOfUser(userId: number, limit: number, offset: number) {
      const where = eq(supportTickets.user_id, userId);
      const [rows, [total]] = await Promise.all([
        db.select().from(supportTickets).where(where).orderBy(desc(supportTickets.updated_at), desc(supportTickets.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(supportTickets).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The admin inbox: priority first, then the latest activity. */
    async inbox(query: Pick<AdminSupportQuery, 'status' | 'priority'>, limit: number, offset: number) {
      const where: SQL | undefined = and(
        query.status ? eq(supportTickets.status, query.status) : undefined,
        query.priority ? eq(supportTickets.priority, query.priority === 'yes') : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(supportTickets)
          .where(where)
          .orderBy(desc(supportTickets.priority), desc(supportTickets.updated_at), desc(supportTickets.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(supportTickets).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** An admin's reply: the message, and the ticket answered. */
    async reply(ticketId: number, adminId: number, body: string) {
      await db.transaction(async (tx) => {
        await tx.insert(supportMessages).values({ ticket_id: ticketId, author: 'admin', admin_id: adminId, body });
        await tx.update(supportTickets).set({ status: 'answered', updated_at: sql`now()` }).where(eq(supportTickets.id, ticketId));
      });
    },

    /** The owner's follow-up: the message, and the ticket open again for the admins. */
    async followUp(ticketId: number, body: string) {
      await db.transaction(async (tx) => {
        await tx.insert(supportMessages).values({ ticket_id: ticketId, author: 'user', body });
        await tx.update(supportTickets).set({ status: 'open', updated_at: sql`now()` }).where(eq(supportTickets.id, ticketId));
      });
    },

    setStatus: async (ticketId: number, status: SupportTicketRow['status']) =>
      void (await db.update(supportTickets).set({ status, updated_at: sql`now()` }).where(eq(supportTickets.id, ticketId))),
  };
}
export type SupportQueries = ReturnType<typeof createSupportQueries>;
