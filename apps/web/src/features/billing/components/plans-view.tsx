import { getPlan, plans, type BillingCycle, type PlanDefinition } from '@folio/schema';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Segmented } from '@/components/ui/segmented';
import { getErrorMessage } from '@/lib/api-client';
import { getPendingOffer, setPendingOffer } from '@/lib/auth-storage';
import { useBillingPortalUrl } from '../api/open-billing-portal';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangePlan, type OverLimit } from '../api/change-plan';
import type { CurrentSubscription } from '../api/get-current-subscription';
import { useOfferQuotes } from '../api/offer-quote';
import { useResumeSubscription } from '../api/resume-subscription';
import { formatDate, formatUsd, isRunning, priceFor } from '../lib/plan-display';
import { CurrentPlanCard } from './current-plan-card';
import { OfferCode, offerRefusal } from './offer-code';
import { PlanCard, planAction } from './plan-card';

export interface PlansQuery {
  plan: 'pro' | 'premium' | null;
  billing: BillingCycle | null;
  /** action=upgrade: the user came here to upgrade; the selected plan's button gets the focus. */
  upgrade: boolean;
  /** A Special Offer's code to apply (from the landing page's offer). */
  offer: string | null;
}

/** What a plan's portfolio limit leaves over, kept and said plainly (nothing is ever deleted). */
export function overLimitText(count: number, limit: number, planDisplay: string): string | null {
  if (count <= limit) return null;
  return `You have ${count} portfolio websites and the ${planDisplay} plan allows ${limit}. All of them are kept and stay online; you cannot create new ones until you are under the limit.`;
}

