import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The card every sign-in screen sits in: a heading, an optional line under it, the form, a footer line. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('w-full', className)}>
      <div className="rounded-2xl border bg-card p-6 shadow-md sm:p-8">
        <div className="mb-7 grid gap-2">
          {icon}
          <h1 className="text-[22px] font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>}
        </div>
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}

export function AuthIcon({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'success' | 'danger' | 'warning' }) {
  const tones = {
    primary: 'bg-primary-soft text-primary-text',
    success: 'bg-success-soft text-success-text',
    danger: 'bg-danger-soft text-danger-text',
    warning: 'bg-warning-soft text-warning-text',
  } as const;
  return (
    <span className={cn('mb-2 grid size-11 place-items-center rounded-xl [&_svg]:size-5', tones[tone])} aria-hidden="true">
      {children}
    </span>
  );
}

export const textLinkClass =
  'font-medium text-primary-text underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring';
