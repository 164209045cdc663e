/**
 * The builder's undo and redo: a list of changes, each able to take itself back and to do itself
 * again. A change knows how (its undo and redo send the same versioned writes as any edit), the
 * history only knows when: grouping, order, the redo list's end and the limit.
 *
 * - Typing is grouped by pause: a change with the same group key as the last one, made less than
 *   `pauseMs` after it, joins it (the group undoes to the value before the first keystroke).
 * - A new change empties the redo list.
 * - Undo and redo run one after another, in the order they were asked for. When one fails, the
 *   ones asked for after it are dropped: the change stays where it was, so it can be tried again.
 *   A `stop` failure (the user took another tab's version in the conflict dialog) empties both lists,
 *   since they describe a website that is no longer there.
 */
export interface Change {
  /** What the change did, for the buttons' names and the announcement ("deleted experience"). */
  label: string;
  /** Changes with the same key, made without a pause, are one step (a field being typed). */
  groupKey?: string;
  undo: () => Promise<void> | void;
  redo: () => Promise<void> | void;
}

interface Entry extends Change {
  id: number;
  /** When the last change of the group was made. */
  at: number;
}

export interface HistorySnapshot {
  /** The label of the change Undo takes back, or null when there is none. */
  undo: string | null;
  redo: string | null;
  /** What the last undo or redo did, for screen readers ("Undid: deleted experience"). */
  announcement: string;
}

export interface HistoryOptions {
  limit?: number;
  pauseMs?: number;
  now?: () => number;
  onChange?: (snapshot: HistorySnapshot) => void;
  /** A failure that ends the history rather than leaving the change to try again. */
  isStop?: (error: unknown) => boolean;
  onError?: (error: unknown, direction: 'undo' | 'redo', label: string) => void;
}

export const historyLimit = 100;
export const historyPauseMs = 1000;

export function createHistory(options: HistoryOptions = {}) {
  const limit = options.limit ?? historyLimit;
  const pauseMs = options.pauseMs ?? historyPauseMs;
  const now = options.now ?? (() => Date.now());
  let done: Entry[] = [];
  let undone: Entry[] = [];
  let announcement = '';
  /** Undo and redo run in this chain; a failure or a clear bumps the generation and drops what waits. */
  let chain: Promise<void> = Promise.resolve();
  let generation = 0;
  let running = 0;
  let nextId = 1;

  const snapshot = (): HistorySnapshot => ({ undo: done.at(-1)?.label ?? null, redo: undone.at(-1)?.label ?? null, announcement });
  const changed = () => options.onChange?.(snapshot());

  /** Adds a change; answers its id (the group's when it joined one), or null when an undo or redo made it. */
  function record(change: Change): number | null {
    // A change made by an undo or redo is not a new step.
    if (running > 0) return null;
    const at = now();
    const last = done.at(-1);
    undone = [];
    if (last && change.groupKey !== undefined && last.groupKey === change.groupKey && at - last.at < pauseMs) {
      // The group keeps its first undo (the value before the first keystroke) and takes the latest redo.
      done[done.length - 1] = { ...last, label: change.label, redo: change.redo, at };
      changed();
      return last.id;
    }
    const id = nextId++;
    done.push({ ...change, id, at });
    if (done.length > limit) done = done.slice(done.length - limit);
    changed();
    return id;
  }

  /** `only`: the step runs only when that change is the next one (a toast's Undo of its own change). */
  function step(direction: 'undo' | 'redo', only?: number): Promise<boolean> {
    const mine = generation;
    // The change is taken when the step runs, so steps asked for quickly take one change each, in order.
    const result = chain.then(async () => {
      const from = direction === 'undo' ? done : undone;
      if (mine !== generation) return false;
      if (only !== undefined && from.at(-1)?.id !== only) return false;
      const entry = from.pop();
      if (!entry) return false;
      running += 1;
      try {
        await (direction === 'undo' ? entry.undo() : entry.redo());
        // Taken back, a group starts again: the next keystroke makes a new step.
        (direction === 'undo' ? undone : done).push({ ...entry, at: Number.NEGATIVE_INFINITY });
        const said = `${direction === 'undo' ? 'Undid' : 'Redid'}: ${entry.label}`;
        // The same words twice would not be read again: the second time they end in a no-break space.
        announcement = announcement === said ? `${said}\u00a0` : said;
        return true;
      } catch (error) {
        // The steps asked for after this one are dropped.
        generation += 1;
        if (options.isStop?.(error)) {
          done = [];
          undone = [];
        } else {
          from.push(entry);
        }
        options.onError?.(error, direction, entry.label);
        return false;
      } finally {
        running -= 1;
        changed();
      }
    });
    chain = result.then(() => undefined);
    return result;
  }

  return {
    record,
    undo: (only?: number) => step('undo', only),
    redo: () => step('redo'),
    /** Resolves when every undo and redo asked for so far has run. */
    settled: () => chain,
    clear: () => {
      generation += 1;
      done = [];
      undone = [];
      changed();
    },
    snapshot,
  };
}

export type History = ReturnType<typeof createHistory>;
