import { Label as LabelPrimitive, Slot } from 'radix-ui';
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium leading-none text-foreground select-none peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}
const FieldContext = createContext<FieldContextValue | null>(null);

interface FieldProps {
  label: ReactNode;
  /** Shown under the control while there is no error. */
  help?: ReactNode;
  error?: string | undefined;
  /**
   * Shown beside the label, e.g. "Optional". Not for links or buttons: it comes before the control
   * in the tab order, so Tab from the previous field would land on it instead of the field.
   */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Label + control + help or error text, wired for assistive technology: the control gets the
 * id, aria-invalid and aria-describedby pointing at whatever text is under it.
 */
export function Field({ label, help, error, aside, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || help);
  return (
    <FieldContext value={{ id, describedBy: hasMessage ? messageId : undefined, invalid: Boolean(error) }}>
      <div className={cn('grid gap-2', className)}>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          {aside}
        </div>
        {children}
        {error ? (
          <p id={messageId} className="text-[13px] leading-snug text-danger-text" role="alert">
            {error}
          </p>
        ) : help ? (
          <p id={messageId} className="text-[13px] leading-snug text-muted-foreground">
            {help}
          </p>
        ) : null}
      </div>
    </FieldContext>
  );
}

/** Wraps the control of a Field and hands it the Field's id and ARIA wiring. */
export function FieldControl(props: ComponentProps<typeof Slot.Root>) {
  const field = use(FieldContext);
  if (!field) throw new Error('FieldControl must be used inside Field');
  return (
    <Slot.Root
      id={field.id}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      {...props}
    />
  );
}
