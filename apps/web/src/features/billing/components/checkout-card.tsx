import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The frame of the checkout pages (inside the minimal layout): a card with a heading and its content. */
export function CheckoutCard({ title, description, children, className }: { title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby="checkout-title" className={cn('grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8', className)}>
      <div className="grid gap-1.5">
        <h1 id="checkout-title" className="text-xl font-semibold tracking-tight">
          {title}
        </h1>
        {description && <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Label and value rows of an order summary. */
export function SummaryRows({ rows }: { rows: { label: string; value: ReactNode; strong?: boolean }[] }) {
  return (
    <dl className="grid divide-y rounded-xl border bg-muted/40 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="shrink-0 whitespace-nowrap text-muted-foreground">{row.label}</dt>
          <dd className={cn('text-right', row.strong && 'font-semibold')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
