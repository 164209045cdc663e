import type { WebsiteWithSections } from '@folio/schema';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { errorDetails } from '@/lib/api-client';
import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState } from './builder-state';

/** Thrown to a write whose conflict the user settled by taking the server's version. */
export class ConflictReloaded extends Error {
  constructor() {
    super('Reloaded the server version');
    this.name = 'ConflictReloaded';
  }
}

export type ConflictChoice = 'reload' | 'overwrite';

function conflictWebsite(error: unknown): WebsiteWithSections | null {
  const website = errorDetails(error, 'version_conflict')?.website as WebsiteWithSections | undefined;
  return website && typeof website.version === 'number' ? website : null;
}

/**
 * Every write of the builder is a TanStack Query mutation in the website's scope, so they run one at
 * a time: each carries the website version the previous one produced, and the builder never
 * conflicts with itself. A 409 (another tab or device wrote first) holds the queue and asks the
 * user: reload takes the server's website and drops the pending edits; overwrite re-sends the same
 * write on top of the server's version. Writes are sent online or not (networkMode 'always'): offline,
 * they fail at once and the save's own retry says so, rather than waiting unseen.
 */
export function createWriter(store: StoreApi<BuilderState>, queryClient: QueryClient, onReload: (website: WebsiteWithSections) => void) {
  const scope = { id: `website:${store.getState().website.id}` };
  let settle: ((choice: ConflictChoice) => void) | null = null;

  function askUser(website: WebsiteWithSections): Promise<ConflictChoice> {
    store.setState({ conflict: { website } });
    return new Promise<ConflictChoice>((resolve) => {
      settle = resolve;
    });
  }

  function resolveConflict(choice: ConflictChoice) {
    const conflict = store.getState().conflict;
    const resolve = settle;
    settle = null;
    if (!conflict || !resolve) return;
    store.setState({ conflict: null, website: conflict.website });
    if (choice === 'reload') onReload(conflict.website);
    resolve(choice);
  }

  /** Runs `send` with the current version once the writes before it are done; `apply` records the answer. */
  function write<T>(send: (version: number) => Promise<T>, apply: (answer: T) => void): Promise<T> {
    const run = async (): Promise<T> => {
      for (;;) {
        try {
          const answer = await send(store.getState().website.version);
          apply(answer);
          return answer;
        } catch (error) {
          const current = conflictWebsite(error);
          if (!current) throw error;
          if ((await askUser(current)) === 'reload') throw new ConflictReloaded();
          // Overwrite: the loop sends the same change again with the server's version.
        }
      }
    };
    return new MutationObserver<T>(queryClient, { mutationFn: run, scope, networkMode: 'always', retry: false }).mutate();
  }

  return { write, resolveConflict };
}

export type Writer = ReturnType<typeof createWriter>;
