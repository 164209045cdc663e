import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const inputClassName = cn(
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150',
  'hover:border-muted-foreground/40',
  'focus-visible:outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted read-only:text-muted-foreground',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
