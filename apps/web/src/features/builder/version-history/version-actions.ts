import type { WebsiteSnapshot } from '@folio/schema';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { websiteQueryKey } from '@/api/get-website';
import type { BuilderState } from '../state/builder-state';
import type { History } from '../state/history';
import type { Writer } from '../state/writer';
import { getSnapshot, restoreSnapshot, snapshotsKey } from './snapshots-api';

/**
 * The History section's actions: preview a version (the same preview frame and UPDATE_CV_DATA as
 * the live preview, fed the version instead of the current website) and restore one, through the
 * builder's write queue like any edit, so a stale version meets the conflict dialog.
 */
export function createVersionActions(store: StoreApi<BuilderState>, writer: Writer, history: History, queryClient: QueryClient) {
  const websiteId = () => store.getState().website.id;
  const refreshList = () => queryClient.invalidateQueries({ queryKey: snapshotsKey(websiteId()) });

  return {
    async preview(snapshot: WebsiteSnapshot) {
      const { website } = await getSnapshot(websiteId(), snapshot.id);
      store.setState({ snapshotPreview: { snapshot, website }, previewMode: true });
    },

    /**
     * Restores a version. The restored content replaces everything the builder holds: unsaved edits
     * are dropped, the forms start again from it, and the undo history ends (its steps describe the
     * website before the restore; the version before is in the History list instead).
     */
    restore(snapshot: WebsiteSnapshot) {
      return writer.write(
        (version) => restoreSnapshot(websiteId(), snapshot.id, version),
        (answer) => {
          history.clear();
          store.setState((state) => ({
            website: answer.website,
            draft: {},
            personalErrors: {},
            templateDraft: null,
            templatePreview: null,
            itemPreview: null,
            snapshotPreview: null,
            templateDataNonce: state.templateDataNonce + 1,
            save: { phase: 'idle', attempt: 0 },
          }));
          void queryClient.invalidateQueries({ queryKey: [...websiteQueryKey(answer.website.id), 'template-data'] });
          void refreshList();
        },
      );
    },

    refreshList,
  };
}
