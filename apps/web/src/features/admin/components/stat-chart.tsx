import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

const bucketLabel = (bucket: string, unit: 'day' | 'month', long = false) =>
  new Date(`${bucket}T00:00:00Z`).toLocaleDateString(
    undefined,
    unit === 'month' ? { month: 'short', year: long ? 'numeric' : '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', ...(long ? { year: 'numeric' } : {}), timeZone: 'UTC' },
  );

const axis = { tick: { fill: 'var(--muted-foreground)', fontSize: 12 }, tickLine: false, axisLine: false } as const;
const tooltipStyle = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--foreground)', fontSize: 13 };

/** One figure over the period, per day or month (Recharts; loaded with the admin dashboard only). */
export default function StatChart({
  data,
  series,
  unit,
  kind,
  title,
  format,
  axisFormat,
  signed = false,
}: {
  data: Array<Record<string, number | string>>;
  series: ChartSeries[];
  unit: 'day' | 'month';
  kind: 'area' | 'bar';
  title: string;
  format?: (value: number) => string;
  /** The y axis's labels, shorter than the tooltip's (whole dollars). */
  axisFormat?: (value: number) => string;
  /** Bars below zero too (what was lost), stacked apart from those above it. */
  signed?: boolean;
}) {
  const common = { data, margin: { top: 8, right: 8, bottom: 0, left: -12 }, title, accessibilityLayer: true };
  const parts = [
    <CartesianGrid key="grid" vertical={false} stroke="var(--border)" />,
    <XAxis key="x" dataKey="bucket" tickFormatter={(bucket: string) => bucketLabel(bucket, unit)} minTickGap={20} {...axis} />,
    <YAxis key="y" allowDecimals={false} domain={signed ? ['auto', 'auto'] : [0, 'auto']} tickCount={3} width={52} tickFormatter={axisFormat} {...axis} />,
    <Tooltip
      key="tooltip"
      labelFormatter={(bucket) => (typeof bucket === 'string' ? bucketLabel(bucket, unit, true) : '')}
      formatter={(value) => (format && typeof value === 'number' ? format(value) : value)}
      contentStyle={tooltipStyle}
      cursor={{ fill: 'var(--accent)' }}
    />,
    ...(series.length > 1 ? [<Legend key="legend" wrapperStyle={{ fontSize: 12 }} itemSorter={null} />] : []),
  ];
  return (
    <ResponsiveContainer width="100%" height={160}>
      {kind === 'bar' ? (
        <BarChart {...common} {...(signed ? { stackOffset: 'sign' as const } : {})}>
          {parts}
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.name} stackId="one" fill={item.color} isAnimationActive={false} maxBarSize={28} />
          ))}
        </BarChart>
      ) : (
        <AreaChart {...common}>
          {parts}
          {series.map((item) => (
            <Area key={item.key} type="monotone" dataKey={item.key} name={item.name} stroke={item.color} fill={item.color} fillOpacity={0.12} strokeWidth={2} isAnimationActive={false} />
          ))}
        </AreaChart>
      )}
    </ResponsiveContainer>
  );
}
