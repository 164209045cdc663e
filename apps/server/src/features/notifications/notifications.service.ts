import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { pageOf } from '../../platform/pagination';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { renderEmail } from '../../platform/mail/layout';
import type { Mailer } from '../../platform/mail/mailer';
import { notifications, type notificationTypes } from './notifications.tables';

export const notificationChannel = (userId: number) => `notifications.${userId}`;

type Row = typeof notifications.$inferSelect;
export const presentNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  action_url: row.action_url,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export interface NewNotification {
  type: (typeof notificationTypes)[number];
  title: string;
  message: string;
  action_url?: string;
  /** Also sent by e-mail (contact requests and subscription changes are). */
  email?: { to: string; subject: string; action: string };
}

/**
 * In-app notifications: stored per user, published live to the user's open streams, and for
 * some kinds e-mailed too. Called directly by the code that causes them (once per cause, never
 * from a pub/sub subscriber, which every instance would run).
 */
export function createNotificationService({ db, events, mailer, appUrl }: { db: Database; events: EventBus; mailer: Mailer; appUrl: string }) {
  const owned = (userId: number) => eq(notifications.user_id, userId);

  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db.select({ value: count() }).from(notifications).where(and(owned(userId), isNull(notifications.read_at)));
    return row?.value ?? 0;
  }

  async function publishCount(userId: number) {
    await events.publish(notificationChannel(userId), { type: 'unread_count', unread_count: await unreadCount(userId) });
  }

  return {
    unreadCount,

    async notify(userId: number, input: NewNotification) {
      const [row] = await db
        .insert(notifications)
        .values({ user_id: userId, type: input.type, title: input.title.slice(0, 200), message: input.message.slice(0, 1000), action_url: input.action_url ?? null })
        .returning();
      await events.publish(notificationChannel(userId), { type: 'notification', notification: presentNotification(row!), unread_count: await unreadCount(userId) });
      if (input.email) {
        await mailer.send({
          to: input.email.to,
          subject: input.email.subject,
          kind: input.type,
          ...renderEmail({
            preheader: input.message,
            heading: input.title,
            paragraphs: [input.message],
            action: { label: input.email.action, url: `${appUrl}${input.action_url ?? '/notifications'}` },
          }),
        });
      }
      return row!;
    },

    /** Recent first, a page at a time, with the spec's pagination block. */
    async list(userId: number, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(notifications).where(owned(userId)).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(perPage).offset((page - 1) * perPage),
        db.select({ value: count() }).from(notifications).where(owned(userId)),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        data: rows.map(presentNotification),
        pagination: pageOf(page, perPage, totalCount, rows.length),
        unread_count: await unreadCount(userId),
      };
    },

    /** Marks the user's notifications read; an id that is not theirs makes the whole call a 404. */
    async markRead(userId: number, ids: number[]) {
      const mine = await db.select({ id: notifications.id }).from(notifications).where(and(owned(userId), inArray(notifications.id, ids)));
      if (mine.length !== new Set(ids).size) throw notFound('Notification not found.');
      await db.update(notifications).set({ read_at: sql`coalesce(${notifications.read_at}, now())` }).where(and(owned(userId), inArray(notifications.id, ids)));
      await publishCount(userId);
      return unreadCount(userId);
    },

    async markAllRead(userId: number) {
      await db.update(notifications).set({ read_at: sql`now()` }).where(and(owned(userId), isNull(notifications.read_at)));
      await publishCount(userId);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
