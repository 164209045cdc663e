import type { WebsiteWithSections } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { websiteQueryKey } from '@/api/get-website';
import { createContext, use, useState, type ReactNode } from 'react';
import { initialState, type BuilderState, type SectionId } from './builder-state';
import { createItemActions } from './item-actions';
import { createSaveActions } from './save-actions';
import { makePreviewSelector } from './selectors';
import { createStore, useStoreSlice } from './store';
import { createUiActions } from './ui-actions';
import { createWebsiteActions } from './website-actions';
import { createWriter } from './writer';

function createBuilder(website: WebsiteWithSections, options: { section: SectionId; previewMode: boolean }, queryClient: ReturnType<typeof useQueryClient>) {
  const store = createStore<BuilderState>(initialState(website, options));
  const writer = createWriter(store, () => {
    // Taking the server's version drops every unsaved edit, and the forms start again from it.
    store.set((state) => ({ draft: {}, templateDraft: null, personalErrors: {}, templateDataNonce: state.templateDataNonce + 1, save: { phase: 'idle', attempt: 0 } }));
    void queryClient.invalidateQueries({ queryKey: [...websiteQueryKey(website.id), 'template-data'] });
  });
  return {
    store,
    selectPreview: makePreviewSelector(),
    resolveConflict: writer.resolveConflict,
    items: createItemActions(store, writer),
    website: createWebsiteActions(store, writer),
    save: createSaveActions(store, writer, queryClient),
    ui: createUiActions(store),
  };
}

export type Builder = ReturnType<typeof createBuilder>;

const BuilderContext = createContext<Builder | null>(null);

/** One builder per opened website: its state, its write queue and its actions. */
export function BuilderProvider({
  website,
  section,
  previewMode,
  children,
}: {
  website: WebsiteWithSections;
  section: SectionId;
  previewMode: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Created once: the store is the builder's source of truth from here on.
  const [builder] = useState(() => createBuilder(website, { section, previewMode }, queryClient));
  return <BuilderContext value={builder}>{children}</BuilderContext>;
}

export function useBuilder(): Builder {
  const builder = use(BuilderContext);
  if (!builder) throw new Error('useBuilder must be used inside BuilderProvider');
  return builder;
}

/** A slice of the builder state; re-renders only when that slice changes. */
export function useBuilderState<S>(selector: (state: BuilderState) => S): S {
  const { store } = useBuilder();
  return useStoreSlice(store, selector);
}
