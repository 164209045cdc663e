import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createWebsiteInput, cvPdfDesigns, exportFormats, paperSizes, folioExportFile, folioImportFile, id, templateSummary, updateWebsiteInput, versioned, website, websiteSummary, websiteWithSections } from '@folio/schema';
import { z } from 'zod';
import { notFound, ValidationError } from '../../platform/errors';
import { presentWebsite } from './websites.presenter';
import type { WebsiteService } from './websites.service';

const schema = { tags: ['Websites'] };
const params = z.object({ id });
/** A Folio export of a website with long posts can pass the app's 1 MB body limit. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const one = z.object({ success: z.literal(true), message: z.string(), website: websiteWithSections });

/** The site host's static copy of a website (sites/static-site.ts), for format=zip. */
export type StaticSiteExport = (websiteId: number) => Promise<{ bytes: Uint8Array } | null>;

export const websiteRoutes: FastifyPluginAsync<{ websites: WebsiteService; staticSite: StaticSiteExport }> = async (fastify, { websites, staticSite }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/websites', { config: { auth: 'user', token: 'read' }, schema: { ...schema, response: { 200: z.object({ success: z.literal(true), websites: z.array(websiteSummary) }) } } }, async (request) => ({
    success: true as const,
    websites: await websites.summaries(request.user),
  }));

  app.post('/websites/:id/clone', { config: { auth: 'user', token: 'write' }, schema: { ...schema, params, response: { 201: one } } }, async (request, reply) =>
    reply.status(201).send({ success: true, message: 'Website cloned successfully', website: await websites.clone(request.user, request.params.id) }),
  );

  app.get(
    '/websites/:id/export',
    {
      config: { auth: 'user', token: 'read' },
      schema: {
        ...schema,
        params,
        querystring: z.object({
          format: z.enum(exportFormats).default('json'),
          /** For format=pdf: the design (by default the one that matches the template) and the paper size. */
          design: z.enum(cvPdfDesigns).optional(),
          paper: z.enum(paperSizes).default('a4'),
        }),
        response: {
          200: {
            description:
              'A file download: the Folio export (format=json, website-{id}.json), a JSON Resume (format=json-resume, website-{id}.json-resume.json), a résumé PDF (format=pdf, website-{id}.pdf) or the static site (format=zip, website-{id}.zip)',
            content: {
              'application/json': { schema: z.union([folioExportFile, z.record(z.string(), z.unknown()).describe('A JSON Resume document (jsonresume.org schema v1)')]) },
              'application/pdf': { schema: z.string().describe('The résumé PDF') },
              'application/zip': { schema: z.string().describe('The static site: every page, its fonts and images, sitemap.xml, robots.txt') },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const data = await websites.exportable(request.user, request.params.id);
      if (request.query.format === 'zip') {
        const zip = await staticSite(data.id);
        if (!zip) throw notFound();
        return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="website-${data.id}.zip"`).send(Buffer.from(zip.bytes) as unknown as string);
      }
      if (request.query.format === 'pdf') {
        // Bytes are sent as they are: Fastify serializes only objects.
        const pdf = await websites.pdfOf(data, { design: request.query.design, paper: request.query.paper });
        return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="website-${data.id}.pdf"`).send(pdf as unknown as string);
      }
      const isResume = request.query.format === 'json-resume';
      const file = isResume ? websites.jsonResumeOf(data) : { format: 'folio-website' as const, version: 1 as const, exported_at: new Date().toISOString(), website: data };
      // Pretty-printed for people who open the file; Fastify sends a string as it is.
      const pretty = JSON.stringify(file, null, 2) as unknown as typeof file;
      const filename = isResume ? `website-${data.id}.json-resume.json` : `website-${data.id}.json`;
      return reply.header('content-type', 'application/json; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(pretty);
    },
  );

  app.post(
    '/websites/import',
    {
      config: { auth: 'user', token: 'write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      // A file that is not JSON, or too large, is a wrong file rather than a broken request: said in plain words.
      errorHandler: (error) => {
        const code = (error as { code?: string }).code;
        if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') throw new ValidationError({ file: ['This file is not valid JSON, so it is not a Folio website export.'] });
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ValidationError({ file: ['This file is larger than 8 MB, too large for a Folio website export.'] });
        throw error;
      },
      schema: { ...schema, body: folioImportFile, response: { 201: one.extend({ template_fell_back: z.boolean() }) } } },
    async (request, reply) => {
      const { website: created, templateFellBack } = await websites.importFile(request.user, request.body);
      const message = templateFellBack ? 'Website imported successfully. Its template is not on your plan, so it uses the Modern template.' : 'Website imported successfully';
      return reply.status(201).send({ success: true, message, website: created, template_fell_back: templateFellBack });
    },
  );

  app.post('/websites', { config: { auth: 'user', token: 'write' }, schema: { ...schema, body: createWebsiteInput, response: { 201: one } } }, async (request, reply) => {
    const { user } = request;
    const created = await websites.create(user, request.body);
    return reply.status(201).send({ success: true, message: 'Website created successfully', website: await websites.withSections(created) });
  });

  app.get('/websites/:id', { config: { auth: 'user', token: 'read' }, schema: { ...schema, params, response: { 200: z.object({ success: z.literal(true), website: websiteWithSections }) } } }, async (request) => ({
    success: true as const,
    website: await websites.get(request.user, request.params.id),
  }));

  const update = async (request: FastifyRequest<{ Params: z.infer<typeof params>; Body: z.output<typeof updateWebsiteInput> }>) => {
    const updated = await websites.update(request.user, request.params.id, request.body);
    const message = request.body.status ? websites.statusMessage(request.body.status) : 'Portfolio website updated successfully.';
    return { success: true as const, message, website: updated };
  };
  app.put('/websites/:id', { config: { auth: 'user', token: 'write' }, schema: { ...schema, params, body: updateWebsiteInput, response: { 200: one } } }, update);
  app.patch('/websites/:id/builder', { config: { auth: 'user', token: 'write' }, schema: { ...schema, params, body: updateWebsiteInput, response: { 200: one } } }, update);

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(`/websites/:id/${action}`, { config: { auth: 'user', token: 'write' }, schema: { ...schema, params, body: versioned, response: { 200: one } } }, async (request) => ({
      success: true as const,
      message: websites.statusMessage(status),
      website: await websites.update(request.user, request.params.id, { version: request.body.version, status }),
    }));
  }

  app.put(
    '/websites/:id/template',
    { config: { auth: 'user', token: 'write' }, schema: { ...schema, params, body: versioned.extend({ template_slug: z.string().max(60) }), response: { 200: one.extend({ template: templateSummary }) } } },
    async (request) => {
      const { website: updated, template } = await websites.applyTemplate(request.user, request.params.id, request.body.template_slug, request.body.version);
      return { success: true as const, message: `Template ${template.name} applied successfully!`, website: updated, template };
    },
  );

  app.post('/websites/:id/activate', { config: { auth: 'user' }, schema: { ...schema, params, response: { 200: z.object({ success: z.literal(true), website }) } } }, async (request) => ({
    success: true as const,
    website: presentWebsite(await websites.activate(request.user, request.params.id)),
  }));

  app.delete('/websites/:id', { config: { auth: 'user' }, schema: { ...schema, params, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } }, async (request) => {
    await websites.delete(request.user, request.params.id);
    return { success: true as const, message: 'Website deleted successfully' };
  });
};
