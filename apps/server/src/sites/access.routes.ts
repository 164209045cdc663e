import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id } from '@folio/schema';
import { z } from 'zod';
import type { Config } from '../config';
import { notFound } from '../platform/errors';
import type { UserRow } from '../features/auth/auth.tables';
import type { WebsiteRow } from '../features/websites/websites.tables';
import { siteOrigin } from './hosts';
import { safeReturnPath } from '../platform/http/return-path';
import type { SiteAccess } from './site-access';
import type { SiteService } from './site-service';

const body = z.union([
  /** The owner's preview of any state of their website (/cv/{id}/preview). */
  z.object({ purpose: z.literal('preview'), website_id: id, path: z.string().max(500).optional() }),
  /** A signed-in user opening a private site. */
  z.object({ purpose: z.literal('view'), site: z.string().max(63), path: z.string().max(500).optional() }),
]);

/** The app's half of the hand-off: a signed-in user gets a one-minute ticket URL on the site's origin. */
export const siteAccessRoutes: FastifyPluginAsync<{ websites: { owned(user: UserRow, id: number): Promise<WebsiteRow> }; sites: SiteService; access: SiteAccess; config: Config }> = async (
  fastify,
  { websites, sites, access, config },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sites/access-ticket',
    { config: { auth: 'user' }, schema: { tags: ['Sites'], body, response: { 200: z.object({ success: z.literal(true), url: z.string() }) } } },
    async (request) => {
      const { user } = request;
      let websiteId: number;
      let subdomain: string | null;
      if (request.body.purpose === 'preview') {
        const website = await websites.owned(user, request.body.website_id);
        websiteId = website.id;
        subdomain = website.subdomain;
      } else {
        const record = await sites.resolve(request.body.site);
        if (!record || record.status === 'draft') throw notFound('Site not found.');
        websiteId = record.websiteId;
        subdomain = record.subdomain;
      }
      if (!subdomain) throw notFound('This website has no address yet.');
      const url = new URL('/_access', siteOrigin(config, subdomain));
      url.searchParams.set('ticket', await access.ticket(websiteId, request.body.purpose, user.id));
      url.searchParams.set('return', safeReturnPath(request.body.path));
      return { success: true as const, url: url.toString() };
    },
  );
};
