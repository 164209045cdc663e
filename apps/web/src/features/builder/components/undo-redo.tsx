import { Redo2, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useBuilder, useBuilderState } from '../state/builder-context';

/** Whether the user is typing somewhere whose typing the builder's history does not hold. */
function ownsNativeUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // The personal and template data forms' fields are steps of the builder's history (grouped by pause).
  if (target.closest('[data-builder-history]')) return false;
  const editable = target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range', 'file'].includes(target.type));
  // Modal editors, the blog editor and the settings fields keep the browser's own text undo.
  return editable || target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo: everywhere in the builder except in a text
 * field the builder's history does not hold (an item's editor, the blog editor, the site settings),
 * where the browser's own text undo keeps working.
 */
export function UndoShortcuts() {
  const { history } = useBuilder();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || ownsNativeUndo(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (!undo && !redo) return;
      event.preventDefault();
      void (undo ? history.undo() : history.redo());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [history]);
  return null;
}

/**
 * The header's Undo and Redo buttons. Their names stay "Undo" and "Redo" (a name holding a field's
 * label would also label that field); the description says what each would do, and a live region
 * says what each did.
 */
export function UndoRedoButtons({ compact = false }: { compact?: boolean }) {
  const { history } = useBuilder();
  const undo = useBuilderState((state) => state.history.undo);
  const redo = useBuilderState((state) => state.history.redo);
  const announcement = useBuilderState((state) => state.history.announcement);
  const size = compact ? 'icon-sm' : 'icon';
  return (
    <div className="flex items-center" role="group" aria-label="History">
      <Button
        variant="ghost"
        size={size}
        disabled={undo === null}
        onClick={() => void history.undo()}
        aria-label="Undo"
        title={undo ? `Undo ${undo} (Ctrl+Z)` : 'Nothing to undo'}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <Undo2 aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size={size}
        disabled={redo === null}
        onClick={() => void history.redo()}
        aria-label="Redo"
        title={redo ? `Redo ${redo} (Ctrl+Shift+Z)` : 'Nothing to redo'}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        <Redo2 aria-hidden="true" />
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
