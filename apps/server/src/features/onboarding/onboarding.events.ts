import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { processingEvent, type OnboardingSession, type ProcessingEvent } from '@folio/schema';
import { z } from 'zod';
import { publishEvent, subscribeEvent, type EventBus } from '../../platform/events';
import type { EventStreams } from '../../platform/http/event-stream';

export type ProcessingEventType = ProcessingEvent['type'];

/** The spec's private channel: one per user and session. */
export const processingChannel = (userId: number, sessionId: string) => `cv-processing.${userId}.${sessionId}`;

export function createProcessingEvents(events: EventBus) {
  return (userId: number, sessionId: string, type: ProcessingEventType, data: Record<string, unknown>) =>
    publishEvent(events, processingChannel(userId, sessionId), processingEvent, { event: 'cv.processing.update', type, data });
}
export type PublishProcessingEvent = ReturnType<typeof createProcessingEvents>;

/**
 * GET /api/onboarding/events?session_id=: Server-Sent Events of the session's channel. The first
 * event is the session as it is now, so a client that reconnects (or a server that restarted)
 * loses nothing; the client uses fetch so the bearer token travels in a header, not the URL.
 */
export const onboardingEventRoutes: FastifyPluginAsync<{
  events: EventBus;
  streams: EventStreams;
  currentState: (userId: number, sessionId: string) => Promise<OnboardingSession>;
}> = async (fastify, { events, streams, currentState }) => {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/onboarding/events',
    { config: { auth: 'user' }, schema: { tags: ['Onboarding'], querystring: z.object({ session_id: z.string().uuid() }),
        response: { 200: { description: 'Server-Sent Events: cv.processing.update', content: { 'text/event-stream': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const state = await currentState(user.id, request.query.session_id);
      streams.open(request, reply, {
        event: 'cv.processing.update',
        first: { event: 'cv.processing.update', type: 'state', data: { session: state } } satisfies ProcessingEvent,
        subscribe: (send) => subscribeEvent(events, processingChannel(user.id, request.query.session_id), processingEvent, send),
      });
    },
  );
};
