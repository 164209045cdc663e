import type { WebsiteWithSections } from '@folio/schema';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createBuilder, type Builder } from './builder';
import type { BuilderState, SectionId } from './builder-state';

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

/**
 * A slice of the builder state; re-renders only when that slice changes. The state changes on every
 * keystroke, so a component subscribes to what it shows, and the selector must return a stored
 * reference or a primitive (not a new object).
 */
export function useBuilderState<S>(selector: (state: BuilderState) => S): S {
  const { store } = useBuilder();
  return useStore(store, selector);
}
