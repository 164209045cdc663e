import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  betaSettingsInput,
  betaSettingsResponse,
  DEMO_VIDEO_MAX_BYTES,
  demoVideoMessages,
  demoVideoResponse,
  demoVideoTitle,
  demoVideoUrlInput,
  inviteInput,
  inviteResponse,
  waitingListQuery,
  waitingListResponse,
} from '@folio/schema';
import { z } from 'zod';
import { AppError, ValidationError } from '../../platform/errors';
import { readMultipart } from '../../platform/http/multipart';
import type { DemoVideoService } from './demo-video.service';
import type { WaitingListService } from './waiting-list.service';

const schema = { tags: ['Admin'] };
const admin = { auth: 'admin' as const };
const call = (request: FastifyRequest) => ({ admin: request.user, context: { ip: request.ip, requestId: request.id } });
const withVideo = demoVideoResponse.extend({ message: z.string() });

/** /admin/beta-settings, /admin/waiting-list and /admin/demo-video: every route `auth: 'admin'`, every change audited. */
export const adminBetaRoutes: FastifyPluginAsync<{ waitingList: WaitingListService; demoVideo: DemoVideoService }> = async (fastify, { waitingList, demoVideo }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/beta-settings', { config: admin, schema: { ...schema, response: { 200: betaSettingsResponse } } }, async () => ({
    success: true as const,
    data: await waitingList.settings(),
  }));

  app.put('/admin/beta-settings', { config: admin, schema: { ...schema, body: betaSettingsInput, response: { 200: betaSettingsResponse.extend({ message: z.string() }) } } }, async (request) => {
    const data = await waitingList.setEnabled(call(request), request.body.beta_access_enabled);
    return { success: true as const, message: data.beta_access_enabled ? 'Beta access is on: new accounts wait for an invitation.' : 'Beta access is off: everyone can sign up and use Folio.', data };
  });

  app.get('/admin/waiting-list', { config: admin, schema: { ...schema, querystring: waitingListQuery, response: { 200: waitingListResponse } } }, async (request) => ({
    success: true as const,
    ...(await waitingList.list(request.query)),
  }));

  app.post('/admin/waiting-list/invite', { config: admin, schema: { ...schema, body: inviteInput, response: { 200: inviteResponse } } }, async (request) => ({
    success: true as const,
    ...(await waitingList.invite(call(request), request.body.ids, request.body.emails)),
  }));

  app.get('/admin/demo-video', { config: admin, schema: { ...schema, response: { 200: demoVideoResponse } } }, async () => ({ success: true as const, data: await demoVideo.get() }));

  app.put('/admin/demo-video', { config: admin, schema: { ...schema, body: demoVideoUrlInput, response: { 200: withVideo } } }, async (request) => ({
    success: true as const,
    message: 'Demo video saved.',
    data: await demoVideo.setUrl(call(request), request.body.url, request.body.title),
  }));

  app.post('/admin/demo-video/file', { config: admin, schema: { ...schema, response: { 200: withVideo } } }, async (request) => {
    const { files, fields } = await readMultipart(request, { video: { maxBytes: DEMO_VIDEO_MAX_BYTES, tooLarge: demoVideoMessages.tooLarge } });
    const file = files.video;
    if (!file) throw new AppError(422, 'file_required', demoVideoMessages.missing, { errors: { video: [demoVideoMessages.missing] } });
    const title = demoVideoTitle.safeParse(fields.title);
    if (!title.success) throw new ValidationError({ title: [title.error.issues[0]?.message ?? 'The title is not valid.'] });
    return { success: true as const, message: 'Demo video uploaded.', data: await demoVideo.setFile(call(request), file.buffer, title.data) };
  });

  app.delete('/admin/demo-video', { config: admin, schema: { ...schema, response: { 200: withVideo } } }, async (request) => ({
    success: true as const,
    message: 'Demo video removed.',
    data: await demoVideo.remove(call(request)),
  }));
};
