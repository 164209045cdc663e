import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customDomain, customDomainInput, customDomainList, id } from '@folio/schema';
import { z } from 'zod';
import type { DomainService } from './domains.service';

const tags = ['Custom domains'];
const domainResponse = z.object({ success: z.literal(true), message: z.string(), domain: customDomain });

/** A website's custom domains (builder.md section 7): list and add under the website, verify and remove by domain. */
export const domainRoutes: FastifyPluginAsync<{ domains: DomainService }> = async (fastify, { domains }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/websites/:id/custom-domains',
    { config: { auth: 'user', token: 'read' }, schema: { tags, params: z.object({ id }), response: { 200: customDomainList.extend({ success: z.literal(true) }) } } },
    async (request) => ({ success: true as const, ...(await domains.list(request.user, request.params.id)) }),
  );

  app.post(
    '/websites/:id/custom-domains',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), body: customDomainInput, response: { 201: domainResponse } } },
    async (request, reply) => {
      const domain = await domains.add(request.user, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: 'Custom domain added successfully', domain });
    },
  );

  app.post(
    '/custom-domains/:id/verify',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), response: { 200: domainResponse } } },
    async (request) => ({ success: true as const, message: 'Domain verification completed successfully!', domain: await domains.verify(request.user, request.params.id) }),
  );

  app.delete(
    '/custom-domains/:id',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async (request) => {
      await domains.remove(request.user, request.params.id);
      return { success: true as const, message: 'Custom domain removed successfully' };
    },
  );
};
