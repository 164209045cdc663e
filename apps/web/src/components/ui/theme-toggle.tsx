import type { Theme } from '@folio/schema';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';

const order: Theme[] = ['light', 'dark', 'system'];
const labels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const icons = { light: Sun, dark: Moon, system: Monitor } as const;
const sizes = {
  sm: 'size-8 [&_svg]:size-3.5',
  md: 'size-9 [&_svg]:size-4',
  lg: 'size-11 [&_svg]:size-5',
} as const;

/** Cycles light -> dark -> system; the label says both the current theme and what a click does. */
export function ThemeToggle({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  const { theme, setTheme } = useTheme();
  const next = order[(order.indexOf(theme) + 1) % order.length] ?? 'light';
  const Icon = icons[theme];
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Theme: ${labels[theme]}. Switch to ${labels[next].toLowerCase()} theme`}
      title={`Theme: ${labels[theme]}`}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors',
        'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        sizes[size],
        className,
      )}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
