import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { user } from '@folio/schema';
import { z } from 'zod';
import { settingKeys, type Settings } from '../../platform/settings';
import type { AuthQueries } from './auth.queries';
import type { AuthService } from './auth.service';

/** The beta gate: when switched on, users who are not active wait on /beta-access-required. */
export const betaAccessRoutes: FastifyPluginAsync<{ auth: AuthService; queries: AuthQueries; settings: Settings }> = async (
  fastify,
  { auth, queries, settings },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Beta access'];

  app.get(
    '/beta-access/status',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        response: { 200: z.object({ success: z.literal(true), data: z.object({ beta_access_enabled: z.boolean(), has_access: z.boolean() }) }) },
      },
    },
    async (request) => {
      const enabled = await settings.get<boolean>(settingKeys.betaAccessEnabled, false);
      const user = request.signedIn?.user;
      const hasAccess = !enabled || (user !== undefined && (user.role === 'admin' || user.is_active));
      return { success: true as const, data: { beta_access_enabled: enabled, has_access: hasAccess } };
    },
  );

  app.post(
    '/beta-access/seen',
    { config: { auth: 'user' }, schema: { tags, response: { 200: z.object({ success: z.literal(true), user }) } } },
    async (request) => {
      const updated = await queries.updateUser(request.user.id, { beta_access_granted_seen_at: new Date() });
      return { success: true as const, user: await auth.presentUser(updated) };
    },
  );
};
