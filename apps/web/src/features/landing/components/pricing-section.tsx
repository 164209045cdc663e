import { plans, type LiveOffer, type PlanDefinition } from '@folio/schema';
import { BadgePercent } from 'lucide-react';
import { PlanFeatureList, usePlanHighlights } from '@/components/plan-feature-list';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { setPendingOffer } from '@/lib/auth-storage';
import { cn } from '@/lib/utils';
import { useLiveOffer } from '../api/get-live-offer';
import { SectionHeading } from './section-heading';

const blurbs: Record<PlanDefinition['name'], string> = {
  free: 'A polished portfolio site, free for as long as you like.',
  pro: 'For professionals who want a wider choice of designs and a few sites.',
  premium: 'For those who run several sites and want every template.',
};

function PlanCard({ plan }: { plan: PlanDefinition }) {
  const featured = plan.name === 'pro';
  const highlights = usePlanHighlights();
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-7 shadow-xs',
        featured && 'border-primary/60 shadow-lg ring-1 ring-primary/40',
      )}
    >
      {featured && (
        <p className="absolute -top-3 left-7 rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
          Recommended
        </p>
      )}
      <h3 className="text-lg font-semibold tracking-tight">{plan.display_name}</h3>
      <p className="mt-2 min-h-10 text-sm leading-relaxed text-muted-foreground">{blurbs[plan.name]}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight">${plan.price_monthly_usd}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <Button asChild variant={featured ? 'primary' : 'outline'} className="mt-6 w-full">
        {/* Named by its visible words and the plan's (WCAG 2.5.3): "Start with Pro plan". */}
        <Link to={paths.auth.register.getHref({ plan: plan.name, billing: 'monthly', source: 'pricing' })}>
          {plan.name === 'free' ? 'Get started' : `Start with ${plan.display_name}`}
          <span className="sr-only">{plan.name === 'free' ? ' with the Free plan' : ' plan'}</span>
        </Link>
      </Button>
      <PlanFeatureList items={highlights(plan)} className="mt-7 gap-3 border-t pt-6" />
    </li>
  );
}

const endsOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

/** The live Special Offer the admin chose for the landing page: its terms and code; following it keeps the code for the checkout. */
function OfferBanner({ offer }: { offer: LiveOffer }) {
  const plan = offer.plan ?? 'pro';
  return (
    <div className="mx-auto mt-10 flex max-w-3xl flex-col items-start gap-4 rounded-2xl border border-success/30 bg-success-soft p-5 sm:flex-row sm:items-center">
      <BadgePercent className="size-8 shrink-0 text-success-text" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">
          {offer.description ? `${offer.description}: ` : ''}
          {offer.terms}
        </p>
        <p className="text-sm text-foreground/85">
          Use code <span className="rounded bg-background px-1.5 py-0.5 font-mono font-semibold">{offer.code}</span> at checkout
          {offer.expires_at ? `, until ${endsOn(offer.expires_at)}` : ''}.
        </p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to={paths.auth.register.getHref({ plan, billing: offer.billing_cycle ?? 'monthly', source: 'pricing' })} onClick={() => setPendingOffer(offer.code)}>
          Claim the offer
        </Link>
      </Button>
    </div>
  );
}

export function PricingSection() {
  const offer = useLiveOffer();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t bg-canvas py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free, upgrade when it pays off"
          text="Every plan includes the CV import, the template suggestion, the editor and hosting."
        />
        {offer.data && <OfferBanner offer={offer.data} />}
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {[plans.free, plans.pro, plans.premium].map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
