import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { autosaveIntervalMs } from '../state/messages';
import { hasAnythingUnsaved, hasUnsavedChanges } from '../state/selectors';

/** Asks before leaving the builder with unsaved changes; the browser warns on unload too. */
export function LeaveGuard() {
  const unsaved = useBuilderState(hasAnythingUnsaved);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      type="warning"
      title="Leave without saving?"
      description="You have unsaved changes. If you leave this page now, they will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/** Saves every 30 s while there are unsaved changes and no save is running (builder.md section 4). */
export function Autosave() {
  const { store, save } = useBuilder();
  useEffect(() => {
    const timer = window.setInterval(() => {
      const state = store.getState();
      if (hasUnsavedChanges(state) && !save.isSaving() && state.conflict === null) void save.saveAll({ manual: false });
    }, autosaveIntervalMs);
    return () => window.clearInterval(timer);
  }, [store, save]);
  return null;
}
