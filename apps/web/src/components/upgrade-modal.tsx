import { getPlan, plans, upgradeBenefits, type SubscriptionLimitData } from '@folio/schema';
import { Check, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { errorDetails } from '@/lib/api-client';

/**
 * The upgrade modal for a 403 subscription_limit_exceeded (platform.md sections 3 and 6), shared by
 * the dashboard, onboarding and the builder. It takes the error's data as the server sent it.
 */

export type PaidPlan = 'pro' | 'premium';

export type { SubscriptionLimitData };

/** The limit data of an API error, or null when the error is something else. */
export function subscriptionLimitOf(error: unknown): SubscriptionLimitData | null {
  return errorDetails(error, 'subscription_limit_exceeded');
}

/**
 * The same data computed in the browser, for a check made before asking the server (the dashboard
 * knows the count and the limit; the server still refuses on its own if the check was stale).
 */
export function limitDataFor(planName: string, currentCount: number, isOnTrial: boolean): SubscriptionLimitData {
  const plan = getPlan(planName);
  const suggested: PaidPlan | null = plan.name === 'free' ? 'pro' : plan.name === 'pro' ? 'premium' : null;
  return {
    current_plan: plan.name,
    current_count: currentCount,
    limit: plan.limits.portfolio_count,
    suggested_plan: suggested,
    current_plan_display: plan.display_name,
    checkout_url: paths.app.checkout.getHref({ plan: suggested ?? 'premium', billing: 'monthly' }),
    is_on_trial: isOnTrial,
    upgrade_benefits: suggested ? upgradeBenefits(plans[suggested]) : [],
  };
}

/**
 * Pro is offered when the plan is free or pro is the suggestion; premium unless the plan is premium
 * (platform.md section 6).
 */
export function offeredPlans(data: SubscriptionLimitData): PaidPlan[] {
  const offered: PaidPlan[] = [];
  if (data.current_plan === 'free' || data.suggested_plan === 'pro') offered.push('pro');
  if (data.current_plan !== 'premium') offered.push('premium');
  return offered;
}

/**
 * Where Upgrade leads: a free user starts a checkout (with the trial, as the dashboard's checkout
 * links do); a paying one changes plan on the plans page instead of paying twice.
 */
export function upgradeHref(data: SubscriptionLimitData, plan: PaidPlan, feature: string): string {
  if (data.current_plan === 'free') return paths.app.checkout.getHref({ plan, billing: 'monthly', flow: 'trial', feature });
  return paths.app.subscriptionPlans.getHref({ plan, action: 'upgrade' });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function PlanOption({ data, plan, feature, onUpgrade }: { data: SubscriptionLimitData; plan: PaidPlan; feature: string; onUpgrade?: (plan: PaidPlan) => void }) {
  const definition = plans[plan];
  const suggested = data.suggested_plan === plan;
  const benefits = suggested && data.upgrade_benefits.length > 0 ? data.upgrade_benefits : upgradeBenefits(definition);
  return (
    <li className={suggested ? 'grid gap-3 rounded-xl border border-primary/50 bg-primary-soft/40 p-4' : 'grid gap-3 rounded-xl border p-4'}>
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="flex items-center gap-2 font-semibold">
            {definition.display_name}
            {suggested && <Badge variant="primary">Suggested</Badge>}
          </p>
        </div>
        <p className="text-right">
          <span className="text-xl font-semibold">${definition.price_monthly_usd}</span>
          <span className="text-sm text-muted-foreground">/month</span>
        </p>
      </div>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2 text-sm">
            <Check className="size-4 shrink-0 text-success-text" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <Button asChild variant={suggested ? 'primary' : 'outline'} className="w-full sm:w-auto sm:justify-self-end">
        <Link to={upgradeHref(data, plan, feature)} onClick={() => onUpgrade?.(plan)}>
          <Sparkles aria-hidden="true" />
          Upgrade to {definition.display_name}
        </Link>
      </Button>
    </li>
  );
}

export function UpgradeModal({
  data,
  onClose,
  onUpgrade,
  feature = 'portfolio_limit',
}: {
  /** Open while set. */
  data: SubscriptionLimitData | null;
  onClose: () => void;
  /** Called as an Upgrade button is followed (e.g. to remember what the user was doing). */
  onUpgrade?: (plan: PaidPlan) => void;
  /** Sent to checkout, so the payment can say what it unlocks. */
  feature?: string;
}) {
  const offered = data ? offeredPlans(data) : [];
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        {data && (
          <>
            <DialogHeader
              icon={
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
                  <Crown className="size-5" aria-hidden="true" />
                </span>
              }
              title="Upgrade Required"
              description={
                `Your ${data.current_plan_display} plan includes ${plural(data.limit, 'portfolio website')}, and you have ${data.current_count}.` +
                (data.is_on_trial ? ' You are on a trial; upgrading keeps everything you have made.' : '') +
                (offered.length > 0 ? ' Upgrade to create more.' : '')
              }
            />
            {offered.length > 0 ? (
              <ul className="grid gap-3">
                {offered.map((plan) => (
                  <PlanOption key={plan} data={data} plan={plan} feature={feature} onUpgrade={onUpgrade} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                Premium is the largest plan. Delete a website you no longer need to make room for a new one.
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Maybe Later</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
