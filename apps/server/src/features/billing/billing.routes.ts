import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingCycle, changePlanInput, checkoutSessionInput, paidPlan, planName, plans } from '@folio/schema';
import { z } from 'zod';
import type { BillingService } from './billing.service';

const schema = { tags: ['Billing'] };
const checkoutParams = z.object({ id: z.string().uuid() });
const ok = z.literal(true);
const plan = z.object({
  name: planName,
  display_name: z.string(),
  price_monthly_usd: z.number(),
  price_yearly_usd: z.number(),
  limits: z.object({ portfolio_count: z.number().int(), custom_domains: z.number().int() }),
  template_tiers: z.array(planName).readonly(),
  features: z.array(z.string()).readonly(),
});
const checkout = z.object({
  id: z.string(),
  plan: paidPlan,
  plan_display: z.string(),
  billing_cycle: billingCycle,
  flow: z.enum(['trial', 'upgrade']),
  status: z.enum(['open', 'completed', 'canceled']),
  price_usd: z.number(),
  trial_days: z.number().int(),
  test_mode: z.boolean(),
  /** What the offer takes off the first payment (after the trial, when there is one). */
  discount_usd: z.number(),
  offer: z.object({ code: z.string(), terms: z.string() }).nullable(),
});
const redirect = z.object({ success: ok, redirect_url: z.string() });
/** What a plan change leaves over the new plan's limits: kept, and said plainly. */
const overLimit = z.object({ portfolio_count: z.object({ current: z.number().int(), limit: z.number().int() }), message: z.string() }).nullable();
const planChange = z.object({ success: ok, message: z.string(), pending: z.boolean(), over_limit: overLimit });

export const billingRoutes: FastifyPluginAsync<{ billing: BillingService }> = async (fastify, { billing }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/subscription/plans', { config: { auth: 'public' }, schema: { tags: ['Billing'], response: { 200: z.object({ success: ok, data: z.array(plan) }) } } }, async () => ({ success: true as const, data: Object.values(plans) }));

  app.post('/checkout/session', { config: { auth: 'user' }, schema: { ...schema, body: checkoutSessionInput, response: { 200: z.object({ success: ok, checkout_url: z.string(), data: z.object({ checkout_url: z.string(), session_id: z.string() }) }) } } }, async (request) => {
    const result = await billing.startCheckout(request.user, request.body);
    // The spec's client reads checkout_url or data.checkout_url.
    return { success: true as const, checkout_url: result.checkout_url, data: result };
  });

  app.get('/checkout/sessions/:id', { config: { auth: 'user' }, schema: { ...schema, params: checkoutParams, response: { 200: z.object({ success: ok, data: checkout }) } } }, async (request) => ({
    success: true as const,
    data: await billing.getCheckout(request.user, request.params.id),
  }));

  app.post('/checkout/sessions/:id/complete', { config: { auth: 'user' }, schema: { ...schema, params: checkoutParams, response: { 200: redirect } } }, async (request) => ({
    success: true as const,
    ...(await billing.completeTestCheckout(request.user, request.params.id)),
  }));

  app.post('/checkout/sessions/:id/cancel', { config: { auth: 'user' }, schema: { ...schema, params: checkoutParams, response: { 200: redirect } } }, async (request) => ({
    success: true as const,
    ...(await billing.cancelCheckout(request.user, request.params.id)),
  }));

  app.post('/subscription/change', { config: { auth: 'user' }, schema: { ...schema, body: changePlanInput, response: { 200: planChange } } }, async (request) => {
    const result = await billing.changePlan(request.user, request.body.plan, request.body.billing_cycle);
    return { success: true as const, message: result.pending ? 'Your plan change is on its way.' : 'Your plan has been changed.', ...result };
  });

  app.post('/subscription/cancel', { config: { auth: 'user' }, schema: { ...schema, response: { 200: planChange } } }, async (request) => {
    const result = await billing.setCancelAtPeriodEnd(request.user, true);
    return { success: true as const, message: 'Your subscription will end at the end of the current period.', ...result };
  });

  app.post('/subscription/resume', { config: { auth: 'user' }, schema: { ...schema, response: { 200: planChange } } }, async (request) => {
    const result = await billing.setCancelAtPeriodEnd(request.user, false);
    return { success: true as const, message: 'Your subscription will continue.', ...result };
  });

  app.post('/subscription/portal', { config: { auth: 'user' }, schema: { ...schema, response: { 200: z.object({ success: ok, url: z.string().nullable() }) } } }, async (request) => ({ success: true as const, url: await billing.portal(request.user) }));

  // Stripe signs the exact bytes it sends, so this one route reads its body unparsed.
  await app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    webhooks.post('/webhooks/payments', { config: { auth: 'public' }, schema: { tags: ['Billing'], hide: false, response: { 200: z.object({ received: ok, outcome: z.enum(['applied', 'ignored', 'duplicate']) }) } } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      return billing.receiveWebhook(String(request.body), typeof signature === 'string' ? signature : undefined);
    });
  });
};
