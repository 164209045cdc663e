import { FileText, Globe, Layers, PenLine, type LucideIcon } from 'lucide-react';
import type { DashboardStats as Stats } from '../lib/websites';

interface Tile {
  label: string;
  value: number;
  hint: string;
  icon: LucideIcon;
}

/** Four counts read from the websites themselves (the spec's stats, without its invented trend). */
export function DashboardStats({ stats, limit }: { stats: Stats; limit: number | null }) {
  const tiles: Tile[] = [
    { label: 'Portfolio websites', value: stats.total, hint: limit ? `${stats.total} of ${limit} on your plan` : 'In your account', icon: Globe },
    { label: 'Published', value: stats.published, hint: 'Public on the web', icon: FileText },
    { label: 'Drafts', value: stats.drafts, hint: 'Not public yet', icon: PenLine },
    { label: 'Total sections', value: stats.sections, hint: 'Entries across all websites', icon: Layers },
  ];
  return (
    <section aria-label="Statistics" className="motion-ok:animate-enter motion-ok:[animation-delay:60ms]">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="grid gap-1 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
            <dt className="flex items-center justify-between gap-2 text-[13px] font-medium text-muted-foreground">
              {tile.label}
              <tile.icon className="size-4 shrink-0" aria-hidden="true" />
            </dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums">{tile.value}</dd>
            <dd className="text-xs text-muted-foreground">{tile.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
