import { z } from 'zod';
import { billingCycle } from './common';

export const paidPlan = z.enum(['pro', 'premium']);

/** POST /api/checkout/session */
export const checkoutSessionInput = z.object({
  plan: paidPlan,
  billing_cycle: billingCycle.default('monthly'),
  flow: z.enum(['trial', 'upgrade']).default('upgrade'),
  feature: z.string().max(60).optional(),
});

/** POST /api/subscription/change: to another paid plan or cycle (free is a cancellation). */
export const changePlanInput = z.object({ plan: paidPlan, billing_cycle: billingCycle.default('monthly') });

/** Days of a trial started with flow=trial. */
export const TRIAL_DAYS = 14;
