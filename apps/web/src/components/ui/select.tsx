import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClassName } from './input';

/**
 * A styled native select: the platform's own picker on phones, type-ahead and full keyboard and
 * screen-reader support everywhere, for lists short enough not to need search.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      {/* Selects match :read-only in Chromium; they are editable, so they keep the input's colours. */}
      <select className={cn(inputClassName, 'appearance-none pr-9 read-only:bg-background read-only:text-foreground')} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
