import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParams,
  adminSupportActionResponse,
  adminSupportQuery,
  adminSupportTicketResponse,
  adminSupportTicketsResponse,
  id,
  pageQuery,
  supportReplyInput,
  supportTicketCreated,
  supportTicketResponse,
  supportTicketsResponse,
} from '@folio/schema';
import { z } from 'zod';
import type { SupportService } from './support.service';

const schema = { tags: ['Support'] };
const adminSchema = { tags: ['Admin'] };
const admin = { auth: 'admin' as const };
const call = (request: FastifyRequest) => ({ admin: request.user, context: { ip: request.ip, requestId: request.id } });

/** /support (anyone, signed in or not; a user's own tickets) and the admin's Support inbox. */
export const supportRoutes: FastifyPluginAsync<{ support: SupportService }> = async (fastify, { support }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The body is checked by the service: a guest must give what a signed-in user has on their account.
  app.post('/support', { config: { auth: 'optional' }, schema: { ...schema, body: z.unknown(), response: { 201: supportTicketCreated } } }, async (request, reply) => {
    const { reference } = await support.submit(request.signedIn?.user ?? null, request.body, request.ip);
    reply.code(201);
    return { success: true as const, message: 'Your request was sent. We will answer by e-mail.', reference };
  });

  app.get('/support/tickets', { config: { auth: 'user' }, schema: { ...schema, querystring: pageQuery, response: { 200: supportTicketsResponse } } }, async (request) => ({
    success: true as const,
    ...(await support.listOwn(request.user.id, request.query.page, request.query.per_page)),
  }));

  app.get('/support/tickets/:id', { config: { auth: 'user' }, schema: { ...schema, params: z.object({ id }), response: { 200: supportTicketResponse } } }, async (request) => ({
    success: true as const,
    data: await support.ownTicket(request.user.id, request.params.id),
  }));

  app.post(
    '/support/tickets/:id/messages',
    { config: { auth: 'user' }, schema: { ...schema, params: z.object({ id }), body: supportReplyInput, response: { 201: supportTicketResponse } } },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await support.followUp(request.user.id, request.params.id, request.body.message) };
    },
  );

  app.get('/admin/support', { config: admin, schema: { ...adminSchema, querystring: adminSupportQuery, response: { 200: adminSupportTicketsResponse } } }, async (request) => ({
    success: true as const,
    ...(await support.inbox(request.query)),
  }));

  app.get('/admin/support/:id', { config: admin, schema: { ...adminSchema, params: adminIdParams, response: { 200: adminSupportTicketResponse } } }, async (request) => ({
    success: true as const,
    data: await support.adminDetail(request.params.id),
  }));

  const action = { config: admin, schema: { ...adminSchema, params: adminIdParams, response: { 200: adminSupportActionResponse } } };

  app.post('/admin/support/:id/reply', { ...action, schema: { ...action.schema, body: supportReplyInput } }, async (request) => ({
    success: true as const,
    message: 'Reply sent.',
    data: await support.reply(call(request), request.params.id, request.body.message),
  }));

  app.post('/admin/support/:id/close', action, async (request) => ({
    success: true as const,
    message: 'Ticket closed.',
    data: await support.setStatus(call(request), request.params.id, 'closed'),
  }));

  app.post('/admin/support/:id/reopen', action, async (request) => ({
    success: true as const,
    message: 'Ticket reopened.',
    data: await support.setStatus(call(request), request.params.id, 'open'),
  }));
};
