import { Dialog as Primitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

/**
 * The Add/Edit modal of a list section: a scrolling form between a fixed title and fixed buttons.
 * Closing it with unsaved edits asks first, so a stray Escape never throws work away.
 */
export function ItemDialog({
  open,
  onOpenChange,
  title,
  description,
  dirty,
  saving,
  onSubmit,
  submitLabel,
  canSubmit = true,
  submitHint,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  dirty: boolean;
  saving: boolean;
  onSubmit: () => void;
  submitLabel: string;
  /** False keeps the submit button disabled (a form whose required fields are still empty). */
  canSubmit?: boolean;
  /** Says what the submit button waits for while `canSubmit` is false. */
  submitHint?: string;
  /** A wider dialog, for a form with a large editor. */
  wide?: boolean;
  children: ReactNode;
}) {
  const formId = useId();
  const confirm = useConfirm();
  const close = async () => {
    if (saving) return;
    if (dirty && !(await confirm({ type: 'warning', title: 'Discard your changes?', description: 'What you entered in this form has not been saved.', confirmLabel: 'Discard', cancelLabel: 'Keep editing' }))) {
      return;
    }
    onOpenChange(false);
  };
  return (
    <Primitive.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : void close())}>
      <DialogContent className={cn('max-h-[min(92dvh,52rem)] grid-rows-[auto_minmax(0,1fr)_auto] gap-0 p-0', wide ? 'max-w-4xl' : 'max-w-2xl')}>
        <div className="grid gap-1 border-b px-6 pt-5 pb-4 pr-12">
          <Primitive.Title className="text-base font-semibold tracking-tight">{title}</Primitive.Title>
          <Primitive.Description className={description ? 'text-sm text-muted-foreground' : 'sr-only'}>{description ?? title}</Primitive.Description>
        </div>
        <form
          id={formId}
          noValidate
          className="grid content-start gap-5 overflow-y-auto px-6 py-5"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
        <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
          {!canSubmit && submitHint && (
            <p id={`${formId}-hint`} className="text-center text-[13px] text-muted-foreground sm:mr-auto sm:text-left">
              {submitHint}
            </p>
          )}
          <Button variant="outline" onClick={() => void close()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!canSubmit} aria-describedby={!canSubmit && submitHint ? `${formId}-hint` : undefined}>
            {submitLabel}
          </Button>
        </div>
      </DialogContent>
    </Primitive.Root>
  );
}
