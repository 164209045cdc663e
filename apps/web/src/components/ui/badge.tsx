import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-muted-foreground ring-border',
        primary: 'bg-primary-soft text-primary-text ring-primary/20',
        success: 'bg-success-soft text-success-text ring-success/25',
        warning: 'bg-warning-soft text-warning-text ring-warning/30',
        danger: 'bg-danger-soft text-danger-text ring-danger/25',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
