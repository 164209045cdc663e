import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsPreview, analyticsSettingsInput, analyticsSettingsSaved, id } from '@folio/schema';
import { z } from 'zod';
import type { TrackingService } from './tracking.service';

const tags = ['Website sections'];

/** The builder's Analytics and Tracking section: save the settings, and preview the snippet they inject. */
export const trackingRoutes: FastifyPluginAsync<{ tracking: TrackingService }> = async (fastify, { tracking }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/websites/:id/analytics',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), body: analyticsSettingsInput, response: { 200: analyticsSettingsSaved } } },
    async (request) => {
      const { settings, websiteVersion, preview } = await tracking.save(request.user, request.params.id, request.body);
      return { success: true as const, message: 'Analytics settings saved successfully', settings, website_version: websiteVersion, preview };
    },
  );

  app.get(
    '/websites/:id/analytics/preview',
    { config: { auth: 'user', token: 'read' }, schema: { tags, params: z.object({ id }), response: { 200: analyticsPreview } } },
    async (request) => ({ success: true as const, preview: await tracking.preview(request.user, request.params.id) }),
  );
};
