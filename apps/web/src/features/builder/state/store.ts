import { useSyncExternalStore } from 'react';

/**
 * A minimal external store. The builder's state changes on every keystroke; components subscribe
 * to the slice they show, so typing in one field re-renders that field and the preview, not the page.
 */
export interface Store<T> {
  get: () => T;
  set: (update: Partial<T> | ((state: T) => Partial<T>)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selected slice; the selector must return a stored reference or a primitive (not a new object). */
export function useStoreSlice<T, S>(store: Store<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()));
}
