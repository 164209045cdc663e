import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequest, contactRequestCounts, contactRequestStatus, id, pageQuery, pagination } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { ContactRequestService } from './contact-requests.service';

const schema = { tags: ['Contact requests'], security: [{ bearerAuth: [] }] };
const status = contactRequestStatus;
const listResponse = z.object({ success: z.literal(true), data: z.array(contactRequest), pagination, counts: contactRequestCounts });
const oneResponse = z.object({ success: z.literal(true), data: contactRequest });
const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** The inbox of messages visitors sent through the user's sites (/contact-requests). */
export const contactRequestRoutes: FastifyPluginAsync<{ auth: AuthService; contact: ContactRequestService }> = async (fastify, { auth, contact }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;

  app.get(
    '/contact-requests',
    { schema: { ...schema, querystring: pageQuery.extend({ status: status.optional() }), response: { 200: listResponse } } },
    async (request) => {
      const { page, per_page: perPage, status: filter } = request.query;
      return { success: true as const, ...(await contact.list((await actor(request)).id, { status: filter, page, perPage })) };
    },
  );

  app.patch('/contact-requests/:id', { schema: { ...schema, params: z.object({ id }), body: z.object({ status }), response: { 200: oneResponse } } }, async (request) => ({
    success: true as const,
    data: await contact.setStatus((await actor(request)).id, request.params.id, request.body.status),
  }));

  app.delete('/contact-requests/:id', { schema: { ...schema, params: z.object({ id }), response: { 200: deletedResponse } } }, async (request) => {
    await contact.remove((await actor(request)).id, request.params.id);
    return { success: true as const, message: 'Contact request deleted.' };
  });
};
