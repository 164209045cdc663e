import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

/** A switch named by its label and described by a line of text beside it. */
export function SwitchRow({
  label,
  text,
  checked,
  onCheckedChange,
  className,
}: {
  label: string;
  text: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <span className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-text`} className="text-[13px] text-muted-foreground">
          {text}
        </span>
      </span>
      <Switch id={id} aria-describedby={`${id}-text`} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