/** /subscription and /subscription/plans: the current plan, the three plans, and every change between them. */
export function PlansView({
  current,
  query,
  websitesCount,
  checkoutHref,
}: {
  current: CurrentSubscription;
  query: PlansQuery;
  websitesCount: number;
  checkoutHref: (plan: 'pro' | 'premium', cycle: BillingCycle, flow: 'trial' | 'upgrade', offer?: string) => string;
}) {
  const subscription = isRunning(current.subscription) ? current.subscription : null;
  const [cycle, setCycle] = useState<BillingCycle>(query.billing ?? subscription?.billing_cycle ?? 'monthly');
  const [overLimit, setOverLimit] = useState<OverLimit | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const confirm = useConfirm();
  const change = useChangePlan();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useBillingPortalUrl(subscription !== null);
  const focusTarget = useRef<HTMLElement>(null);
  // Offers apply to a new subscription's checkout, not to a change of a running one.
  const [offerCode, setOfferCode] = useState<string | null>(() => (subscription ? null : (query.offer ?? getPendingOffer())));
  const quotes = useOfferQuotes(offerCode, cycle);
  const offerApplies = Boolean(quotes.pro.data ?? quotes.premium.data);
  const applyOffer = (code: string | null) => {
    setOfferCode(code);
    setPendingOffer(code);
  };
  // Said whenever it is true, not only right after a change: a resumed or reloaded page still has it.
  const usageOver = overLimitText(websitesCount, current.limits.portfolio_count, current.plan.display_name);

  useEffect(() => {
    if (!query.upgrade || !focusTarget.current) return;
    focusTarget.current.scrollIntoView({ block: 'center' });
    focusTarget.current.focus({ preventScroll: true });
  }, [query.upgrade]);

  const changeTo = async (plan: PlanDefinition) => {
    if (plan.name === 'free') return;
    const limit = plan.limits.portfolio_count;
    const over = websitesCount > limit;
    const confirmed = await confirm({
      type: over ? 'warning' : 'primary',
      title: `Switch to ${plan.display_name}, billed ${cycle}?`,
      description:
        `${plan.display_name} costs ${formatUsd(priceFor(plan, cycle))} per ${cycle === 'yearly' ? 'year' : 'month'} and the change applies right away.` +
        (over ? ` It allows ${limit} portfolio websites and you have ${websitesCount}: all of them are kept, but you cannot create new ones until you are under the limit.` : ''),
      confirmLabel: `Switch to ${plan.display_name}`,
    });
    if (!confirmed) return;
    setChanging(plan.name);
    try {
      const answer = await change.mutateAsync({ plan: plan.name, billing_cycle: cycle });
      toast.success(answer.message);
      setOverLimit(answer.over_limit);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setChanging(null);
    }
  };

  const cancelSubscription = async () => {
    const until = formatDate(subscription?.current_period_end ?? null);
    const free = getPlan('free').limits.portfolio_count;
    const confirmed = await confirm({
      type: 'danger',
      title: 'Cancel your subscription?',
      description:
        `You keep ${current.plan.display_name} ${until ? `until ${until}` : 'until the end of the current period'}, then your account moves to Free.` +
        (websitesCount > free ? ` Free allows ${free} portfolio website: all ${websitesCount} of yours are kept, but you cannot create new ones.` : '') +
        ' You can resume before then.',
      confirmLabel: 'Cancel Subscription',
      cancelLabel: 'Keep Subscription',
    });
    if (!confirmed) return;
    try {
      const answer = await cancel.mutateAsync();
      toast.success(answer.message);
      setOverLimit(answer.over_limit);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const resumeSubscription = () =>
    resume.mutateAsync().then(
      (answer) => {
        toast.success(answer.message);
        setOverLimit(null);
      },
      (error: unknown) => void toast.error(getErrorMessage(error)),
    );

  return (
    <div className="grid gap-8">
      <CurrentPlanCard
        current={current}
        portalUrl={portal.data ?? null}
        fixPaymentHref={checkoutHref(subscription?.plan === 'premium' ? 'premium' : 'pro', subscription?.billing_cycle ?? 'monthly', 'upgrade')}
        onCancel={() => void cancelSubscription()}
        onResume={() => void resumeSubscription()}
        resuming={resume.isPending}
      />
      {overLimit ? (
        <Alert variant="warning" title="Some of your websites are over the new limit">
          {overLimit.message}
        </Alert>
      ) : (
        usageOver && (
          <Alert variant="warning" title={`You are over the ${current.plan.display_name} plan's limit`}>
            {usageOver}
          </Alert>
        )
      )}
      <section aria-labelledby="plans-title" className="grid gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <h3 id="plans-title" className="text-lg font-semibold tracking-tight">
              Plans
            </h3>
            <p className="text-sm text-muted-foreground">Every plan includes the CV import, the template suggestion, the editor and hosting.</p>
          </div>
          <Segmented
            label="Billing period"
            value={cycle}
            onChange={setCycle}
            options={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly' },
            ]}
          />
        </div>
        {!subscription && <OfferCode code={offerCode} quotes={quotes} onApply={applyOffer} onRemove={() => applyOffer(null)} />}
        <ul className="grid gap-6 pt-3 lg:grid-cols-3">
          {[plans.free, plans.pro, plans.premium].map((plan) => {
            const selected = query.plan === plan.name;
            const quote = plan.name === 'free' ? undefined : quotes[plan.name];
            return (
              <PlanCard
                key={plan.name}
                plan={plan}
                cycle={cycle}
                action={planAction(plan, current.plan.name, current.subscription, cycle)}
                selected={selected}
                busy={changing === plan.name}
                trialAvailable={current.trial_available}
                checkoutHref={(flow) => checkoutHref(plan.name === 'premium' ? 'premium' : 'pro', cycle, flow, quote?.data?.code)}
                offer={quote?.data ?? null}
                // Said on the card only when the code applies to the other plan; a code that applies to neither is said once, at the field.
                offerRefused={offerApplies && quote ? offerRefusal(quote) : null}
                onChange={() => void changeTo(plan)}
                onCancel={() => void cancelSubscription()}
                actionRef={selected ? focusTarget : undefined}
              />
            );
          })}
        </ul>
      </section>
    </div>
  );
}
