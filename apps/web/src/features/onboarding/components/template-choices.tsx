import { canUseTemplateTier, type TemplateSummary } from '@folio/schema';
import { Check, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const tierLabel = { free: 'Free', pro: 'Pro', premium: 'Premium' } as const;

export interface TemplateChoice {
  template: TemplateSummary;
  /** The recommender's score, 0-1. */
  score: number;
}

/** The recommended template and its alternatives: apply one, or see what upgrading would unlock. */
export function TemplateChoices({
  choices,
  currentSlug,
  plan,
  applying,
  onApply,
  onLocked,
}: {
  choices: TemplateChoice[];
  currentSlug: string | undefined;
  plan: string;
  applying: string | null;
  onApply: (slug: string) => void;
  onLocked: (template: TemplateSummary) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {choices.map(({ template, score }) => {
        const current = template.slug === currentSlug;
        const locked = !canUseTemplateTier(plan, template.tier);
        return (
          <li key={template.slug} className={cn('flex gap-3 rounded-xl border bg-card p-3', current && 'border-primary ring-1 ring-primary/30')}>
            <img src={template.preview_url} alt="" className="aspect-[4/3] w-24 shrink-0 rounded-md border object-cover object-top" />
            <div className="grid min-w-0 flex-1 content-start gap-1">
              <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium">
                {template.name}
                {template.tier !== 'free' && <Badge variant={locked ? 'warning' : 'neutral'}>{tierLabel[template.tier]}</Badge>}
              </p>
              <p className="text-[12px] text-muted-foreground">{Math.round(score * 100)}% match</p>
              <div className="mt-1">
                {current ? (
                  <span className="inline-flex items-center gap-1 text-[13px] font-medium text-success-text">
                    <Check className="size-3.5" aria-hidden="true" />
                    Current template
                  </span>
                ) : locked ? (
                  <Button size="sm" variant="outline" onClick={() => onLocked(template)} aria-label={`${template.name}: requires ${tierLabel[template.tier]}, see upgrade options`}>
                    <Lock aria-hidden="true" />
                    Upgrade to use
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" loading={applying === template.slug} disabled={applying !== null} onClick={() => onApply(template.slug)} aria-label={`Apply ${template.name}`}>
                    Apply
                  </Button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
