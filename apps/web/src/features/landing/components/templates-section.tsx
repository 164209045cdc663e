import type { TemplateSummary } from '@folio/schema';
import { Badge } from '@/components/ui/badge';
import { useTemplates } from '@/api/get-templates';
import { SectionHeading } from './section-heading';

const shown = 6;
const tierLabels = { free: 'Free', pro: 'Pro', premium: 'Premium' } as const;

function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <li className="group overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md">
      <div className="aspect-[16/10] overflow-hidden border-b bg-muted">
        <img
          src={template.preview_url}
          alt={`Preview of the ${template.name} template`}
          loading="lazy"
          decoding="async"
          className="size-full object-cover object-top motion-ok:transition-transform motion-ok:duration-500 motion-ok:group-hover:scale-[1.02]"
        />
      </div>
      <div className="grid gap-1.5 p-4">
        <div className="flex items-center justify-between gap-3">
          <p className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{template.category}</p>
          <Badge variant={template.tier === 'free' ? 'neutral' : 'primary'}>{tierLabels[template.tier]}</Badge>
        </div>
        <h3 className="font-medium tracking-tight">{template.name}</h3>
        {template.description && <p className="line-clamp-2 text-[13px] leading-relaxed text-muted-foreground">{template.description}</p>}
      </div>
    </li>
  );
}

/** Real templates from the catalogue; the section is left out while there are none to show or the call fails. */
export function TemplatesSection() {
  const { data } = useTemplates({ retry: false });
  if (!data || data.length === 0) return null;
  const templates = data.slice(0, shown);
  const more = data.length - templates.length;
  return (
    <section id="templates" aria-labelledby="templates-title" className="border-t py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="templates-title"
          eyebrow="Templates"
          title="Designed pages, not a theme with your name on it"
          text="Each template has its own typography and layout, and every one of them works on phones."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {templates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </ul>
        {more > 0 && (
          <p className="mt-8 text-center text-sm text-muted-foreground">
            And {more} more to choose from once you have an account.
          </p>
        )}
      </div>
    </section>
  );
}
