import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogPost, blogPostInput, id, versioned } from '@folio/schema';
import { z } from 'zod';
import { readSingleFile } from '../../platform/http/multipart';
import { MAX_IMAGE_BYTES } from '../../platform/images';
import { blogImageMessages, type BlogService } from './blog.service';

const tags = ['Website sections'];
const orderEntry = z.union([id, z.object({ id })]).transform((entry) => (typeof entry === 'number' ? entry : entry.id));
const postResponse = z.object({ success: z.literal(true), message: z.string(), blogPost, website_version: z.number() });
const done = z.object({ success: z.literal(true), message: z.string(), website_version: z.number() });
const body = blogPostInput.extend(versioned.shape);

/**
 * A website's posts: list and add under the website, update, delete and reorder by post (as the other
 * list sections), and the images of their content (multipart field `image`).
 */
export const blogRoutes: FastifyPluginAsync<{ blog: BlogService }> = async (fastify, { blog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/websites/:id/blog-posts',
    { config: { auth: 'user', token: 'read' }, schema: { tags, params: z.object({ id }), response: { 200: z.object({ success: z.literal(true), data: z.array(blogPost) }) } } },
    async (request) => ({ success: true as const, data: await blog.list(request.user, request.params.id) }),
  );

  app.post(
    '/websites/:id/blog-posts',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), body, response: { 201: postResponse } } },
    async (request, reply) => {
      const { version, ...input } = request.body;
      const { post, websiteVersion } = await blog.create(request.user, request.params.id, version, input);
      return reply.status(201).send({ success: true as const, message: 'Blog post created successfully!', blogPost: post, website_version: websiteVersion });
    },
  );

  app.put(
    '/blog-posts/:id',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), body, response: { 200: postResponse } } },
    async (request) => {
      const { version, ...input } = request.body;
      const { post, websiteVersion } = await blog.update(request.user, request.params.id, version, input);
      return { success: true as const, message: 'Blog post updated successfully!', blogPost: post, website_version: websiteVersion };
    },
  );

  app.delete(
    '/blog-posts/:id',
    { config: { auth: 'user', token: 'write' }, schema: { tags, params: z.object({ id }), querystring: z.object({ version: z.coerce.number().int().positive() }), response: { 200: done } } },
    async (request) => {
      const { websiteVersion } = await blog.remove(request.user, request.params.id, request.query.version);
      return { success: true as const, message: 'Blog post deleted successfully', website_version: websiteVersion };
    },
  );

  app.post(
    '/websites/:id/blog-images',
    {
      config: { auth: 'user', token: 'write' },
      schema: {
        tags,
        params: z.object({ id }),
        response: { 201: z.object({ success: z.literal(true), message: z.string(), url: z.string(), width: z.number(), height: z.number() }) },
      },
    },
    async (request, reply) => {
      await blog.admitImage(request.user, request.params.id);
      const file = await readSingleFile(request, 'image', MAX_IMAGE_BYTES, { missing: 'Please select an image file', tooLarge: blogImageMessages.tooLarge });
      const image = await blog.storeImage(file.buffer);
      return reply.status(201).send({ success: true as const, message: 'Image uploaded successfully!', ...image });
    },
  );

  app.post(
    '/blog-posts/reorder',
    {
      config: { auth: 'user', token: 'write' },
      schema: { tags, body: z.object({ website_id: id, version: z.number().int().positive(), blogPosts: z.array(orderEntry).max(500) }), response: { 200: done } },
    },
    async (request) => {
      const { websiteVersion } = await blog.reorder(request.user, request.body.website_id, request.body.version, request.body.blogPosts);
      return { success: true as const, message: 'Blog post order updated', website_version: websiteVersion };
    },
  );
};
