import { z } from 'zod';
import { adminPageQuery } from './admin';
import { offerCode, paidPlan } from './billing';
import { billingCycle, text, type BillingCycle } from './common';
import { pagination } from './notification';
import { getPlan } from './plans';

/**
 * Special Offers (/admin/offers): a code that takes a percentage or an amount off the first
 * payment of a paid plan (the first month, or the first year when billed yearly). The admin sets
 * the plan and cycle it is for (or any), when it ends and how many times it may be redeemed; the
 * checkout applies it, the test checkout and Stripe alike.
 */
export const offerKind = z.enum(['percent', 'amount']);
export type OfferKind = z.infer<typeof offerKind>;

export const offerState = z.enum(['live', 'expired', 'redeemed', 'ended']);
export type OfferState = z.infer<typeof offerState>;
export const offerStateLabels: Record<OfferState, string> = { live: 'Live', expired: 'Expired', redeemed: 'Fully redeemed', ended: 'Ended' };

/** The discount and where it applies: what makes an offer, fixed once it is made (a Stripe coupon cannot change). */
interface OfferTerms {
  kind: OfferKind;
  /** Percent (1 to 100), or US dollars. */
  value: number;
  plan: 'pro' | 'premium' | null;
  billing_cycle: BillingCycle | null;
}

const usd = (value: number) => (Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`);

/** "20% off the first month of the Pro plan", "$10 off the first payment of any paid plan". */
export function describeOffer(offer: OfferTerms): string {
  const amount = offer.kind === 'percent' ? `${offer.value}% off` : `${usd(offer.value)} off`;
  const first = offer.billing_cycle === 'monthly' ? 'the first month' : offer.billing_cycle === 'yearly' ? 'the first year' : 'the first payment';
  return `${amount} ${first} of ${offer.plan ? `the ${getPlan(offer.plan).display_name} plan` : 'any paid plan'}`;
}

/** What an offer takes off a price (both in US cents): never more than the price. */
export function discountCents(offer: Pick<OfferTerms, 'kind' | 'value'>, priceCents: number): number {
  const off = offer.kind === 'percent' ? Math.round((priceCents * offer.value) / 100) : Math.round(offer.value * 100);
  return Math.min(off, priceCents);
}

/** POST /api/admin/offers. */
export const offerInput = z
  .object({
    code: offerCode,
    description: text(120).default(''),
    kind: offerKind,
    value: z.number().positive('Enter a discount above zero.').max(10_000),
    plan: paidPlan.nullable().default(null),
    billing_cycle: billingCycle.nullable().default(null),
    expires_at: z.string().max(40).datetime({ offset: true }).nullable().default(null),
    max_redemptions: z.number().int().min(1, 'Allow at least one redemption, or leave it unlimited.').max(1_000_000).nullable().default(null),
    show_on_landing: z.boolean().default(false),
  })
  .superRefine((offer, context) => {
    if (offer.kind === 'percent' && (!Number.isInteger(offer.value) || offer.value > 100)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is a whole number from 1 to 100.' });
    }
    if (offer.kind === 'amount' && Math.round(offer.value * 100) !== offer.value * 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'An amount has at most two decimals.' });
    }
  });
export type OfferInput = z.input<typeof offerInput>;
/** An offer as the server makes it: the input with its defaults. */
export type NewOffer = z.output<typeof offerInput>;

/** PATCH /api/admin/offers/:id: what may change after an offer is made; its code and discount stay. */
export const offerUpdate = z.object({
  description: text(120).optional(),
  expires_at: z.string().max(40).datetime({ offset: true }).nullable().optional(),
  max_redemptions: z.number().int().min(1, 'Allow at least one redemption, or leave it unlimited.').max(1_000_000).nullable().optional(),
  active: z.boolean().optional(),
  show_on_landing: z.boolean().optional(),
});
export type OfferUpdate = z.infer<typeof offerUpdate>;

export const adminOffersQuery = adminPageQuery.extend({
  search: text(64).optional(),
  state: offerState.optional(),
});
export type AdminOffersQuery = z.infer<typeof adminOffersQuery>;

export const adminOffer = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: offerKind,
  value: z.number(),
  plan: paidPlan.nullable(),
  billing_cycle: billingCycle.nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  active: z.boolean(),
  show_on_landing: z.boolean(),
  state: offerState,
  terms: z.string(),
  stripe_coupon_id: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOffer = z.infer<typeof adminOffer>;

export const adminOffersResponse = z.object({ success: z.literal(true), data: z.array(adminOffer), pagination });

/** A checkout that used the offer. */
export const offerRedemption = z.object({
  checkout_id: z.string(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  plan: paidPlan,
  billing_cycle: billingCycle,
  discount_usd: z.number(),
  redeemed_at: z.string().nullable(),
});
export type OfferRedemption = z.infer<typeof offerRedemption>;

export const adminOfferResponse = z.object({ success: z.literal(true), data: adminOffer.extend({ recent_redemptions: z.array(offerRedemption) }) });
export type AdminOfferDetail = z.infer<typeof adminOfferResponse>['data'];
export const adminOfferActionResponse = z.object({ success: z.literal(true), message: z.string(), data: adminOffer });

/** GET /api/offers/live: the offer the landing page's pricing shows, or null. */
export const liveOffer = z.object({
  code: z.string(),
  description: z.string(),
  terms: z.string(),
  plan: paidPlan.nullable(),
  billing_cycle: billingCycle.nullable(),
  expires_at: z.string().nullable(),
});
export type LiveOffer = z.infer<typeof liveOffer>;

/** GET /api/offers/quote: what a code takes off one plan and cycle, for the signed-in user. */
export const offerQuoteQuery = z.object({ code: offerCode, plan: paidPlan, billing_cycle: billingCycle.default('monthly') });
export const offerQuote = z.object({
  code: z.string(),
  description: z.string(),
  terms: z.string(),
  price_usd: z.number(),
  discount_usd: z.number(),
  first_payment_usd: z.number(),
});
export type OfferQuote = z.infer<typeof offerQuote>;
