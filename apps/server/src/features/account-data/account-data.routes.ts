import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '@folio/schema';
import { z } from 'zod';
import type { AccountDataService } from './account-data.service';

const schema = { tags: ['Accounts'] };
const dataExport = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  progress: z.number().int(),
  step: z.string(),
  size_bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  expired: z.boolean(),
});
const zipFile = { 200: { description: 'The zip of the account data', content: { 'application/zip': { schema: z.string() } } } };

/** The account data export on /settings: start one, follow it, download it (signed in, or by the e-mailed link). */
export const accountDataRoutes: FastifyPluginAsync<{ accountData: AccountDataService }> = async (fastify, { accountData }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const send = (reply: FastifyReply, file: { bytes: Buffer; filename: string }) =>
    reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.bytes);

  app.post('/account/data-exports', { config: { auth: 'user' }, schema: { ...schema, response: { 202: z.object({ success: z.literal(true), data_export: dataExport }) } } }, async (request, reply) =>
    reply.status(202).send({ success: true, data_export: await accountData.start(request.user) }),
  );

  app.get('/account/data-exports/latest', { config: { auth: 'user' }, schema: { ...schema, response: { 200: z.object({ success: z.literal(true), data_export: dataExport.nullable() }) } } }, async (request) => ({
    success: true as const,
    data_export: await accountData.latest(request.user),
  }));

  app.get('/account/data-exports/:id/file', { config: { auth: 'user' }, schema: { ...schema, params: z.object({ id }), response: zipFile } }, async (request, reply) =>
    send(reply, await accountData.download(request.user, request.params.id)),
  );

  app.get(
    '/account/data-exports/:id/download',
    {
      config: { auth: 'public' },
      schema: { ...schema, params: z.object({ id }), querystring: z.object({ expires: z.coerce.number().int().positive(), token: z.string().min(1).max(100) }), response: zipFile },
    },
    async (request, reply) => send(reply, await accountData.downloadByLink(request.params.id, request.query.expires, request.query.token)),
  );
};
