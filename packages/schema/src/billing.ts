import { z } from 'zod';
import { billingCycle, str } from './common';

export const paidPlan = z.enum(['pro', 'premium']);

/** A Special Offer's code (offers.ts): typed in any case, kept upper-case. */
export const offerCode = str(32)
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, 'Use 3 to 32 letters, digits, dashes or underscores.'));

/** POST /api/checkout/session */
export const checkoutSessionInput = z.object({
  plan: paidPlan,
  billing_cycle: billingCycle.default('monthly'),
  flow: z.enum(['trial', 'upgrade']).default('upgrade'),
  feature: z.string().max(60).optional(),
  offer_code: offerCode.optional(),
});

/** POST /api/subscription/change: to another paid plan or cycle (free is a cancellation). */
export const changePlanInput = z.object({ plan: paidPlan, billing_cycle: billingCycle.default('monthly') });

/** Days of a trial started with flow=trial. */
export const TRIAL_DAYS = 14;
