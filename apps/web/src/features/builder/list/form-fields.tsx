import { useId, type ComponentProps, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { MonthField } from './month-field';

/** A registered text input with its label and error. */
export function InputField({
  label,
  registration,
  error,
  help,
  optional = false,
  ...props
}: { label: string; registration: UseFormRegisterReturn; error?: string | undefined; help?: ReactNode; optional?: boolean } & Omit<ComponentProps<'input'>, 'name'>) {
  return (
    <Field label={label} error={error} help={help} aside={optional ? <span className="text-xs text-muted-foreground">Optional</span> : undefined}>
      <FieldControl>
        <Input {...props} {...registration} />
      </FieldControl>
    </Field>
  );
}

/** A registered textarea with a live character count against its limit. */
/** Under a description: how the site shows lines (the templates' textBlocks). */
export const LIST_HINT = 'Start a line with • or - to show it as a bullet; a blank line starts a new paragraph.';

export function TextareaField({
  label,
  registration,
  error,
  length,
  max,
  rows = 4,
  help,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  length: number;
  max: number;
  rows?: number;
  help?: ReactNode;
}) {
  return (
    <Field
      label={label}
      error={error}
      help={help}
      aside={
        <span className={cn('text-xs tabular-nums', length > max ? 'font-medium text-danger-text' : 'text-muted-foreground')} aria-live="polite">
          {length}/{max}
        </span>
      }
    >
      <FieldControl>
        <Textarea rows={rows} {...registration} />
      </FieldControl>
    </Field>
  );
}

/** Start and end months with the "current" box, which clears and disables the end (builder.md section 4). */
export function DateRangeFields({
  start,
  end,
  current,
  onChange,
  currentLabel,
  startError,
  endError,
  startLabel = 'Start date',
  endLabel = 'End date',
}: {
  start: string;
  end: string;
  current: boolean;
  onChange: (patch: { start?: string; end?: string; current?: boolean }) => void;
  currentLabel: string;
  startError?: string | undefined;
  endError?: string | undefined;
  startLabel?: string;
  endLabel?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <MonthField label={startLabel} value={start} onChange={(value) => onChange({ start: value })} error={startError} />
        <MonthField label={endLabel} value={current ? '' : end} onChange={(value) => onChange({ end: value })} disabled={current} error={endError} />
      </div>
      <div className="flex items-center gap-2.5">
        <Checkbox id={id} checked={current} onCheckedChange={(checked) => onChange(checked === true ? { current: true, end: '' } : { current: false })} />
        <label htmlFor={id} className="text-sm">
          {currentLabel}
        </label>
      </div>
    </div>
  );
}
