import type { AnalyticsDay } from '@folio/schema';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayLabel = (day: string, long: boolean) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, long ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Views and visitors per day (Recharts): loaded with the analytics panel only, so the builder's first load stays small. */
export default function ViewsChart({ series }: { series: AnalyticsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} title="Page views and visitors per day" accessibilityLayer>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="day" tickFormatter={(day: string) => dayLabel(day, false)} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          labelFormatter={(day) => (typeof day === 'string' ? dayLabel(day, true) : '')}
          contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--foreground)', fontSize: 13 }}
        />
        <Area type="monotone" dataKey="views" name="Page views" stroke="var(--primary)" fill="var(--primary)" fillOpacity={0.12} strokeWidth={2} isAnimationActive={false} />
        <Area type="monotone" dataKey="visitors" name="Visitors" stroke="var(--success)" fill="var(--success)" fillOpacity={0.08} strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
