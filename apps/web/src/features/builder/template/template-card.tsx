import type { TemplateSummary } from '@folio/schema';
import { Check, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { tierLabels } from './catalogue';

/** A template in a grid: its picture, name and description; a click anywhere on the card selects it. */
export function TemplateCard({
  template,
  current,
  selected,
  locked,
  onSelect,
  onPreview,
  footer,
  lockOverlay = false,
}: {
  template: TemplateSummary;
  current: boolean;
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
  /** Hover or keyboard focus: show it in the preview without selecting it. */
  onPreview?: () => void;
  footer?: ReactNode;
  /** The selection screen covers locked cards with "{TIER} ONLY". */
  lockOverlay?: boolean;
}) {
  return (
    <article
      onMouseEnter={onPreview}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[border-color,box-shadow]',
        selected ? 'border-primary ring-2 ring-primary/30' : 'hover:border-muted-foreground/40',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden border-b bg-muted">
        <img src={template.preview_url} alt="" loading="lazy" className="size-full object-cover object-top transition-transform motion-ok:group-hover:scale-[1.02]" />
        {lockOverlay && locked && (
          <span className="absolute inset-0 grid place-items-center bg-black/55 text-xs font-bold tracking-widest text-white">
            <span className="flex items-center gap-1.5">
              <Lock className="size-4" aria-hidden="true" />
              {template.tier.toUpperCase()} ONLY
            </span>
          </span>
        )}
        {selected && (
          <span className="absolute top-2 left-2 grid size-6 place-items-center rounded-full bg-primary text-primary-foreground shadow" aria-hidden="true">
            <Check className="size-3.5" strokeWidth={3} />
          </span>
        )}
        <span className="absolute top-2 right-2 flex gap-1">
          {current && <Badge variant="success" className="bg-success-soft/95">Current</Badge>}
          {template.tier !== 'free' && (
            <Badge variant="primary" className="bg-primary-soft/95">
              {locked && <Lock className="size-3" aria-hidden="true" />}
              {tierLabels[template.tier]}
            </Badge>
          )}
        </span>
      </div>
      <div className="grid flex-1 content-start gap-1 p-3.5">
        <p className="flex items-center justify-between gap-2">
          {/*
            The button is the template's name (what a voice user says to pick it, WCAG 2.5.3); its
            ::after stretches over the card, so the whole card still selects it.
          */}
          <button
            type="button"
            onClick={onSelect}
            onFocus={onPreview}
            aria-pressed={selected}
            aria-label={`${template.name}${current ? ', current template' : ''}${locked ? `, requires ${tierLabels[template.tier]}` : ''}`}
            className="truncate text-left font-medium outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          >
            {template.name}
          </button>
          <span className="shrink-0 text-xs text-muted-foreground">{template.category}</span>
        </p>
        <p className="line-clamp-2 text-[13px] text-muted-foreground">{template.description}</p>
        {locked && !lockOverlay && <p className="text-xs font-medium text-primary-text">Upgrade to use</p>}
      </div>
      {/* Above the name's stretched area, so its own buttons take their clicks. */}
      {footer && <div className="relative z-10 px-3.5 pb-3.5">{footer}</div>}
    </article>
  );
}
