import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id, restoreSnapshotInput, restoreSnapshotResult, snapshotList, snapshotPreview } from '@folio/schema';
import { z } from 'zod';
import type { HistoryService } from './history.service';

const schema = { tags: ['Version history'] };
const websiteParams = z.object({ id });
const snapshotParams = z.object({ id, snapshot_id: id });

/**
 * The version history of a website, its owner's only (another user's website or snapshot is a 404).
 * An access token may read it, and restore with write access, as it may edit the website.
 */
export const historyRoutes: FastifyPluginAsync<{ history: HistoryService }> = async (fastify, { history }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/websites/:id/snapshots', { config: { auth: 'user', token: 'read' }, schema: { ...schema, params: websiteParams, response: { 200: snapshotList } } }, async (request) => ({
    success: true as const,
    ...(await history.list(request.user, request.params.id)),
  }));

  app.get('/websites/:id/snapshots/:snapshot_id', { config: { auth: 'user', token: 'read' }, schema: { ...schema, params: snapshotParams, response: { 200: snapshotPreview } } }, async (request) => ({
    success: true as const,
    ...(await history.get(request.user, request.params.id, request.params.snapshot_id)),
  }));

  app.post(
    '/websites/:id/snapshots/:snapshot_id/restore',
    { config: { auth: 'user', token: 'write' }, schema: { ...schema, params: snapshotParams, body: restoreSnapshotInput, response: { 200: restoreSnapshotResult } } },
    async (request) => {
      const { website, before } = await history.restore(request.user, request.params.id, request.params.snapshot_id, request.body.version);
      return { success: true as const, message: 'Version restored', website, before };
    },
  );
};
