
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Small tags on an item card (skills, technologies). */
export function Chips({ items, max = 8 }: { items: string[]; max?: number }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  return (
    <ul className="mt-2.5 flex flex-wrap gap-1.5" aria-label="Tags">
      {shown.map((item) => (
        <li key={item} className="max-w-full min-w-0 rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          {item}
        </li>
      ))}
      {items.length > max && <li className="px-1 py-0.5 text-xs text-muted-foreground">+{items.length - max}</li>}
    </ul>
  );
}

/** The title, subtitle and meta lines of an item card; missing values show the spec's fallbacks muted. */
export function CardText({ title, subtitle, meta, children }: { title: ReactNode; subtitle?: ReactNode; meta?: ReactNode; children?: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <h3 className="truncate font-medium">{title}</h3>
      {subtitle && <p className="truncate text-sm text-muted-foreground">{subtitle}</p>}
      {meta && <p className="text-xs text-muted-foreground">{meta}</p>}
      {children}
    </div>
  );
}

export function Fallback({ value, fallback }: { value: string; fallback: string }) {
  return value.trim() ? <>{value}</> : <span className={cn('italic opacity-80')}>{fallback}</span>;
}

