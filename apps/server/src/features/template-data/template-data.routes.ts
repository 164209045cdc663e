import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id, MAX_INT, str } from '@folio/schema';
import { z } from 'zod';
import type { TemplateDataService } from './template-data.service';

const params = z.object({ id, category: z.enum(['academic', 'engineering', 'business', 'creative', 'modern']) });
const schema = { tags: ['Template data'], params };
/** The category's document, validated by its schema in @folio/schema (templateDataSchemas) when saved and read. */
const document = z.object({ category: params.shape.category, data: z.record(z.string(), z.unknown()) });

/** GET and PUT /api/websites/{id}/template-data/{category} (builder.md section 7). */
export const templateDataRoutes: FastifyPluginAsync<{ templateData: TemplateDataService }> = async (fastify, { templateData }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/websites/:id/template-data/:category', { config: { auth: 'user', token: 'read' }, schema: { ...schema, response: { 200: z.object({ success: z.literal(true), data: document }) } } }, async (request) => ({
    success: true as const,
    data: { category: request.params.category, data: await templateData.get(request.user, request.params.id, request.params.category) },
  }));

  app.put(
    '/websites/:id/template-data/:category',
    { config: { auth: 'user', token: 'write' }, schema: { ...schema, body: z.object({ data: z.record(str(200), z.unknown()), version: z.number().int().positive().max(MAX_INT) }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: document, website_version: z.number().int() }) },
      },
    },
    async (request) => {
      const saved = await templateData.save(request.user, request.params.id, request.params.category, request.body.data, request.body.version);
      return {
        success: true as const,
        message: 'Template data saved successfully!',
        data: { category: request.params.category, data: saved.data },
        website_version: saved.websiteVersion,
      };
    },
  );
};
