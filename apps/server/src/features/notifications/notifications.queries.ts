import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export function createNotificationQueries(db: Database) {
  const owned = (userId: number) => eq(notifications.user_id, userId);
  return {
    async countUnread(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(notifications).where(and(owned(userId), isNull(notifications.read_at)));
      return row?.value ?? 0;
    },

    async insert(values: NewNotificationRow): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    /** Recent first, one page, and the user's total. */
    async page(userId: number, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(notifications).where(owned(userId)).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(perPage).offset((page - 1) * perPage),
        db.select({ value: count() }).from(notifications).where(owned(userId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** How many of these ids are the user's. */
    async countOwned(userId: number, ids: number[]): Promise<number> {
      const mine = await db.select({ id: notifications.id }).from(notifications).where(and(owned(userId), inArray(notifications.id, ids)));
      return mine.length;
    },

    async markRead(userId: number, ids: number[]) {
      await db.update(notifications).set({ read_at: sql`coalesce(${notifications.read_at}, now())` }).where(and(owned(userId), inArray(notifications.id, ids)));
    },

    async markAllRead(userId: number) {
      await db.update(notifications).set({ read_at: sql`now()` }).where(and(owned(userId), isNull(notifications.read_at)));
    },
  };
}
