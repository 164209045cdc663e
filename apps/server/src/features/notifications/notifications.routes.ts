import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markReadInput, notification, pageQuery, pagination } from '@folio/schema';
import { z } from 'zod';
import type { EventBus } from '../../platform/events';
import { bearerToken } from '../../platform/http/bearer';
import type { EventStreams } from '../../platform/http/event-stream';
import type { AuthService } from '../auth/auth.service';
import { notificationChannel, type NotificationService } from './notifications.service';

const schema = { tags: ['Notifications'], security: [{ bearerAuth: [] }] };
const count = z.object({ success: z.literal(true), unread_count: z.number().int() });

export const notificationRoutes: FastifyPluginAsync<{ auth: AuthService; notifications: NotificationService; events: EventBus; streams: EventStreams }> = async (
  fastify,
  { auth, notifications, events, streams },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;

  app.get(
    '/notifications',
    { schema: { ...schema, querystring: pageQuery, response: { 200: z.object({ success: z.literal(true), data: z.array(notification), pagination, unread_count: z.number() }) } } },
    async (request) => ({ success: true as const, ...(await notifications.list((await actor(request)).id, request.query.page, request.query.per_page)) }),
  );

  app.get('/notifications/unread-count', { schema: { ...schema, response: { 200: count } } }, async (request) => ({
    success: true as const,
    unread_count: await notifications.unreadCount((await actor(request)).id),
  }));

  app.post('/notifications/mark-read', { schema: { ...schema, body: markReadInput, response: { 200: count } } }, async (request) => ({
    success: true as const,
    unread_count: await notifications.markRead((await actor(request)).id, request.body.ids),
  }));

  app.post('/notifications/mark-all-read', { schema: { ...schema, response: { 200: count } } }, async (request) => {
    const user = await actor(request);
    await notifications.markAllRead(user.id);
    return { success: true as const, unread_count: 0 };
  });

  /** New notifications as they happen (Server-Sent Events); the first message is the unread count. */
  app.get('/notifications/stream', { schema }, async (request, reply) => {
    const user = await actor(request);
    const unread = await notifications.unreadCount(user.id);
    streams.open(request, reply, {
      event: 'notification.update',
      first: { type: 'unread_count', unread_count: unread },
      subscribe: (send) => events.subscribe(notificationChannel(user.id), send),
    });
  });
};
