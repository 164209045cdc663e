import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenCreatedResponse, apiTokensResponse, createApiTokenInput, id } from '@folio/schema';
import { z } from 'zod';
import type { ApiTokenService } from './api-tokens.service';

const schema = { tags: ['Access tokens'] };
const sessionOnly = 'Needs a signed-in session: an access token cannot list, create or revoke tokens.';

/**
 * The owner's personal access tokens (GET, POST /tokens; DELETE /tokens/:id). Not marked `token`,
 * so they answer only to a signed-in session.
 */
export const apiTokenRoutes: FastifyPluginAsync<{ tokens: ApiTokenService }> = async (fastify, { tokens }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tokens',
    { config: { auth: 'user' }, schema: { ...schema, summary: 'Your access tokens, without their values', description: sessionOnly, response: { 200: apiTokensResponse } } },
    async (request) => ({ success: true as const, data: await tokens.list(request.user) }),
  );

  app.post(
    '/tokens',
    {
      // A token would outlive an admin's impersonation (an hour) and act as the user for good.
      config: { auth: 'user', impersonation: false },
      schema: {
        ...schema,
        summary: 'Create an access token (premium); its value is in this answer only',
        description: sessionOnly,
        body: createApiTokenInput,
        response: { 201: apiTokenCreatedResponse },
      },
    },
    async (request, reply) => {
      const created = await tokens.create(request.user, request.body);
      return reply.status(201).send({ success: true as const, message: 'Token created. Copy it now: it will not be shown again.', ...created });
    },
  );

  app.delete(
    '/tokens/:id',
    {
      config: { auth: 'user' },
      schema: {
        ...schema,
        summary: 'Revoke an access token: it is refused from the next request on',
        description: sessionOnly,
        params: z.object({ id }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await tokens.revoke(request.user, request.params.id);
      return { success: true as const, message: 'Token revoked.' };
    },
  );
};
