import { useId } from 'react';
import { cn } from '@/lib/utils';

/** The Folio mark and word. The mark alone (collapsed sidebar) keeps an accessible name. */
export function Logo({ className, markOnly = false }: { className?: string; markOnly?: boolean }) {
  // Several logos can share a page (header, footer, drawer); each gradient needs its own id.
  const gradientId = useId();
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="oklch(0.6 0.2 285)" />
            <stop offset="1" stopColor="oklch(0.48 0.22 270)" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path d="M11 8h11v3.5h-7V15h6v3.5h-6V24h-4z" fill="#fff" />
      </svg>
      {markOnly ? <span className="sr-only">Folio</span> : <span className="text-[17px]">Folio</span>}
    </span>
  );
}
