import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequest, contactRequestCounts, contactRequestStatus, id, pageQuery, pagination } from '@folio/schema';
import { z } from 'zod';
import type { ContactRequestService } from './contact-requests.service';

const schema = { tags: ['Contact requests'] };
const status = contactRequestStatus;
const listResponse = z.object({ success: z.literal(true), data: z.array(contactRequest), pagination, counts: contactRequestCounts });
const oneResponse = z.object({ success: z.literal(true), data: contactRequest });
const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** The inbox of messages visitors sent through the user's sites (/contact-requests). */
export const contactRequestRoutes: FastifyPluginAsync<{ contact: ContactRequestService }> = async (fastify, { contact }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/contact-requests',
    { config: { auth: 'user' }, schema: { ...schema, querystring: pageQuery.extend({ status: status.optional() }), response: { 200: listResponse } } },
    async (request) => {
      const { page, per_page: perPage, status: filter } = request.query;
      return { success: true as const, ...(await contact.list(request.user.id, { status: filter, page, perPage })) };
    },
  );

  app.patch('/contact-requests/:id', { config: { auth: 'user' }, schema: { ...schema, params: z.object({ id }), body: z.object({ status }), response: { 200: oneResponse } } }, async (request) => ({
    success: true as const,
    data: await contact.setStatus(request.user.id, request.params.id, request.body.status),
  }));

  app.delete('/contact-requests/:id', { config: { auth: 'user' }, schema: { ...schema, params: z.object({ id }), response: { 200: deletedResponse } } }, async (request) => {
    await contact.remove(request.user.id, request.params.id);
    return { success: true as const, message: 'Contact request deleted.' };
  });
};
