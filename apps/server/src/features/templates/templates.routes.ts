import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { templateSummary } from '@folio/schema';
import { previewImagePath } from '@folio/templates/server';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { TemplateCatalogue } from '../../platform/template-catalogue';

/** The catalogue, public: the landing page and the builder list it. */
export const templateRoutes: FastifyPluginAsync<{ catalogue: TemplateCatalogue }> = async (fastify, { catalogue }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/templates',
    { config: { auth: 'public' }, schema: { tags: ['Templates'], response: { 200: z.object({ success: z.literal(true), data: z.array(templateSummary) }) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: catalogue.list() };
    },
  );

  const image = { description: 'The template preview image', content: { 'image/webp': { schema: z.string().describe('WebP bytes') } } };
  app.get('/templates/:slug/preview.webp', { config: { auth: 'public' }, schema: { tags: ['Templates'], params: z.object({ slug: z.string().max(60) }), response: { 200: image } } }, async (request, reply) => {
    if (!catalogue.find(request.params.slug)) throw notFound('Template not found');
    const file = previewImagePath(request.params.slug);
    if (!fs.existsSync(file)) throw notFound('Template preview not found');
    // A stream is sent as it is, never serialised; the schema only documents it.
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').send(fs.createReadStream(file) as unknown as string);
  });
};
