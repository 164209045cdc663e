import { planHighlights, type PlanDefinition } from '@folio/schema';
import { Check } from 'lucide-react';
import { useTemplateCounts } from '@/api/get-templates';
import { cn } from '@/lib/utils';

/** planHighlights with the catalogue's template count for each plan, once it has loaded. */
export function usePlanHighlights(): (plan: PlanDefinition) => string[] {
  const counts = useTemplateCounts();
  return (plan) => planHighlights(plan, { templates: counts?.[plan.name] });
}

/**
 * What a plan includes or an upgrade brings, as a checked list. The items come from the plans table
 * (@folio/schema plans.ts: planHighlights, upgradeBenefits), never written by hand.
 */
export function PlanFeatureList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2.5 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
