import { Star } from 'lucide-react';
import { RadioGroup, ToggleGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { colorPresets, ratingLabels } from './catalogues';
import { iconLabel, iconOf } from './icons';

/** One icon out of a set; arrow keys move between icons (a radio group). */
export function IconPicker({ label, icons, value, onChange }: { label: string; icons: string[]; value: string; onChange: (icon: string) => void }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <ToggleGroup.Root type="single" value={value} onValueChange={(next) => next && onChange(next)} aria-label={label} className="flex flex-wrap gap-1">
        {icons.map((name) => {
          const Icon = iconOf(name);
          return (
            <ToggleGroup.Item
              key={name}
              value={name}
              aria-label={iconLabel(name)}
              title={iconLabel(name)}
              className="grid size-8 place-items-center rounded-md border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:border-primary data-[state=on]:bg-primary-soft data-[state=on]:text-primary-text"
            >
              <Icon className="size-4" aria-hidden="true" />
            </ToggleGroup.Item>
          );
        })}
      </ToggleGroup.Root>
    </div>
  );
}

/** Twelve presets and a free colour input; the value is a #rrggbb hex. */
export function ColorPicker({ label, value, onChange, error }: { label: string; value: string; onChange: (color: string) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        <ToggleGroup.Root type="single" value={(value ?? '').toLowerCase()} onValueChange={(next) => next && onChange(next)} aria-labelledby={`${id}-label`} className="flex flex-wrap gap-1.5">
          {colorPresets.map((preset) => (
            <ToggleGroup.Item
              key={preset.value}
              value={preset.value}
              aria-label={`${preset.name} ${preset.value}`}
              title={preset.name}
              className="size-7 rounded-full ring-offset-2 ring-offset-background transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=on]:ring-2 data-[state=on]:ring-foreground"
              style={{ backgroundColor: preset.value }}
            />
          ))}
        </ToggleGroup.Root>
        <label className="ml-1 flex items-center gap-2 text-xs text-muted-foreground">
          <input type="color" value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#667eea'} onChange={(event) => onChange(event.target.value)} className="size-7 cursor-pointer rounded border bg-transparent" aria-label={`${label}: custom colour`} />
          <span className="font-mono tabular-nums">{value}</span>
        </label>
      </div>
      {error && (
        <p role="alert" className="text-[13px] text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** 1 to 5 stars, each named (1 star, Beginner ...); arrow keys change the rating. */
export function StarRating({ label, value, onChange }: { label: string; value: number; onChange: (rating: number) => void }) {
  const current = Math.min(5, Math.max(1, Math.round(value) || 3));
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex items-center gap-3">
        <RadioGroup.Root value={String(current)} onValueChange={(next) => onChange(Number(next))} aria-label={label} orientation="horizontal" className="flex gap-0.5">
          {ratingLabels.map((name, index) => (
            <RadioGroup.Item
              key={name}
              value={String(index + 1)}
              aria-label={`${index + 1} ${index === 0 ? 'star' : 'stars'}, ${name}`}
              className="rounded p-0.5 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Star className={cn('size-5', index < current ? 'fill-warning text-warning' : 'text-muted-foreground/50')} aria-hidden="true" />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <span className="text-sm text-muted-foreground">{ratingLabels[current - 1]}</span>
      </div>
    </div>
  );
}
