import { DropdownMenu as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Radix menu: arrow keys, typeahead, Escape and focus return come from the primitive. */
export const DropdownMenu = Primitive.Root;
export const DropdownMenuTrigger = Primitive.Trigger;
export const DropdownMenuGroup = Primitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  portal = true,
  ...props
}: ComponentProps<typeof Primitive.Content> & {
  /** false: rendered in place, so a non-modal menu stays inside its landmark (e.g. the builder's header). */
  portal?: boolean;
}) {
  const content = (
    <Primitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-56 overflow-hidden rounded-xl border bg-popover p-1.5 text-foreground shadow-lg',
        'origin-(--radix-dropdown-menu-content-transform-origin) motion-ok:data-[state=open]:animate-[fade_150ms_ease]',
        className,
      )}
      {...props}
    />
  );
  return portal ? <Primitive.Portal>{content}</Primitive.Portal> : content;
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof Primitive.Item> & { variant?: 'default' | 'danger' }) {
  return (
    <Primitive.Item
      className={cn(
        'flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none',
        'data-highlighted:bg-accent data-disabled:pointer-events-none data-disabled:opacity-50',
        '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
        variant === 'danger' && 'text-danger-text data-highlighted:bg-danger-soft [&_svg]:text-danger-text',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn('px-2.5 py-2 text-xs font-medium text-muted-foreground', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn('-mx-1.5 my-1.5 h-px bg-border', className)} {...props} />;
}
