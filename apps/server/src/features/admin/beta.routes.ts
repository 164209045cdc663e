import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoVideoResponse, joinWaitingListInput, joinWaitingListResponse, waitingListPlaceResponse } from '@folio/schema';
import { ValidationError } from '../../platform/errors';
import type { DemoVideoService } from './demo-video.service';
import type { WaitingListService } from './waiting-list.service';

/** The public side of the beta: joining the waiting list, one's place on it, and the demo video. */
export const betaRoutes: FastifyPluginAsync<{ waitingList: WaitingListService; demoVideo: DemoVideoService }> = async (fastify, { waitingList, demoVideo }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Beta access'];

  /** A visitor joins with an address; a signed-in user always with their own. */
  app.post(
    '/beta-access/waiting-list',
    { config: { auth: 'optional' }, schema: { tags, body: joinWaitingListInput, response: { 200: joinWaitingListResponse } } },
    async (request) => {
      const user = request.signedIn?.user;
      const email = user?.email ?? request.body.email;
      if (!email) throw new ValidationError({ email: ['The email field is required.'] });
      const message = await waitingList.join({ email, source: user ? 'app' : 'landing', ip: request.ip });
      return { success: true as const, message };
    },
  );

  app.get('/beta-access/waiting-list', { config: { auth: 'user' }, schema: { tags, response: { 200: waitingListPlaceResponse } } }, async (request) => ({
    success: true as const,
    data: await waitingList.placeOf(request.user),
  }));

  app.get('/demo-video', { config: { auth: 'public' }, schema: { tags, response: { 200: demoVideoResponse } } }, async () => ({
    success: true as const,
    data: await demoVideo.get(),
  }));
};
