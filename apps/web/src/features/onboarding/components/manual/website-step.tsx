import { canUseTemplateTier, type PlanName, type TemplateSummary } from '@folio/schema';
import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { countFilled, templateOptions, type ManualValues } from './form-model';
import { TextField } from './text-field';

/** Step 6: the website's name, intro and template, and a summary of what it will hold. */
export function WebsiteStep({
  values,
  onChange,
  templates,
  plan,
  errors,
}: {
  values: ManualValues;
  onChange: (changes: Partial<ManualValues>) => void;
  templates: TemplateSummary[] | undefined;
  plan: PlanName;
  errors: Record<string, string>;
}) {
  const counts = countFilled(values);
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Website name" value={values.name} onChange={(name) => onChange({ name })} required maxLength={120} placeholder="e.g. Ada Lovelace" error={errors.name} />
        <TextField label="Intro" value={values.intro} onChange={(intro) => onChange({ intro })} maxLength={300} placeholder="A line under your name" help="Your professional title is used if you leave it empty." />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Template</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {templateOptions.map((option) => {
            const template = templates?.find((item) => item.slug === option.slug);
            const locked = template ? !canUseTemplateTier(plan, template.tier) : false;
            const selected = values.template_slug === option.slug;
            return (
              <label
                key={option.slug}
                className={cn(
                  'grid cursor-pointer gap-2 rounded-xl border bg-background p-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  selected && 'border-primary ring-1 ring-primary/30',
                  locked && 'cursor-not-allowed opacity-70',
                )}
              >
                <input type="radio" name="template" value={option.slug} checked={selected} disabled={locked} onChange={() => onChange({ template_slug: option.slug })} className="sr-only" />
                {template ? <img src={template.preview_url} alt="" className="aspect-[4/3] w-full rounded-md border object-cover object-top" /> : <span className="aspect-[4/3] rounded-md bg-muted" />}
                <span className="flex items-center justify-between gap-1 px-1 text-sm font-medium">
                  {option.label}
                  {locked && (
                    <Badge variant="warning">
                      <Lock className="size-3" aria-hidden="true" />
                      {template?.tier === 'premium' ? 'Premium' : 'Pro'}
                    </Badge>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <section aria-labelledby="portfolio-summary" className="grid gap-3 rounded-xl bg-muted/60 p-4">
        <h4 id="portfolio-summary" className="text-sm font-semibold">
          Portfolio summary
        </h4>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[
            ['Experiences', counts.experiences],
            ['Educations', counts.educations],
            ['Skills', counts.skills],
            ['Projects', counts.projects],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-0.5 rounded-lg bg-background px-3 py-2">
              <dt className="text-[13px] text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
