import { RotateCcw, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNow } from '@/lib/use-now';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { kindLabels, versionTime } from './format';
import { useRestore } from './use-restore';

/** Above the preview while it shows a version from the history: which one, the way back, and Restore. */
export function SnapshotBanner() {
  const builder = useBuilder();
  const shown = useBuilderState((state) => state.snapshotPreview?.snapshot ?? null);
  const { restore, restoring } = useRestore();
  const now = useNow();
  if (!shown) return null;
  return (
    // Stacked: the preview panel is narrow beside the editor (about 450 px).
    <div role="status" className="grid gap-2 border-b bg-warning-soft px-3 py-2.5 text-sm text-warning-text">
      <p>
        <span className="font-semibold">Previewing an older version:</span> {kindLabels[shown.kind]}, {versionTime(shown.created_at, now)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => builder.ui.setSnapshotPreview(null)}>
          <Undo2 aria-hidden="true" />
          Back to current version
        </Button>
        <Button size="sm" loading={restoring === shown.id} onClick={() => void restore(shown)}>
          <RotateCcw aria-hidden="true" />
          Restore this version
        </Button>
      </div>
    </div>
  );
}
