import { relativeTime } from '@folio/schema';
import { cn } from '@/lib/utils';

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "5m ago" (platform.md section 2), with the exact time on hover and for machines. */
export function NotificationTime({ iso, now, className }: { iso: string; now: number; className?: string }) {
  return (
    <time dateTime={iso} title={fullDate.format(new Date(iso))} className={cn('text-xs whitespace-nowrap text-muted-foreground tabular-nums', className)}>
      {relativeTime(iso, now)}
    </time>
  );
}
