import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activeSessionsResponse, type ActiveSession } from '@folio/schema';
import { UAParser } from 'ua-parser-js';
import { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { createSessionListQueries } from './sessions.queries';

const schema = { tags: ['Accounts'] };

/** What a stored user agent says of the device: browser and system with their major versions. */
export function describeUserAgent(userAgent: string | null): Pick<ActiveSession, 'browser' | 'os' | 'device'> {
  const parsed = new UAParser(userAgent ?? '').getResult();
  const named = (name: string | undefined, version: string | undefined) => (name ? (version ? `${name} ${version}` : name) : null);
  const type = parsed.device.type;
  return {
    browser: named(parsed.browser.name, parsed.browser.major),
    os: named(parsed.os.name, parsed.os.version),
    device: type === 'tablet' ? 'tablet' : type === 'mobile' || type === 'wearable' ? 'mobile' : 'desktop',
  };
}

/** The account's active sessions (GET /sessions) and signing one out (DELETE /sessions/:id), own sessions only. */
export const sessionRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queries = createSessionListQueries(db);

  app.get('/sessions', { config: { auth: 'user' }, schema: { ...schema, response: { 200: activeSessionsResponse } } }, async (request) => {
    const rows = await queries.list(request.user.id);
    return {
      success: true as const,
      data: rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at.toISOString(),
        current: row.id === request.session.tokenId,
      })),
    };
  });

  app.delete(
    '/sessions/:id',
    {
      config: { auth: 'user' },
      schema: { ...schema, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), response: { 200: z.object({ success: z.literal(true), message: z.string(), current: z.boolean() }) } },
    },
    async (request) => {
      // Another account's session is answered exactly like one that does not exist.
      if (!(await queries.deleteOwn(request.user.id, request.params.id))) throw notFound('Session not found.');
      const current = request.params.id === request.session.tokenId;
      return { success: true as const, message: current ? 'You have been logged out successfully' : 'Signed out of that session.', current };
    },
  );
};
