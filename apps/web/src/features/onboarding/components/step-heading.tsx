import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** True once the user has moved between steps: from then on each new step's heading takes focus. */
export const StepFocusContext = createContext(false);

/**
 * A step's title. When the step changes, focus moves here so keyboard and screen-reader users
 * start reading the new step from its top (but not on arrival, where the page's own focus applies).
 */
export function StepHeading({ title, description, aside, className }: { title: ReactNode; description?: ReactNode; aside?: ReactNode; className?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = use(StepFocusContext);
  useEffect(() => {
    if (moveFocus) heading.current?.focus({ preventScroll: false });
  }, [moveFocus]);
  return (
    <div className={cn('flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="grid gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl">
          {title}
        </h2>
        {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
      </div>
      {aside && <div className="flex shrink-0 flex-wrap gap-2 self-start">{aside}</div>}
    </div>
  );
}
