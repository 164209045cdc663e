import type { SnapshotKind } from '@folio/schema';

/** How the History list names each kind of version. */
export const kindLabels: Record<SnapshotKind, string> = { published: 'Published', edited: 'Edited', restored: 'Before restore' };

const DAY_MS = 86_400_000;
const startOfDay = (time: number) => {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

/** "Today, 14:03", "Yesterday, 09:12", "12 May, 14:03", or "12 May 2025, 14:03" in another year (local time). */
export function versionTime(iso: string, now: number, locale?: string): string {
  const time = Date.parse(iso);
  const clock = new Date(time).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS);
  if (days === 0) return `Today, ${clock}`;
  if (days === 1) return `Yesterday, ${clock}`;
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  const date = new Date(time).toLocaleDateString(locale, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
  return `${date}, ${clock}`;
}
