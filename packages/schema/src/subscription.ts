import { z } from 'zod';
import { billingCycle, planName } from './common';

export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);

export const subscription = z.object({
  id: z.number().int(),
  plan: planName,
  status: subscriptionStatus,
  billing_cycle: billingCycle,
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;

/** GET /api/subscription/current: the spec's response shape. */
export const currentSubscriptionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    subscription: subscription.nullable(),
    plan: z.object({ name: planName, display_name: z.string() }),
    limits: z.object({ portfolio_count: z.number().int(), custom_domains: z.number().int() }),
    has_access: z.boolean(),
    /** Whether the account may still start a free trial: one per account (and per card with Stripe). */
    trial_available: z.boolean(),
  }),
});
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponse>;

/** Active or trialing has access; no subscription at all means free access (platform.md section 4). */
export function subscriptionGivesAccess(status: string | null | undefined): boolean {
  return status == null || status === 'active' || status === 'trialing';
}
