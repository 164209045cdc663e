import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAnalyticsQuery, adminAnalyticsResponse } from '@folio/schema';
import type { AdminAnalyticsService } from './admin-analytics.service';

/** /admin/analytics: product analytics across all sites over a period (admin only; an impersonation session is refused). */
export const adminAnalyticsRoutes: FastifyPluginAsync<{ analytics: AdminAnalyticsService }> = async (fastify, { analytics }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/analytics',
    { config: { auth: 'admin' }, schema: { tags: ['Admin'], querystring: adminAnalyticsQuery, response: { 200: adminAnalyticsResponse } } },
    async (request) => ({ success: true as const, data: await analytics.analytics(request.query.period) }),
  );
};
