import { RefreshCw, Upload } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { overlayClassName, panelClassName } from '@/components/ui/dialog';
import { useBuilder, useBuilderState } from '../state/builder-context';

/**
 * A write found the website changed elsewhere (another tab or device). Neither side is dropped
 * silently: Reload takes the server's version (and drops this tab's unsaved edits), Overwrite
 * sends this tab's change again on top of the server's version.
 */
export function ConflictDialog() {
  const builder = useBuilder();
  const conflict = useBuilderState((state) => state.conflict);
  const when = conflict ? new Date(conflict.website.updated_at) : null;

  return (
    <AlertDialog.Root open={conflict !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content className={panelClassName} onEscapeKeyDown={(event) => event.preventDefault()}>
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-base font-semibold tracking-tight">This website was changed elsewhere</AlertDialog.Title>
            <AlertDialog.Description className="text-sm leading-relaxed text-muted-foreground">
              Another tab or device saved this website
              {when && !Number.isNaN(when.getTime()) ? ` at ${when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : ''} after you
              opened it. Reload to see the latest version (your unsaved edits here are discarded), or overwrite it with your change.
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => builder.resolveConflict('reload')}>
              <RefreshCw aria-hidden="true" />
              Reload
            </Button>
            <Button onClick={() => builder.resolveConflict('overwrite')}>
              <Upload aria-hidden="true" />
              Overwrite
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
