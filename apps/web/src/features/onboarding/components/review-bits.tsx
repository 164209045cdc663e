import { AlertTriangle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { confidenceClass, isWeak, type ConfidenceClass } from '../lib/review-format';

const confidenceLabels: Record<ConfidenceClass, string> = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' };
const confidenceVariants = { high: 'success', medium: 'warning', low: 'danger' } as const;

export function ConfidenceBadge({ confidence, className }: { confidence: number; className?: string }) {
  const level = confidenceClass(confidence);
  return (
    <Badge variant={confidenceVariants[level]} className={className} data-confidence={level}>
      {confidenceLabels[level]} · {Math.round(confidence * 100)}%
    </Badge>
  );
}

/**
 * A value the parser was unsure of (below 0.7 confidence): an amber outline around it, and the words
 * "Please check" beside it, tied to it by aria-describedby so a screen reader says both together.
 * A sure value renders as itself.
 */
export function CheckedValue({ confidence, children }: { confidence: number | undefined; children: ReactNode }) {
  const id = useId();
  if (!isWeak(confidence)) return <>{children}</>;
  return (
    <>
      <span aria-describedby={id} data-needs-check="" className="rounded-sm outline-2 outline-offset-2 outline-warning">
        {children}
      </span>
      <span id={id} className="inline-flex items-center gap-1 rounded bg-warning-soft px-1.5 py-px text-[11px] font-medium text-warning-text">
        <AlertTriangle className="size-3" aria-hidden="true" />
        Please check
      </span>
    </>
  );
}

export function ReviewSection({ title, count, shown, children }: { title: string; count: number; shown: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-2xl border bg-card p-5 shadow-xs">
      <h3 className="flex items-baseline justify-between gap-2 font-semibold">
        {title}
        <span className="text-sm font-normal text-muted-foreground">{count === 0 ? 'None found' : count > shown ? `${shown} of ${count} shown` : `${count} found`}</span>
      </h3>
      {count === 0 ? <p className="text-sm text-muted-foreground">Nothing found in your CV. You can add it in the builder.</p> : children}
    </section>
  );
}
