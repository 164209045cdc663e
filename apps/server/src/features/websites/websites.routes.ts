import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createWebsiteInput, id, templateSummary, updateWebsiteInput, versioned, website, websiteSummary, websiteWithSections } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import { presentWebsite } from './websites.presenter';
import type { WebsiteService } from './websites.service';

const schema = { tags: ['Websites'], security: [{ bearerAuth: [] }] };
const params = z.object({ id });
const one = z.object({ success: z.literal(true), message: z.string(), website: websiteWithSections });

export const websiteRoutes: FastifyPluginAsync<{ auth: AuthService; websites: WebsiteService }> = async (fastify, { auth, websites }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;

  app.get('/websites', { schema: { ...schema, response: { 200: z.object({ success: z.literal(true), websites: z.array(websiteSummary) }) } } }, async (request) => ({
    success: true as const,
    websites: await websites.summaries(await actor(request)),
  }));

  app.post('/websites/:id/clone', { schema: { ...schema, params, response: { 201: one } } }, async (request, reply) =>
    reply.status(201).send({ success: true, message: 'Website cloned successfully', website: await websites.clone(await actor(request), request.params.id) }),
  );

  app.get('/websites/:id/export', { schema: { ...schema, params, querystring: z.object({ format: z.enum(['json']).default('json') }) } }, async (request, reply) => {
    const data = await websites.get(await actor(request), request.params.id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="website-${data.id}.json"`)
      .send(JSON.stringify({ format: 'folio-website', version: 1, exported_at: new Date().toISOString(), website: data }, null, 2));
  });

  app.post('/websites', { schema: { ...schema, body: createWebsiteInput, response: { 201: one } } }, async (request, reply) => {
    const user = await actor(request);
    const created = await websites.create(user, request.body);
    return reply.status(201).send({ success: true, message: 'Website created successfully', website: await websites.withSections(created) });
  });

  app.get('/websites/:id', { schema: { ...schema, params, response: { 200: z.object({ success: z.literal(true), website: websiteWithSections }) } } }, async (request) => ({
    success: true as const,
    website: await websites.get(await actor(request), request.params.id),
  }));

  const update = async (request: FastifyRequest<{ Params: z.infer<typeof params>; Body: z.output<typeof updateWebsiteInput> }>) => {
    const updated = await websites.update(await actor(request), request.params.id, request.body);
    const message = request.body.status ? websites.statusMessage(request.body.status) : 'Portfolio website updated successfully.';
    return { success: true as const, message, website: updated };
  };
  app.put('/websites/:id', { schema: { ...schema, params, body: updateWebsiteInput, response: { 200: one } } }, update);
  app.patch('/websites/:id/builder', { schema: { ...schema, params, body: updateWebsiteInput, response: { 200: one } } }, update);

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(`/websites/:id/${action}`, { schema: { ...schema, params, body: versioned, response: { 200: one } } }, async (request) => ({
      success: true as const,
      message: websites.statusMessage(status),
      website: await websites.update(await actor(request), request.params.id, { version: request.body.version, status }),
    }));
  }

  app.put(
    '/websites/:id/template',
    { schema: { ...schema, params, body: versioned.extend({ template_slug: z.string().max(60) }), response: { 200: one.extend({ template: templateSummary }) } } },
    async (request) => {
      const { website: updated, template } = await websites.applyTemplate(await actor(request), request.params.id, request.body.template_slug, request.body.version);
      return { success: true as const, message: `Template ${template.name} applied successfully!`, website: updated, template };
    },
  );

  app.post('/websites/:id/activate', { schema: { ...schema, params, response: { 200: z.object({ success: z.literal(true), website }) } } }, async (request) => ({
    success: true as const,
    website: presentWebsite(await websites.activate(await actor(request), request.params.id)),
  }));

  app.delete('/websites/:id', { schema: { ...schema, params, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } }, async (request) => {
    await websites.delete(await actor(request), request.params.id);
    return { success: true as const, message: 'Website deleted successfully' };
  });
};
