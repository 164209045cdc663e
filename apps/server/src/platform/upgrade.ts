import { getPlan, plans, upgradeBenefits, type SubscriptionRequiredData } from '@folio/schema';
import { AppError } from './errors';
import { catalogueCounts } from './template-catalogue';

/** Whose plan it is: a user (or anything that carries a plan name). */
type OnPlan = { current_plan: string | null };

/** What a plan-gated feature offers the user whose plan lacks it: the plan it needs and what that plan brings. */
export function upgradeOffer(user: OnPlan, feature: string, requiredPlan: 'pro' | 'premium', appUrl: string): SubscriptionRequiredData {
  return {
    feature,
    current_plan: getPlan(user.current_plan).name,
    required_plan: requiredPlan,
    checkout_url: `${appUrl}/subscription/plans?plan=${requiredPlan}&billing=monthly`,
    upgrade_benefits: upgradeBenefits(plans[requiredPlan], { templates: catalogueCounts[requiredPlan] }),
  };
}

/**
 * The spec's 403 for a feature the plan does not include (builder.md section 8: "Subscription
 * required" with feature, current_plan and required_plan), which opens the upgrade dialog.
 */
export function subscriptionRequired(user: OnPlan, feature: string, requiredPlan: 'pro' | 'premium', appUrl: string): AppError {
  return new AppError(403, 'subscription_required', 'Subscription required', upgradeOffer(user, feature, requiredPlan, appUrl));
}
