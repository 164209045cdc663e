import { getPlan, plans, upgradeBenefits, type PlanName, type SubscriptionLimitData } from '@folio/schema';
import { AppError } from './errors';

/** The plan to offer above `current`: pro from free, premium otherwise. */
export const suggestedPlan = (current: string | null | undefined): Exclude<PlanName, 'free'> => (getPlan(current).name === 'free' ? 'pro' : 'premium');

/** Where the upgrade dialog sends someone to buy `plan`. */
export const checkoutUrl = (appUrl: string, plan: PlanName) => `${appUrl}/checkout?plan=${plan}&billing=monthly`;

/**
 * The spec's 403 subscription_limit_exceeded (platform.md section 3), which opens the upgrade dialog:
 * what the plan allows, what it has, and what the suggested plan would bring. Every plan-gated
 * route answers with it.
 */
export function subscriptionLimitExceeded(
  current: string | null | undefined,
  { appUrl, message, currentCount, limit, isOnTrial }: { appUrl: string; message: string; currentCount: number; limit: number; isOnTrial: boolean },
): AppError {
  const plan = getPlan(current);
  const suggested = suggestedPlan(plan.name);
  return new AppError(403, 'subscription_limit_exceeded', message, {
    current_plan: plan.name,
    current_count: currentCount,
    limit,
    suggested_plan: plan.name === 'premium' ? null : suggested,
    current_plan_display: plan.display_name,
    checkout_url: checkoutUrl(appUrl, suggested),
    is_on_trial: isOnTrial,
    upgrade_benefits: upgradeBenefits(plans[suggested]),
  } satisfies SubscriptionLimitData);
}
