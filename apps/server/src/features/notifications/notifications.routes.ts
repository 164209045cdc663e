import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markReadInput, notification, notificationStreamMessage, pageQuery, pagination } from '@folio/schema';
import { z } from 'zod';
import { subscribeEvent, type EventBus } from '../../platform/events';
import { unauthenticated } from '../../platform/errors';
import type { EventStreams } from '../../platform/http/event-stream';
import { createSealer } from '../../platform/sealed';
import { notificationChannel, type NotificationService } from './notifications.service';

const schema = { tags: ['Notifications'] };
const eventStream = { description: 'Server-Sent Events: notification.update', content: { 'text/event-stream': { schema: z.string() } } };
const count = z.object({ success: z.literal(true), unread_count: z.number().int() });
/** A stream ticket opens one user's stream for a minute: long enough to connect, too short to be worth stealing from a log. */
const TICKET_SECONDS = 60;
const ticketValue = z.object({ u: z.number().int().positive() });

export const notificationRoutes: FastifyPluginAsync<{
  notifications: NotificationService;
  events: EventBus;
  streams: EventStreams;
  secret: string;
}> = async (fastify, { notifications, events, streams, secret }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tickets = createSealer(secret, 'notification-stream');

  app.get(
    '/notifications',
    { config: { auth: 'user' }, schema: { ...schema, querystring: pageQuery, response: { 200: z.object({ success: z.literal(true), data: z.array(notification), pagination, unread_count: z.number() }) } } },
    async (request) => ({ success: true as const, ...(await notifications.list(request.user.id, request.query.page, request.query.per_page)) }),
  );

  app.get('/notifications/unread-count', { config: { auth: 'user' }, schema: { ...schema, response: { 200: count } } }, async (request) => ({
    success: true as const,
    unread_count: await notifications.unreadCount(request.user.id),
  }));

  app.post('/notifications/mark-read', { config: { auth: 'user' }, schema: { ...schema, body: markReadInput, response: { 200: count } } }, async (request) => ({
    success: true as const,
    unread_count: await notifications.markRead(request.user.id, request.body.ids),
  }));

  app.post('/notifications/mark-all-read', { config: { auth: 'user' }, schema: { ...schema, response: { 200: count } } }, async (request) => {
    const { user } = request;
    await notifications.markAllRead(user.id);
    return { success: true as const, unread_count: 0 };
  });

  /**
   * A browser's EventSource cannot send the bearer header, so it opens the stream with a ticket
   * in the query instead: signed, bound to the user, valid for a minute.
   */
  app.post(
    '/notifications/stream-ticket',
    { config: { auth: 'user' }, schema: { ...schema, response: { 200: z.object({ success: z.literal(true), ticket: z.string(), expires_in: z.number().int() }) } } },
    async (request) => {
      const { user } = request;
      return { success: true as const, ticket: await tickets.seal({ u: user.id, n: randomBytes(9).toString('base64url') }, TICKET_SECONDS), expires_in: TICKET_SECONDS };
    },
  );

  /** New notifications as they happen (Server-Sent Events); the first message is the unread count. Bearer header or `?ticket=`. */
  app.get('/notifications/stream', { config: { auth: 'optional' }, schema: { ...schema, querystring: z.object({ ticket: z.string().max(1000).optional() }), response: { 200: eventStream } } }, async (request, reply) => {
    const { ticket } = request.query;
    let userId: number;
    if (ticket === undefined) {
      userId = request.user.id;
    } else {
      const opened = await tickets.open(ticket, ticketValue);
      if (!opened) throw unauthenticated();
      userId = opened.u;
    }
    const unread = await notifications.unreadCount(userId);
    streams.open(request, reply, {
      event: 'notification.update',
      first: { type: 'unread_count', unread_count: unread },
      subscribe: (send) => subscribeEvent(events, notificationChannel(userId), notificationStreamMessage, send),
    });
  });
};
