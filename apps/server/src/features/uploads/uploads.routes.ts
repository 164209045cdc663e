import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { id, MAX_INT, picture, websiteWithSections } from '@folio/schema';
import { z } from 'zod';
import { readSingleFile } from '../../platform/http/multipart';
import { MAX_IMAGE_BYTES } from '../../platform/images';
import { pictureMessages, projectImageMessages, type UploadService } from './uploads.service';

const schema = { tags: ['Uploads'], params: z.object({ id }) };
const version = z.object({ version: z.coerce.number().int().positive().max(MAX_INT) });
const withWebsite = z.object({ success: z.literal(true), message: z.string(), website: websiteWithSections });
const withPictures = z.object({ success: z.literal(true), message: z.string(), pictures: z.array(picture), website_version: z.number() });

/** Multipart uploads; the website version travels in the query string. */
export const uploadRoutes: FastifyPluginAsync<{ uploads: UploadService }> = async (fastify, { uploads }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = (request: FastifyRequest, field: string, tooLarge: string) =>
    readSingleFile(request, field, MAX_IMAGE_BYTES, { missing: 'Please select an image file', tooLarge });

  app.post('/websites/:id/picture', { config: { auth: 'user', token: 'write' }, schema: { ...schema, querystring: version, response: { 200: withWebsite } } }, async (request) => {
    const { user } = request;
    const file = await read(request, 'picture', pictureMessages.tooLarge);
    return { success: true as const, message: 'Image uploaded successfully!', website: await uploads.setPicture(user, request.params.id, request.query.version, file.buffer) };
  });

  app.delete('/websites/:id/picture', { config: { auth: 'user', token: 'write' }, schema: { ...schema, querystring: version, response: { 200: withWebsite } } }, async (request) => ({
    success: true as const,
    message: 'Image removed successfully!',
    website: await uploads.removePicture(request.user, request.params.id, request.query.version),
  }));

  app.post('/projects/:id/images', { config: { auth: 'user', token: 'write' }, schema: { ...schema, querystring: version, response: { 200: withPictures.extend({ image: picture }) } } }, async (request) => {
    const { user } = request;
    const file = await read(request, 'image', projectImageMessages.tooLarge);
    const added = await uploads.addProjectImage(user, request.params.id, request.query.version, file.buffer, file.filename);
    return { success: true as const, message: 'Image uploaded successfully!', image: added.image, pictures: added.pictures, website_version: added.websiteVersion };
  });

  app.delete(
    '/projects/:id/images',
    { config: { auth: 'user', token: 'write' }, schema: { ...schema, querystring: version.extend({ img: z.string().max(500) }), response: { 200: withPictures } } },
    async (request) => {
      const removed = await uploads.removeProjectImage(request.user, request.params.id, request.query.version, request.query.img);
      return { success: true as const, message: 'Image removed successfully!', pictures: removed.pictures, website_version: removed.websiteVersion };
    },
  );
};
