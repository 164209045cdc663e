import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { AnalyticsService } from './analytics.service';

const count = z.object({ views: z.number() });
const report = z.object({
  period: z.enum(['week', 'month', 'year']),
  from: z.string(),
  to: z.string(),
  total_views: z.number(),
  by_day: z.array(count.extend({ date: z.string() })),
  top_pages: z.array(count.extend({ path: z.string() })),
  referrers: z.array(count.extend({ host: z.string() })).optional(),
  devices: z.record(z.string(), z.number()).optional(),
});

export const analyticsRoutes: FastifyPluginAsync<{ auth: AuthService; analytics: AnalyticsService }> = async (fastify, { auth, analytics }) => {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/websites/:id/analytics',
    {
      schema: {
        tags: ['Analytics'],
        security: [{ bearerAuth: [] }],
        params: z.object({ id }),
        querystring: z.object({ period: z.enum(['week', 'month', 'year']).default('month') }),
        response: { 200: z.object({ success: z.literal(true), data: report }) },
      },
    },
    async (request) => {
      const { user } = await auth.authenticate(bearerToken(request));
      return { success: true as const, data: await analytics.report(user, request.params.id, request.query.period) };
    },
  );
};
