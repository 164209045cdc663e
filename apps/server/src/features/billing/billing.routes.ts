import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePlanInput, checkoutSessionInput, plans } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { BillingService } from './billing.service';

const schema = { tags: ['Billing'], security: [{ bearerAuth: [] }] };
const checkoutParams = z.object({ id: z.string().uuid() });

export const billingRoutes: FastifyPluginAsync<{ auth: AuthService; billing: BillingService }> = async (fastify, { auth, billing }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;

  app.get('/subscription/plans', { schema: { tags: ['Billing'] } }, async () => ({ success: true, data: Object.values(plans) }));

  app.post('/checkout/session', { schema: { ...schema, body: checkoutSessionInput } }, async (request) => {
    const result = await billing.startCheckout(await actor(request), request.body);
    // The spec's client reads checkout_url or data.checkout_url.
    return { success: true, checkout_url: result.checkout_url, data: result };
  });

  app.get('/checkout/sessions/:id', { schema: { ...schema, params: checkoutParams } }, async (request) => ({
    success: true,
    data: await billing.getCheckout(await actor(request), request.params.id),
  }));

  app.post('/checkout/sessions/:id/complete', { schema: { ...schema, params: checkoutParams } }, async (request) => ({
    success: true,
    ...(await billing.completeTestCheckout(await actor(request), request.params.id)),
  }));

  app.post('/checkout/sessions/:id/cancel', { schema: { ...schema, params: checkoutParams } }, async (request) => ({
    success: true,
    ...(await billing.cancelCheckout(await actor(request), request.params.id)),
  }));

  app.post('/subscription/change', { schema: { ...schema, body: changePlanInput } }, async (request) => {
    const result = await billing.changePlan(await actor(request), request.body.plan, request.body.billing_cycle);
    return { success: true, message: result.pending ? 'Your plan change is on its way.' : 'Your plan has been changed.', ...result };
  });

  app.post('/subscription/cancel', { schema }, async (request) => {
    const result = await billing.setCancelAtPeriodEnd(await actor(request), true);
    return { success: true, message: 'Your subscription will end at the end of the current period.', ...result };
  });

  app.post('/subscription/resume', { schema }, async (request) => {
    const result = await billing.setCancelAtPeriodEnd(await actor(request), false);
    return { success: true, message: 'Your subscription will continue.', ...result };
  });

  app.post('/subscription/portal', { schema }, async (request) => ({ success: true, url: await billing.portal(await actor(request)) }));

  // Stripe signs the exact bytes it sends, so this one route reads its body unparsed.
  await app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    webhooks.post('/webhooks/payments', { schema: { tags: ['Billing'], hide: false } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      return billing.receiveWebhook(String(request.body), typeof signature === 'string' ? signature : undefined);
    });
  });
};
