import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id, versioned } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import { sections } from './sections.registry';
import type { SectionService } from './sections.service';

const orderEntry = z.union([id, z.object({ id })]).transform((entry) => (typeof entry === 'number' ? entry : entry.id));

/** The same five calls for every list section: list and add under the website, update, delete and reorder by item. */
export const sectionRoutes: FastifyPluginAsync<{ auth: AuthService; items: SectionService }> = async (fastify, { auth, items }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;

  for (const section of sections) {
    const schema = { tags: ['Website sections'], security: [{ bearerAuth: [] }] };
    const itemResponse = z.object({ success: z.literal(true), message: z.string(), [section.singular]: section.entity, website_version: z.number() });
    const done = z.object({ success: z.literal(true), message: z.string(), website_version: z.number() });

    app.get(
      `/websites/:id/${section.key}`,
      { schema: { ...schema, params: z.object({ id }), response: { 200: z.object({ success: z.literal(true), data: z.array(section.entity) }) } } },
      async (request) => ({ success: true as const, data: await items.list(await actor(request), section, request.params.id) }),
    );

    app.post(
      `/websites/:id/${section.key}`,
      { schema: { ...schema, params: z.object({ id }), body: section.input.extend(versioned.shape), response: { 201: itemResponse } } },
      async (request, reply) => {
        const { version, ...input } = request.body as { version: number } & Record<string, unknown>;
        const { item, websiteVersion } = await items.create(await actor(request), section, request.params.id, version, input);
        return reply.status(201).send({ success: true, message: section.messages.added, [section.singular]: item, website_version: websiteVersion });
      },
    );

    app.put(
      `/${section.key}/:id`,
      { schema: { ...schema, params: z.object({ id }), body: section.input.extend(versioned.shape), response: { 200: itemResponse } } },
      async (request) => {
        const { version, ...input } = request.body as { version: number } & Record<string, unknown>;
        const { item, websiteVersion } = await items.update(await actor(request), section, request.params.id, version, input);
        return { success: true as const, message: section.messages.updated, [section.singular]: item, website_version: websiteVersion };
      },
    );

    app.delete(
      `/${section.key}/:id`,
      { schema: { ...schema, params: z.object({ id }), querystring: z.object({ version: z.coerce.number().int().positive() }), response: { 200: done } } },
      async (request) => {
        const { websiteVersion } = await items.remove(await actor(request), section, request.params.id, request.query.version);
        return { success: true as const, message: section.messages.deleted, website_version: websiteVersion };
      },
    );

    app.post(
      `/${section.key}/reorder`,
      {
        schema: {
          ...schema,
          body: z.object({ website_id: id, version: z.number().int().positive(), [section.key]: z.array(orderEntry).max(500) }),
          response: { 200: done },
        },
      },
      async (request) => {
        const body = request.body as { website_id: number; version: number } & Record<string, number[]>;
        const { websiteVersion } = await items.reorder(await actor(request), section, body.website_id, body.version, body[section.key] ?? []);
        return { success: true as const, message: section.messages.reordered, website_version: websiteVersion };
      },
    );
  }
};
