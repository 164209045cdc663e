import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminIdParams, adminOfferActionResponse, adminOfferResponse, adminOffersQuery, adminOffersResponse, liveOffer, offerInput, offerQuote, offerQuoteQuery, offerUpdate } from '@folio/schema';
import { z } from 'zod';
import type { OfferService } from './offers.service';

const admin = { auth: 'admin' as const };
const adminSchema = { tags: ['Admin'] };
const call = (request: FastifyRequest) => ({ admin: request.user, context: { ip: request.ip, requestId: request.id } });

/** Special Offers: the admin's /admin/offers, the landing page's live offer, and a code's quote for the plans screen. */
export const offerRoutes: FastifyPluginAsync<{ offers: OfferService }> = async (fastify, { offers }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/offers/live', { config: { auth: 'public' }, schema: { tags: ['Billing'], response: { 200: z.object({ success: z.literal(true), data: liveOffer.nullable() }) } } }, async () => ({
    success: true as const,
    data: await offers.live(),
  }));

  app.get('/offers/quote', { config: { auth: 'user' }, schema: { tags: ['Billing'], querystring: offerQuoteQuery, response: { 200: z.object({ success: z.literal(true), data: offerQuote }) } } }, async (request) => ({
    success: true as const,
    data: await offers.quote(request.user.id, request.query.code, request.query.plan, request.query.billing_cycle),
  }));

  app.get('/admin/offers', { config: admin, schema: { ...adminSchema, querystring: adminOffersQuery, response: { 200: adminOffersResponse } } }, async (request) => ({
    success: true as const,
    ...(await offers.list(request.query)),
  }));

  app.post('/admin/offers', { config: admin, schema: { ...adminSchema, body: offerInput, response: { 200: adminOfferActionResponse } } }, async (request) => ({
    success: true as const,
    message: 'Offer created.',
    data: await offers.create(call(request), request.body),
  }));

  app.get('/admin/offers/:id', { config: admin, schema: { ...adminSchema, params: adminIdParams, response: { 200: adminOfferResponse } } }, async (request) => ({
    success: true as const,
    data: await offers.detail(request.params.id),
  }));

  app.patch('/admin/offers/:id', { config: admin, schema: { ...adminSchema, params: adminIdParams, body: offerUpdate, response: { 200: adminOfferActionResponse } } }, async (request) => ({
    success: true as const,
    message: 'Offer updated.',
    data: await offers.update(call(request), request.params.id, request.body),
  }));

  app.delete('/admin/offers/:id', { config: admin, schema: { ...adminSchema, params: adminIdParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } }, async (request) => {
    await offers.remove(call(request), request.params.id);
    return { success: true as const, message: 'Offer deleted.' };
  });
};
