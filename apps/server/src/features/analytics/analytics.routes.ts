import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuery, id, websiteAnalytics } from '@folio/schema';
import { z } from 'zod';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsync<{ analytics: AnalyticsService }> = async (fastify, { analytics }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/websites/:id/analytics',
    {
      config: { auth: 'user', token: 'read' },
      schema: {
        tags: ['Analytics'],
        summary: "Views and unique visitors per day of the owner's website (pro), with top pages, referrers, countries and devices (premium)",
        params: z.object({ id }),
        querystring: analyticsQuery,
        response: { 200: z.object({ success: z.literal(true), data: websiteAnalytics }) },
      },
    },
    async (request) => ({ success: true as const, data: await analytics.websiteAnalytics(request.user, request.params.id, request.query.range) }),
  );
};
