import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSubscriptionResponse } from '@folio/schema';
import type { SubscriptionService } from './subscriptions.service';

export const subscriptionRoutes: FastifyPluginAsync<{ subscriptions: SubscriptionService }> = async (
  fastify,
  { subscriptions },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/subscription/current',
    { config: { auth: 'user' }, schema: { tags: ['Subscriptions'], response: { 200: currentSubscriptionResponse } } },
    async (request) => {
      return { success: true as const, data: await subscriptions.current(request.user) };
    },
  );
};
