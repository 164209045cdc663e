import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id, versioned } from '@folio/schema';
import { z } from 'zod';
import { sections } from './sections.registry';
import type { SectionService } from './sections.service';

const orderEntry = z.union([id, z.object({ id })]).transform((entry) => (typeof entry === 'number' ? entry : entry.id));

/** The same five calls for every list section: list and add under the website, update, delete and reorder by item. */
export const sectionRoutes: FastifyPluginAsync<{ items: SectionService }> = async (fastify, { items }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const section of sections) {
    const schema = { tags: ['Website sections'] };
    const itemResponse = z.object({ success: z.literal(true), message: z.string(), [section.singular]: section.entity, website_version: z.number() });
    const done = z.object({ success: z.literal(true), message: z.string(), website_version: z.number() });

    app.get(
      `/websites/:id/${section.key}`,
      { config: { auth: 'user', token: 'read' }, schema: { ...schema, params: z.object({ id }), response: { 200: z.object({ success: z.literal(true), data: z.array(section.entity) }) } } },
      async (request) => ({ success: true as const, data: await items.list(request.user, section, request.params.id) }),
    );

    app.post(
      `/websites/:id/${section.key}`,
      { config: { auth: 'user', token: 'write' }, schema: { ...schema, params: z.object({ id }), body: section.input.extend(versioned.shape), response: { 201: itemResponse } } },
      async (request, reply) => {
        const { version, ...input } = request.body as { version: number } & Record<string, unknown>;
        const { item, websiteVersion } = await items.create(request.user, section, request.params.id, version, input);
        return reply.status(201).send({ success: true, message: section.messages.added, [section.singular]: item, website_version: websiteVersion });
      },
    );

    app.put(
      `/${section.key}/:id`,
      { config: { auth: 'user', token: 'write' }, schema: { ...schema, params: z.object({ id }), body: section.input.extend(versioned.shape), response: { 200: itemResponse } } },
      async (request) => {
        const { version, ...input } = request.body as { version: number } & Record<string, unknown>;
        const { item, websiteVersion } = await items.update(request.user, section, request.params.id, version, input);
        return { success: true as const, message: section.messages.updated, [section.singular]: item, website_version: websiteVersion };
      },
    );

    app.delete(
      `/${section.key}/:id`,
      { config: { auth: 'user', token: 'write' }, schema: { ...schema, params: z.object({ id }), querystring: z.object({ version: z.coerce.number().int().positive() }), response: { 200: done } } },
      async (request) => {
        const { websiteVersion } = await items.remove(request.user, section, request.params.id, request.query.version);
        return { success: true as const, message: section.messages.deleted, website_version: websiteVersion };
      },
    );

    app.post(
      `/${section.key}/reorder`,
      {
        config: { auth: 'user', token: 'write' },
        schema: {
          ...schema,
          body: z.object({ website_id: id, version: z.number().int().positive(), [section.key]: z.array(orderEntry).max(500) }),
          response: { 200: done },
        },
      },
      async (request) => {
        const body = request.body as { website_id: number; version: number } & Record<string, number[]>;
        const { websiteVersion } = await items.reorder(request.user, section, body.website_id, body.version, body[section.key] ?? []);
        return { success: true as const, message: section.messages.reordered, website_version: websiteVersion };
      },
    );
  }
};
