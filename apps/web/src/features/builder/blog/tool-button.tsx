import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A toolbar button: labelled, with its shortcut in the tooltip; toggles say whether they are on. */
export function ToolButton({
  icon: Icon,
  label,
  shortcut,
  pressed,
  unavailable = false,
  className,
  onClick,
  onMouseDown,
  ...props
}: { icon: LucideIcon; label: string; shortcut?: string; pressed?: boolean; unavailable?: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-toolbar-item=""
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed}
      // Still focusable when unavailable, so arrow keys never skip over it silently.
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (!unavailable) onClick?.(event);
      }}
      onMouseDown={(event) => {
        // A click keeps the focus and the selection in the text; the keyboard still reaches the button.
        event.preventDefault();
        onMouseDown?.(event);
      }}
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground transition-colors',
        'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'aria-pressed:bg-primary-soft aria-pressed:text-primary-text aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
        className,
      )}
      {...props}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
