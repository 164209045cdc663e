import { z } from 'zod';

/**
 * The one shape of every error the API answers. `details` carries what a screen needs to react:
 * the field errors of a 422, the limit of a 403 subscription_limit_exceeded, and so on
 * (see ApiErrorDetails). A 429 also sends Retry-After.
 */
export const apiErrorBody = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Field name -> messages: the spec's errors map. */
export type FieldErrors = Record<string, string[]>;

/** A 403 subscription_limit_exceeded's details (platform.md section 3). */
export const subscriptionLimitData = z.object({
  current_plan: z.string(),
  current_count: z.number().int(),
  limit: z.number().int(),
  suggested_plan: z.enum(['pro', 'premium']).nullable(),
  current_plan_display: z.string(),
  checkout_url: z.string(),
  is_on_trial: z.boolean(),
  upgrade_benefits: z.array(z.string()),
});
export type SubscriptionLimitData = z.infer<typeof subscriptionLimitData>;

/** A 403 subscription_required's details: a plan feature the user's plan does not include (builder.md section 8). */
export const subscriptionRequiredData = z.object({
  feature: z.string(),
  current_plan: z.string(),
  required_plan: z.enum(['pro', 'premium']),
  checkout_url: z.string(),
  upgrade_benefits: z.array(z.string()),
});
export type SubscriptionRequiredData = z.infer<typeof subscriptionRequiredData>;

/** The details each error code carries, for the codes screens react to. */
export interface ApiErrorDetails {
  validation_failed: { errors: FieldErrors };
  subscription_limit_exceeded: SubscriptionLimitData;
  subscription_required: SubscriptionRequiredData;
  template_locked: { required_plan: 'pro' | 'premium'; current_plan: string; template: string };
  email_unverified: { requires_verification: true; email: string };
  too_many_attempts: { retry_after: number };
  version_conflict: { website: unknown };
}
