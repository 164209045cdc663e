import { AlertTriangle, PenLine, RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { suggestionsFor } from '../lib/error-suggestions';
import { onboardingMessages as m } from '../lib/messages';
import type { FlowError } from '../store/flow-state';

const retryableSteps = ['upload_cv', 'processing', 'template_matching'];

/**
 * 'Oops! Something went wrong' (onboarding.md section 2): the message, suggestions picked by its
 * words, and Try Again (upload and processing only), Start Over, Enter Manually. Closing clears it.
 */
export function ErrorModal({
  error,
  onClose,
  onRetry,
  onStartOver,
  onEnterManually,
}: {
  error: FlowError | null;
  onClose: () => void;
  onRetry: () => Promise<void>;
  onStartOver: () => Promise<void>;
  onEnterManually: () => void;
}) {
  const [busy, setBusy] = useState<'retry' | 'over' | null>(null);
  const open = error !== null && error.modal;
  const run = async (kind: 'retry' | 'over', action: () => Promise<void>) => {
    setBusy(kind);
    await action();
    setBusy(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && busy === null && onClose()}>
      <DialogContent className="max-w-lg max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {error && (
          <>
            <DialogHeader
              icon={
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-danger-soft text-danger-text">
                  <AlertTriangle className="size-5" aria-hidden="true" />
                </span>
              }
              title={m.errorTitle}
              description={error.message}
            />
            <div className="grid gap-2 rounded-xl bg-muted/60 p-4">
              <p className="text-sm font-medium">What you can try</p>
              <ul className="grid gap-1.5 text-sm text-foreground/80">
                {suggestionsFor(error.message).map((suggestion) => (
                  <li key={suggestion} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                    {suggestion}
                  </li>
                ))}
              </ul>
            </div>
            <DialogFooter className="sm:justify-between">
              <Button variant="ghost" onClick={onEnterManually} disabled={busy !== null}>
                <PenLine aria-hidden="true" />
                Enter Manually
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" onClick={() => void run('over', onStartOver)} loading={busy === 'over'} disabled={busy !== null}>
                  {busy !== 'over' && <RotateCcw aria-hidden="true" />}
                  Start Over
                </Button>
                {retryableSteps.includes(error.step) && (
                  <Button onClick={() => void run('retry', onRetry)} loading={busy === 'retry'} disabled={busy !== null}>
                    {busy !== 'retry' && <RefreshCw aria-hidden="true" />}
                    Try Again
                  </Button>
                )}
              </div>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
