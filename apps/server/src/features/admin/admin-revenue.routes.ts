import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminIdParams, adminSubscriptionDetailResponse, adminSubscriptionsQuery, adminSubscriptionsResponse, revenueAnalyticsResponse, statsPeriod } from '@folio/schema';
import { z } from 'zod';
import type { AdminRevenueService } from './admin-revenue.service';
import type { AdminSubscriptionService } from './admin-subscriptions.service';

const schema = { tags: ['Admin'] };
const admin = { auth: 'admin' as const };

/** /admin/subscriptions and Revenue Analytics: read-only, so nothing here goes to the audit log. */
export const adminRevenueRoutes: FastifyPluginAsync<{ subscriptions: AdminSubscriptionService; revenue: AdminRevenueService }> = async (fastify, { subscriptions, revenue }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/subscriptions', { config: admin, schema: { ...schema, querystring: adminSubscriptionsQuery, response: { 200: adminSubscriptionsResponse } } }, async (request) => ({
    success: true as const,
    ...(await subscriptions.list(request.query)),
  }));

  app.get('/admin/subscriptions/:id', { config: admin, schema: { ...schema, params: adminIdParams, response: { 200: adminSubscriptionDetailResponse } } }, async (request) => ({
    success: true as const,
    data: await subscriptions.detail(request.params.id),
  }));

  app.get(
    '/admin/revenue',
    { config: admin, schema: { ...schema, querystring: z.object({ period: statsPeriod.default('30d') }), response: { 200: revenueAnalyticsResponse } } },
    async (request) => ({ success: true as const, data: await revenue.analytics(request.query.period) }),
  );
};
