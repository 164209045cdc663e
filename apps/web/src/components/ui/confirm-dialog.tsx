import { AlertTriangle, CheckCircle2, HelpCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { overlayClassName, panelClassName } from './dialog';

export type ConfirmType = 'primary' | 'danger' | 'success' | 'warning';

const tones: Record<ConfirmType, { icon: typeof Trash2; className: string }> = {
  primary: { icon: HelpCircle, className: 'bg-primary-soft text-primary-text' },
  danger: { icon: Trash2, className: 'bg-danger-soft text-danger-text' },
  success: { icon: CheckCircle2, className: 'bg-success-soft text-success-text' },
  warning: { icon: AlertTriangle, className: 'bg-warning-soft text-warning-text' },
};

// Confirm resolves after the dialog has closed (platform.md section 9: 300 ms).
export const confirmDelayMs = 300;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type?: ConfirmType;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Extra content between the text and the buttons (e.g. a password field). */
  children?: ReactNode;
  /** Called on confirm. The dialog stays open (and shows loading) until the caller closes it. */
  onConfirm: () => void;
  loading?: boolean;
  confirmDisabled?: boolean;
}

/** A controlled confirmation, for confirmations that need input or a server answer before closing. */
export function ConfirmDialog({
  open,
  onOpenChange,
  type = 'primary',
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  children,
  onConfirm,
  loading = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const tone = tones[type];
  const Icon = tone.icon;
  const variant = type === 'danger' ? 'danger' : 'primary';
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !loading && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content className={panelClassName}>
          <div className="flex gap-4">
            <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone.className)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-1.5 pt-0.5">
              <AlertDialog.Title className="text-base font-semibold tracking-tight">{title}</AlertDialog.Title>
              <AlertDialog.Description className={cn('text-sm leading-relaxed text-muted-foreground', !description && 'sr-only')}>
                {description ?? title}
              </AlertDialog.Description>
            </div>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={loading}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={variant}
              loading={loading}
              disabled={confirmDisabled}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'loading' | 'children'>;
type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Provides `useConfirm()`: `if (await confirm({ type: 'danger', title })) ...`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    if (!resolve) return;
    if (value) window.setTimeout(() => resolve(true), confirmDelayMs);
    else resolve(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {options && (
        <ConfirmDialog {...options} open={open} onOpenChange={(next) => !next && settle(false)} onConfirm={() => settle(true)} />
      )}
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
