import type { ComponentProps } from 'react';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** A labelled input bound to a string; `multiline` for a textarea. */
export function TextField({
  label,
  value,
  onChange,
  error,
  help,
  multiline = false,
  className,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  multiline?: boolean;
  className?: string;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'className'>) {
  return (
    <Field label={label} error={error} help={help} className={className}>
      <FieldControl>
        {multiline ? (
          <Textarea value={value} onChange={(event) => onChange(event.target.value)} rows={4} placeholder={props.placeholder} maxLength={props.maxLength} />
        ) : (
          <Input value={value} onChange={(event) => onChange(event.target.value)} {...props} />
        )}
      </FieldControl>
    </Field>
  );
}
