import { planHighlights, plans, type PlanDefinition } from '@folio/schema';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

const blurbs: Record<PlanDefinition['name'], string> = {
  free: 'A polished portfolio site, free for as long as you like.',
  pro: 'For professionals who want a wider choice of designs and a few sites.',
  premium: 'For those who run several sites and want every template.',
};

function PlanCard({ plan }: { plan: PlanDefinition }) {
  const featured = plan.name === 'pro';
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
      <PlanFeatureList items={planHighlights(plan)} className="mt-7 gap-3 border-t pt-6" />
    </li>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-t bg-canvas py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free, upgrade when it pays off"
          text="Every plan includes the CV import, the template suggestion, the editor and hosting."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {[plans.free, plans.pro, plans.premium].map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
