import type { WebsiteSnapshot } from '@folio/schema';
import { useState } from 'react';
import { toast } from 'sonner';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { hasAnythingUnsaved } from '../state/selectors';
import { ConflictReloaded } from '../state/writer';
import { versionTime } from './format';

export const restoreMessages = {
  failed: 'Failed to restore this version. Please try again.',
  previewFailed: 'Failed to load this version. Please try again.',
};

/** Asks, then restores a version; says what happened where the user acted (a toast). */
export function useRestore() {
  const builder = useBuilder();
  const confirm = useConfirm();
  const unsaved = useBuilderState(hasAnythingUnsaved);
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restore(snapshot: WebsiteSnapshot) {
    const when = versionTime(snapshot.created_at, Date.now());
    const agreed = await confirm({
      type: 'warning',
      title: `Restore the version of ${when}?`,
      description: `Your website's content and template go back to how they were then. The current version is kept in the history, so you can restore it too. The address, visibility and site settings stay as they are.${unsaved ? ' Your unsaved changes are discarded.' : ''}`,
      confirmLabel: 'Restore',
    });
    if (!agreed) return;
    setRestoring(snapshot.id);
    try {
      await builder.versions.restore(snapshot);
      toast.success(`Restored the version of ${when}`);
    } catch (error) {
      // The user took the other tab's version in the conflict dialog: nothing was restored, and they know.
      if (error instanceof ConflictReloaded) return;
      toast.error(isApiError(error) && error.status === 403 && error.serverMessage ? error.serverMessage : restoreMessages.failed);
    } finally {
      setRestoring(null);
    }
  }

  return { restore, restoring };
}
