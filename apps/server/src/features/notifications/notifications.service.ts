import { notificationStreamMessage, type Notification } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { pageOf } from '../../platform/pagination';
import { notificationEmail } from './notifications.emails';
import { notFound } from '../../platform/errors';
import { publishEvent, type EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/mailer';
import type { NewNotification } from '../../platform/notify';
import { createNotificationQueries, type NotificationRow } from './notifications.queries';

export const notificationChannel = (userId: number) => `notifications.${userId}`;

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  action_url: row.action_url,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/**
 * In-app notifications: stored per user, published live to the user's open streams, and for
 * some kinds e-mailed too. Called directly by the code that causes them (once per cause, never
 * from a pub/sub subscriber, which every instance would run).
 */
export function createNotificationService({ db, events, mailer, appUrl }: { db: Database; events: EventBus; mailer: Mailer; appUrl: string }) {
  const queries = createNotificationQueries(db);
  const unreadCount = (userId: number) => queries.countUnread(userId);

  async function publishCount(userId: number) {
    await publishEvent(events, notificationChannel(userId), notificationStreamMessage, { type: 'unread_count', unread_count: await unreadCount(userId) });
  }

  return {
    unreadCount,

    async notify(userId: number, input: NewNotification) {
      const row = await queries.insert({ user_id: userId, type: input.type, title: input.title.slice(0, 200), message: input.message.slice(0, 1000), action_url: input.action_url ?? null });
      await publishEvent(events, notificationChannel(userId), notificationStreamMessage, { type: 'notification', notification: presentNotification(row), unread_count: await unreadCount(userId) });
      if (input.email) await mailer.send(notificationEmail({ ...input, email: input.email }, appUrl));
      return row;
    },

    /** Recent first, a page at a time, with the spec's pagination block. */
    async list(userId: number, page: number, perPage: number) {
      const { rows, total } = await queries.page(userId, page, perPage);
      return {
        data: rows.map(presentNotification),
        pagination: pageOf(page, perPage, total, rows.length),
        unread_count: await unreadCount(userId),
      };
    },

    /** Marks the user's notifications read; an id that is not theirs makes the whole call a 404. */
    async markRead(userId: number, ids: number[]) {
      if ((await queries.countOwned(userId, ids)) !== new Set(ids).size) throw notFound('Notification not found.');
      await queries.markRead(userId, ids);
      await publishCount(userId);
      return unreadCount(userId);
    },

    async markAllRead(userId: number) {
      await queries.markAllRead(userId);
      await publishCount(userId);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
