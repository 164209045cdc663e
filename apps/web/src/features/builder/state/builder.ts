import type { WebsiteWithSections } from '@folio/schema';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createStore } from 'zustand/vanilla';
import { websiteQueryKey } from '@/api/get-website';
import { createAnalyticsActions } from '../analytics/analytics-actions';
import { createDesignActions } from '../design/design-actions';
import { initialState, type BuilderState, type SectionId } from './builder-state';
import { createHistory } from './history';
import { createItemActions } from './item-actions';
import { builderMessages } from './messages';
import { createSaveActions } from './save-actions';
import { makePreviewSelector } from './selectors';
import { createUiActions } from './ui-actions';
import { createVersionActions } from '../version-history/version-actions';
import { createWebsiteActions } from './website-actions';
import { ConflictReloaded, createWriter } from './writer';

/**
 * One builder per opened website: its state (a zustand store), its write queue and its actions.
 * Plain functions, so the save, retry and conflict rules run in unit tests without React.
 */
export function createBuilder(website: WebsiteWithSections, options: { section: SectionId; previewMode: boolean }, queryClient: QueryClient) {
  const store = createStore<BuilderState>()(() => initialState(website, options));
  const history = createHistory({
    onChange: (snapshot) => store.setState({ history: snapshot }),
    // Taking the other tab's version in the conflict dialog stops the undo and ends the history.
    isStop: (error) => error instanceof ConflictReloaded,
    onError: (error, direction) => {
      if (!(error instanceof ConflictReloaded)) toast.error(direction === 'undo' ? builderMessages.undoFailed : builderMessages.redoFailed);
    },
  });
  const writer = createWriter(store, queryClient, () => {
    // The history describes the website before the other tab's change: it ends here.
    history.clear();
    // Taking the server's version drops every unsaved edit, and the forms start again from it.
    store.setState((state) => ({ draft: {}, templateDraft: null, designDraft: null, personalErrors: {}, templateDataNonce: state.templateDataNonce + 1, save: { phase: 'idle', attempt: 0 } }));
    void queryClient.invalidateQueries({ queryKey: [...websiteQueryKey(website.id), 'template-data'] });
  });
  return {
    store,
    selectPreview: makePreviewSelector(),
    resolveConflict: writer.resolveConflict,
    history,
    items: createItemActions(store, writer, history),
    website: createWebsiteActions(store, writer, history, queryClient),
    save: createSaveActions(store, writer, queryClient),
    ui: createUiActions(store),
    analytics: createAnalyticsActions(store, writer),
    design: createDesignActions(store, writer, history),
    versions: createVersionActions(store, writer, history, queryClient),
  };
}

export type Builder = ReturnType<typeof createBuilder>;
