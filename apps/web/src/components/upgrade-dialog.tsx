import { canUseTemplateTier, getPlan, plans, upgradeBenefits, type SubscriptionLimitData, type TemplateSummary } from '@folio/schema';
import { Crown, Lock, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { errorDetails } from '@/lib/api-client';
import { useTemplateCounts } from '@/api/get-templates';
import { PlanFeatureList } from './plan-feature-list';

/**
 * The one upgrade dialog of the app, for the two things a plan refuses: another website (a 403
 * subscription_limit_exceeded, platform.md sections 3 and 6; it takes the error's data as the server
 * sent it) and a template above the plan (chosen in the client, or a 403 template_locked; builder.md
 * section 9). Used by the dashboard, website creation, onboarding and the builder.
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

export type UpgradeReason =
  | { kind: 'limit'; data: SubscriptionLimitData }
  | {
      kind: 'template';
      template: Pick<TemplateSummary, 'name'> & Partial<Pick<TemplateSummary, 'description' | 'preview_url'>>;
      plan: PaidPlan;
      /** The catalogue, so the benefits count the templates the plan opens. */
      templates: TemplateSummary[];
      href: string;
    };

/** The plan a template needs: its own tier (a premium template needs premium, not pro). */
export function requiredPlanOf(template: Pick<TemplateSummary, 'tier'>): PaidPlan {
  return template.tier === 'premium' ? 'premium' : 'pro';
}

/** The reason for a locked template; `plan` is the server's answer when it refused, else the tier decides. */
export function templateUpgrade(
  template: TemplateSummary | null,
  plan: PaidPlan | undefined,
  templates: TemplateSummary[],
  href: (plan: PaidPlan) => string,
): UpgradeReason | null {
  if (!template) return null;
  const target = plan ?? requiredPlanOf(template);
  return { kind: 'template', template, plan: target, templates, href: href(target) };
}

function PlanOption({ data, plan, feature, onUpgrade }: { data: SubscriptionLimitData; plan: PaidPlan; feature: string; onUpgrade?: (plan: PaidPlan) => void }) {
  const definition = plans[plan];
  const suggested = data.suggested_plan === plan;
  const counts = useTemplateCounts();
  // From the plans table, as the server's upgrade_benefits are, with the catalogue's template count.
  const benefits = upgradeBenefits(definition, { templates: counts?.[plan] });
  return (
    <li className={suggested ? 'grid gap-3 rounded-xl border border-primary/50 bg-primary-soft/40 p-4' : 'grid gap-3 rounded-xl border p-4'}>
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold">
          {definition.display_name}
          {suggested && <Badge variant="primary">Suggested</Badge>}
        </p>
        <p className="text-right">
          <span className="text-xl font-semibold">${definition.price_monthly_usd}</span>
          <span className="text-sm text-muted-foreground">/month</span>
        </p>
      </div>
      <PlanFeatureList items={benefits} className="gap-1.5 sm:grid-cols-2" />
      <Button asChild variant={suggested ? 'primary' : 'outline'} className="w-full sm:w-auto sm:justify-self-end">
        <Link to={upgradeHref(data, plan, feature)} onClick={() => onUpgrade?.(plan)}>
          <Sparkles aria-hidden="true" />
          Upgrade to {definition.display_name}
        </Link>
      </Button>
    </li>
  );
}

function LimitBody({ data, feature, onUpgrade }: { data: SubscriptionLimitData; feature: string; onUpgrade?: (plan: PaidPlan) => void }) {
  const offered = offeredPlans(data);
  return (
    <>
      <DialogHeader
        icon={<DialogIcon icon={Crown} />}
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
        <p className="text-sm text-muted-foreground">Premium is the largest plan. Delete a website you no longer need to make room for a new one.</p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Maybe Later</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function TemplateBody({ reason, onUpgrade }: { reason: Extract<UpgradeReason, { kind: 'template' }>; onUpgrade?: (plan: PaidPlan) => void }) {
  const { template, plan, templates, href } = reason;
  const definition = plans[plan];
  const opened = templates.filter((item) => canUseTemplateTier(plan, item.tier)).length;
  return (
    <>
      <DialogHeader
        icon={<DialogIcon icon={Lock} />}
        title="Upgrade Required"
        description={`The ${template.name} template requires a ${definition.display_name} subscription.`}
      />
      {template.preview_url && (
        <div className="overflow-hidden rounded-xl border bg-muted">
          <img src={template.preview_url} alt={`${template.name} template preview`} className="aspect-[16/9] w-full object-cover object-top" />
        </div>
      )}
      {template.description && (
        <div className="grid gap-1">
          <p className="font-semibold">{template.name}</p>
          <p className="text-sm text-muted-foreground">{template.description}</p>
        </div>
      )}
      <div className="grid gap-2 rounded-xl bg-muted/60 p-4">
        <p className="flex items-baseline justify-between gap-3 text-sm font-medium">
          {definition.display_name} plan
          <span className="text-lg font-semibold">${definition.price_monthly_usd}/month</span>
        </p>
        <PlanFeatureList items={upgradeBenefits(definition, templates.length > 0 ? { templates: opened } : {})} className="gap-1.5" />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Maybe Later</Button>
        </DialogClose>
        <Button asChild>
          <Link to={href} onClick={() => onUpgrade?.(plan)}>
            <Sparkles aria-hidden="true" />
            Upgrade to {definition.display_name}
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}

function DialogIcon({ icon: Icon }: { icon: typeof Crown }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

export function UpgradeDialog({
  reason,
  onClose,
  onUpgrade,
  feature = 'portfolio_limit',
  closeAfterMs,
}: {
  /** Open while set. */
  reason: UpgradeReason | null;
  onClose: () => void;
  /** Called as an Upgrade link is followed (e.g. to remember what the user was doing). */
  onUpgrade?: (plan: PaidPlan) => void;
  /** Sent to checkout with a limit, so the payment can say what it unlocks. */
  feature?: string;
  /** Closes itself after this long (the builder's template prompt: 30 s, builder.md section 9). */
  closeAfterMs?: number;
}) {
  const open = reason !== null;
  useEffect(() => {
    if (!open || closeAfterMs === undefined) return;
    const timer = window.setTimeout(onClose, closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [open, closeAfterMs, onClose]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={reason?.kind === 'template' ? 'max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto' : 'max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto'}>
        {reason?.kind === 'limit' && <LimitBody data={reason.data} feature={feature} onUpgrade={onUpgrade} />}
        {reason?.kind === 'template' && <TemplateBody reason={reason} onUpgrade={onUpgrade} />}
      </DialogContent>
    </Dialog>
  );
}
