import { cn } from '@/lib/utils';

/** A determinate progress bar; `label` names it for assistive technology. */
export function Progress({ value, label, className, tone = 'primary' }: { value: number; label: string; className?: string; tone?: 'primary' | 'success' }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full motion-ok:transition-[width] motion-ok:duration-500 motion-ok:ease-out', tone === 'success' ? 'bg-success' : 'bg-primary')}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
