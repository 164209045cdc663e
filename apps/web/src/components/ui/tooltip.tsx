import { Tooltip as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const TooltipProvider = Primitive.Provider;

/**
 * A short text label on hover and keyboard focus. The trigger keeps its own accessible name;
 * a disabled control is wrapped in a focusable span so its reason can still be read.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}) {
  return (
    <Primitive.Root delayDuration={300}>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-[60] max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
            'motion-ok:data-[state=delayed-open]:animate-[fade_150ms_ease]',
            className,
          )}
        >
          {content}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
