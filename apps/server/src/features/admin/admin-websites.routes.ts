import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminIdParams, adminWebsiteActionResponse, adminWebsitesQuery, adminWebsitesResponse, suspendWebsiteInput } from '@folio/schema';
import type { AdminWebsiteService } from './admin-websites.service';

const schema = { tags: ['Admin'] };
const admin = { auth: 'admin' as const };
const call = (request: FastifyRequest) => ({ admin: request.user, context: { ip: request.ip, requestId: request.id } });

/** /admin/websites: every website, and its moderation (unpublish, suspend, lift). */
export const adminWebsiteRoutes: FastifyPluginAsync<{ websites: AdminWebsiteService }> = async (fastify, { websites }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const action = { config: admin, schema: { ...schema, params: adminIdParams, response: { 200: adminWebsiteActionResponse } } };

  app.get('/admin/websites', { config: admin, schema: { ...schema, querystring: adminWebsitesQuery, response: { 200: adminWebsitesResponse } } }, async (request) => ({
    success: true as const,
    ...(await websites.list(request.query)),
  }));

  app.post('/admin/websites/:id/unpublish', action, async (request) => ({
    success: true as const,
    message: 'Website unpublished. The owner has been told.',
    data: await websites.unpublish(request.params.id, call(request)),
  }));

  app.post('/admin/websites/:id/suspend', { ...action, schema: { ...action.schema, body: suspendWebsiteInput } }, async (request) => ({
    success: true as const,
    message: 'Website suspended. It is offline on every address, and the owner has been told.',
    data: await websites.suspend(request.params.id, request.body.reason, call(request)),
  }));

  app.post('/admin/websites/:id/unsuspend', action, async (request) => ({
    success: true as const,
    message: 'Suspension lifted. The owner has been told.',
    data: await websites.unsuspend(request.params.id, call(request)),
  }));
};
