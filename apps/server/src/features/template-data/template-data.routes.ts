import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { TemplateDataService } from './template-data.service';

const params = z.object({ id, category: z.enum(['academic', 'engineering', 'business', 'creative', 'modern']) });
const schema = { tags: ['Template data'], security: [{ bearerAuth: [] }], params };

/** GET and PUT /api/websites/{id}/template-data/{category} (builder.md section 7). */
export const templateDataRoutes: FastifyPluginAsync<{ auth: AuthService; templateData: TemplateDataService }> = async (fastify, { auth, templateData }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: Parameters<typeof bearerToken>[0]) => (await auth.authenticate(bearerToken(request))).user;

  app.get('/websites/:id/template-data/:category', { schema }, async (request) => ({
    success: true,
    data: { category: request.params.category, data: await templateData.get(await actor(request), request.params.id, request.params.category) },
  }));

  app.put(
    '/websites/:id/template-data/:category',
    { schema: { ...schema, body: z.object({ data: z.record(z.string(), z.unknown()), version: z.number().int().positive() }) } },
    async (request) => {
      const saved = await templateData.save(await actor(request), request.params.id, request.params.category, request.body.data, request.body.version);
      return {
        success: true,
        message: 'Template data saved successfully!',
        data: { category: request.params.category, data: saved.data },
        website_version: saved.websiteVersion,
      };
    },
  );
};
