import type { TemplateRecommendation, TemplateSummary } from '@folio/schema';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

const tierLabel = { free: 'Free', pro: 'Pro', premium: 'Premium' } as const;

/** The recommended template with its reasoning and match score, and the alternatives (onboarding.md section 3). */
export function RecommendationCard({ recommendation, templates }: { recommendation: TemplateRecommendation; templates: TemplateSummary[] | undefined }) {
  const recommended = templates?.find((template) => template.slug === recommendation.recommended_template);
  const nameOf = (slug: string) => templates?.find((template) => template.slug === slug)?.name ?? slug;
  return (
    <section aria-labelledby="recommendation-title" className="grid gap-4 rounded-2xl border border-primary/30 bg-card p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary-text uppercase">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Recommended template
          </p>
          <h3 id="recommendation-title" className="text-lg font-semibold">
            {recommendation.recommended_template_name}
          </h3>
        </div>
        <Badge variant="primary" className="shrink-0">
          {Math.round(recommendation.match_score * 100)}% match
        </Badge>
      </div>
      <div className="overflow-hidden rounded-xl border bg-muted">
        {recommended ? (
          <img src={recommended.preview_url} alt={`Preview of the ${recommended.name} template`} className="aspect-[16/10] w-full object-cover object-top" />
        ) : (
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
        )}
      </div>
      <p className="text-sm leading-relaxed text-foreground/80">{recommendation.reasoning}</p>
      {recommendation.alternative_templates.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">Also a good fit</h4>
          <ul className="flex flex-wrap gap-2">
            {recommendation.alternative_templates.map((alternative) => {
              const tier = templates?.find((template) => template.slug === alternative.template)?.tier;
              return (
                <li key={alternative.template} className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm">
                  {nameOf(alternative.template)}
                  <span className="text-[12px] text-muted-foreground">{Math.round(alternative.score * 100)}%</span>
                  {tier && tier !== 'free' && <Badge variant="neutral">{tierLabel[tier]}</Badge>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
