import type { WebsiteWithSections } from '@folio/schema';
import { errorDetails } from '@/lib/api-client';
import type { BuilderState } from './builder-state';
import type { Store } from './store';

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
 * Every write of the builder goes through here, one at a time: each carries the website version
 * the previous one produced, so the builder never conflicts with itself. A 409 (another tab or
 * device wrote first) pauses the queue and asks the user: reload takes the server's website and
 * drops the pending edits; overwrite re-sends the same write on top of the server's version.
 */
export function createWriter(store: Store<BuilderState>, onReload: (website: WebsiteWithSections) => void) {
  let chain: Promise<unknown> = Promise.resolve();
  let settle: ((choice: ConflictChoice) => void) | null = null;

  function askUser(website: WebsiteWithSections): Promise<ConflictChoice> {
    store.set({ conflict: { website } });
    return new Promise<ConflictChoice>((resolve) => {
      settle = resolve;
    });
  }

  function resolveConflict(choice: ConflictChoice) {
    const conflict = store.get().conflict;
    const resolve = settle;
    settle = null;
    if (!conflict || !resolve) return;
    store.set({ conflict: null, website: conflict.website });
    if (choice === 'reload') onReload(conflict.website);
    resolve(choice);
  }

  /** Runs `send` with the current version once the writes before it are done; `apply` records the answer. */
  function write<T>(send: (version: number) => Promise<T>, apply: (answer: T) => void): Promise<T> {
    const run = async (): Promise<T> => {
      for (;;) {
        try {
          const answer = await send(store.get().website.version);
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
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  return { write, resolveConflict };
}

export type Writer = ReturnType<typeof createWriter>;
