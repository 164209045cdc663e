import type { WebsiteDesign } from '@folio/schema';
import { toast } from 'sonner';
import type { StoreApi } from 'zustand/vanilla';
import { updateWebsite } from '../api/update-website';
import type { BuilderState } from '../state/builder-state';
import type { History } from '../state/history';
import { withServerWebsite } from '../state/website-updates';
import { ConflictReloaded, type Writer } from '../state/writer';

export const designSaveFailed = 'Failed to save the design. Please try again.';

/** A colour dragged or typed is saved this long after it stops changing; other choices at once. */
export const designSaveDelayMs = 400;

const sameDesign = (a: WebsiteDesign | null, b: WebsiteDesign | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Design section's choices: each is shown in the preview at once (designDraft), is one undo
 * step, and is saved with PATCH /websites/{id}/builder through the builder's write queue, so it
 * carries the version and a conflict asks the user like any other write.
 */
export function createDesignActions(store: StoreApi<BuilderState>, writer: Writer, history: History) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Array<() => void> = [];

  const current = (): WebsiteDesign => store.getState().designDraft ?? store.getState().website.design;

  async function flush(): Promise<void> {
    timer = undefined;
    const done = waiting;
    waiting = [];
    const design = store.getState().designDraft;
    try {
      if (!design) return;
      await writer.write(
        (version) => updateWebsite(store.getState().website.id, version, { design }),
        (answer) =>
          store.setState((state) => ({
            ...withServerWebsite(state, answer.website),
            // A choice made while this one was on its way stays a draft, and is saved next.
            designDraft: sameDesign(state.designDraft, answer.website.design) ? null : state.designDraft,
          })),
      );
      // Its own failure is reported by its own flush.
      if (store.getState().designDraft) schedule(0).catch(() => undefined);
    } catch (error) {
      if (error instanceof ConflictReloaded) {
        store.setState({ designDraft: null });
        return;
      }
      // The choice stays in the preview and the leave warning: the next choice, or an undo, tries again.
      toast.error(designSaveFailed);
      throw error;
    } finally {
      for (const resolve of done) resolve();
    }
  }

  function schedule(delay: number): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    return new Promise<void>((resolve, reject) => {
      waiting.push(resolve);
      timer = setTimeout(() => {
        flush().catch(reject);
      }, delay);
    });
  }

  function put(design: WebsiteDesign, delay: number): Promise<void> {
    store.setState({ designDraft: sameDesign(design, store.getState().website.design) ? null : design });
    if (store.getState().designDraft === null && timer === undefined) return Promise.resolve();
    return schedule(delay);
  }

  /** Makes a choice: the preview shows it now, the history gets a step, the server gets it soon. */
  function choose(change: Partial<WebsiteDesign>, label: string, options: { groupKey?: string; delay?: number } = {}) {
    const before = current();
    const after: WebsiteDesign = { ...before, ...change };
    if (sameDesign(before, after)) return;
    put(after, options.delay ?? 0).catch(() => undefined);
    history.record({
      label,
      ...(options.groupKey ? { groupKey: options.groupKey } : {}),
      undo: () => put(before, 0),
      redo: () => put(after, 0),
    });
  }

  return {
    /** The design the Design section and the preview show: the draft on top of the saved one. */
    current,
    setAccent: (accent: string | null) => choose({ accent_color: accent }, accent ? 'changed accent colour' : 'reset accent colour', { groupKey: 'design:accent', delay: designSaveDelayMs }),
    setPairing: (pairing: WebsiteDesign['font_pairing']) => choose({ font_pairing: pairing }, 'changed font pairing'),
    setTheme: (theme: WebsiteDesign['theme']) => choose({ theme }, theme === null ? 'reset theme' : 'changed theme'),
    setOrder: (order: WebsiteDesign['section_order']) => choose({ section_order: order }, order.length === 0 ? 'reset section order' : 'reordered sections'),
    setHidden: (id: WebsiteDesign['hidden_sections'][number], hidden: boolean) => {
      const list = current().hidden_sections.filter((item) => item !== id);
      choose({ hidden_sections: hidden ? [...list, id] : list }, hidden ? 'hid a section' : 'showed a section');
    },
    /** Resolves once every choice made so far is saved (or failed). */
    settled: (): Promise<void> => (timer === undefined ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

export type DesignActions = ReturnType<typeof createDesignActions>;
