import { Popover as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Radix popover: Escape and an outside click close it, focus moves in and returns to the trigger. */
export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverClose = Primitive.Close;

export function PopoverContent({ className, sideOffset = 8, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border bg-popover text-foreground shadow-lg outline-none',
          'origin-(--radix-popover-content-transform-origin) motion-ok:data-[state=open]:animate-[fade_150ms_ease]',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
