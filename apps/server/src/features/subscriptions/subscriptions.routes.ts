import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSubscriptionResponse } from '@folio/schema';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { SubscriptionService } from './subscriptions.service';

export const subscriptionRoutes: FastifyPluginAsync<{ auth: AuthService; subscriptions: SubscriptionService }> = async (
  fastify,
  { auth, subscriptions },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/subscription/current',
    { schema: { tags: ['Subscriptions'], security: [{ bearerAuth: [] }], response: { 200: currentSubscriptionResponse } } },
    async (request) => {
      const session = await auth.authenticate(bearerToken(request));
      return { success: true as const, data: await subscriptions.current(session.user) };
    },
  );
};
