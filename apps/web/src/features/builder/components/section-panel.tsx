import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The frame of every builder section: a titled header with its main action, then the content. */
export function SectionPanel({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    // Not a region landmark: the editor is one (main), and the preview frame has its own sections with these names.
    <div className={cn('grid grid-cols-1 gap-6', className)}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}

/** What an empty section says, and the one thing to do about it. */
export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-primary-soft text-primary-text">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium">{title}</p>
        {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
      </div>
      {action}
    </div>
  );
}
