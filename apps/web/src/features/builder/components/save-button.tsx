import { Check, Save } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { maxSaveAttempts, saveDebounceMs } from '../state/messages';
import { hasUnsavedChanges } from '../state/selectors';

/** A click saves 300 ms after the last click (builder.md section 4); the button says "Saving..." at once. */
export function useDebouncedSave(failureTitle?: string) {
  const { save, ui } = useBuilder();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    ui.markSavePending();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save.saveAll({ manual: true, failureTitle }), saveDebounceMs);
  };
}

/** Save with its three states and the unsaved-changes indicator; retries are announced as they happen. */
export function SaveButton({ compact = false }: { compact?: boolean }) {
  const unsaved = useBuilderState(hasUnsavedChanges);
  const phase = useBuilderState((state) => state.save.phase);
  const attempt = useBuilderState((state) => state.save.attempt);
  const requestSave = useDebouncedSave();
  const busy = phase === 'pending' || phase === 'saving' || phase === 'retrying';
  const label = busy ? 'Saving...' : unsaved ? 'Save Changes' : 'Saved';

  return (
    <div className="flex items-center gap-2.5">
      <p role="status" className={cn('text-xs whitespace-nowrap', compact && 'sr-only')}>
        {phase === 'retrying' ? (
          <span className="text-warning-text">
            Retrying ({attempt}/{maxSaveAttempts})…
          </span>
        ) : phase === 'failed' ? (
          <span className="text-danger-text">Save failed</span>
        ) : unsaved && !busy ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <span className="size-2 rounded-full bg-warning" aria-hidden="true" />
            Unsaved changes
          </span>
        ) : null}
      </p>
      <Button
        size={compact ? 'sm' : 'md'}
        variant={unsaved || busy ? 'primary' : 'outline'}
        onClick={requestSave}
        aria-busy={busy || undefined}
        data-testid="builder-save"
      >
        {busy ? <Spinner /> : unsaved ? <Save aria-hidden="true" /> : <Check aria-hidden="true" />}
        {label}
        {unsaved && !busy && compact && <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-warning ring-2 ring-background" aria-hidden="true" />}
      </Button>
    </div>
  );
}
