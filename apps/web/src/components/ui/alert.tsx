import { cva, type VariantProps } from 'class-variance-authority';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva('flex gap-3 rounded-lg border p-3.5 text-sm', {
  variants: {
    variant: {
      info: 'border-primary/25 bg-primary-soft',
      success: 'border-success/30 bg-success-soft',
      warning: 'border-warning/40 bg-warning-soft',
      danger: 'border-danger/30 bg-danger-soft',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle } as const;
const iconColours = {
  info: 'text-primary-text',
  success: 'text-success-text',
  warning: 'text-warning-text',
  danger: 'text-danger-text',
} as const;

type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & { title?: ReactNode; action?: ReactNode };

/** An inline message where the user acted. Errors are announced (role alert), the rest politely. */
export function Alert({ className, variant, title, action, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconColours[tone])} aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        {title && <p className="font-medium leading-5 text-foreground">{title}</p>}
        {children && <div className="leading-5 text-foreground/80">{children}</div>}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}
