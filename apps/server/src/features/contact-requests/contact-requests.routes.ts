import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestStatuses, id, pageQuery } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { ContactRequestService } from './contact-requests.service';

const schema = { tags: ['Contact requests'], security: [{ bearerAuth: [] }] };
const status = z.enum(contactRequestStatuses);

/** The inbox of messages visitors sent through the user's sites (/contact-requests). */
export const contactRequestRoutes: FastifyPluginAsync<{ auth: AuthService; contact: ContactRequestService }> = async (fastify, { auth, contact }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;

  app.get('/contact-requests', { schema: { ...schema, querystring: pageQuery.extend({ status: status.optional() }) } }, async (request) => {
    const { page, per_page: perPage, status: filter } = request.query;
    return { success: true, ...(await contact.list((await actor(request)).id, { status: filter, page, perPage })) };
  });

  app.patch('/contact-requests/:id', { schema: { ...schema, params: z.object({ id }), body: z.object({ status }) } }, async (request) => ({
    success: true,
    data: await contact.setStatus((await actor(request)).id, request.params.id, request.body.status),
  }));

  app.delete('/contact-requests/:id', { schema: { ...schema, params: z.object({ id }) } }, async (request) => {
    await contact.remove((await actor(request)).id, request.params.id);
    return { success: true, message: 'Contact request deleted.' };
  });
};
