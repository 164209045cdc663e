import type { Picture } from '@folio/schema';
import type { StoreApi } from 'zustand/vanilla';
import { createItem } from '../api/create-item';
import { deleteItem } from '../api/delete-item';
import { getWebsite } from '@/api/get-website';
import { removeProjectImage } from '../api/remove-project-image';
import { reorderItems } from '../api/reorder-items';
import type { ListKey, SectionInput, SectionItem } from '../api/sections';
import { updateItem } from '../api/update-item';
import { uploadProjectImage } from '../api/upload-project-image';
import type { BuilderState } from './builder-state';
import type { History } from './history';
import { withServerWebsite } from './website-updates';
import type { Writer } from './writer';

type Items<K extends ListKey> = SectionItem[K][];

/** How the history names an item of each section ("deleted experience"). */
export const itemNameOf = {
  experiences: 'experience',
  educations: 'education',
  skills: 'skill category',
  projects: 'project',
  trainings: 'training',
  blog_posts: 'blog post',
} as const satisfies Record<ListKey, string>;

const listNameOf = {
  experiences: 'experiences',
  educations: 'education',
  skills: 'skills',
  projects: 'projects',
  trainings: 'trainings',
  blog_posts: 'blog posts',
} as const satisfies Record<ListKey, string>;

/** What to send to create an item again or to put its old values back: the item without its id. */
function inputOf<K extends ListKey>(item: SectionItem[K]): SectionInput[K] {
  const { id: _id, ...input } = item;
  return input as unknown as SectionInput[K];
}

/**
 * Writes of the list sections. Each answer carries the new website version, and the local copy
 * of the list changes the way the server's did, so the preview and the counts follow at once.
 * Each write the user makes is a step of the history; its undo and redo are writes of the same kind.
 */
export function createItemActions(store: StoreApi<BuilderState>, writer: Writer, history: History) {
  const websiteId = () => store.getState().website.id;
  /** An item deleted and created again by undo or redo has a new id: old ids lead to the current one. */
  const renamed = new Map<number, number>();
  const currentId = (id: number): number => {
    let current = id;
    for (let next = renamed.get(current); next !== undefined; next = renamed.get(current)) current = next;
    return current;
  };

  function setList<K extends ListKey>(key: K, version: number, change: (items: Items<K>) => Items<K>) {
    store.setState((state) => ({
      website: { ...state.website, version, [key]: change(state.website[key] as Items<K>) },
    }));
  }

  function setPictures(projectId: number, version: number, pictures: Picture[]) {
    setList('projects', version, (items) => items.map((item) => (item.id === projectId ? { ...item, pictures } : item)));
  }

  const idsOf = (key: ListKey) => (store.getState().website[key] as Array<{ id: number }>).map((item) => item.id);

  function create<K extends ListKey>(key: K, input: SectionInput[K]) {
    return writer.write(
      (version) => createItem(key, websiteId(), version, input),
      (answer) => setList(key, answer.websiteVersion, (items) => [...items, answer.item]),
    );
  }

  function update<K extends ListKey>(key: K, itemId: number, input: SectionInput[K]) {
    return writer.write(
      (version) => updateItem(key, itemId, version, input),
      (answer) => setList(key, answer.websiteVersion, (items) => items.map((item) => (item.id === itemId ? answer.item : item))),
    );
  }

  function remove(key: ListKey, itemId: number) {
    return writer.write(
      (version) => deleteItem(key, itemId, version),
      (answer) => setList(key, answer.website_version, (items) => items.filter((item) => item.id !== itemId)),
    );
  }

  /** Shows the new order at once and persists it. Ids the list no longer has are left out, new ones kept at the end. */
  function order(key: ListKey, wanted: number[]) {
    const present = idsOf(key);
    const ids = [...wanted.map(currentId).filter((id) => present.includes(id)), ...present.filter((id) => !wanted.map(currentId).includes(id))];
    const byId = new Map((store.getState().website[key] as Array<{ id: number }>).map((item) => [item.id, item]));
    const ordered = ids.map((id) => byId.get(id)).filter((item) => item !== undefined);
    store.setState((state) => ({ website: { ...state.website, [key]: ordered } }));
    return writer.write(
      (version) => reorderItems(key, websiteId(), version, ids),
      (answer) => store.setState((state) => ({ website: { ...state.website, version: answer.website_version } })),
    );
  }

  /** Creates an item again where it was; its old id now leads to the new one. */
  async function restore<K extends ListKey>(key: K, oldId: number, input: SectionInput[K], index: number) {
    const answer = await create(key, input);
    renamed.set(oldId, answer.item.id);
    const ids = idsOf(key);
    if (index < ids.length - 1) {
      const without = ids.filter((id) => id !== answer.item.id);
      await order(key, [...without.slice(0, index), answer.item.id, ...without.slice(index)]);
    }
  }

  return {
    /** Creates (itemId null) or updates an item; resolves with the server's item and message. */
    saveItem: async <K extends ListKey>(key: K, itemId: number | null, input: SectionInput[K]) => {
      if (itemId === null) {
        const answer = await create(key, input);
        const id = answer.item.id;
        const index = idsOf(key).indexOf(id);
        history.record({
          label: `added ${itemNameOf[key]}`,
          undo: async () => void (await remove(key, currentId(id))),
          redo: () => restore(key, currentId(id), input, index),
        });
        return answer;
      }
      const before = (store.getState().website[key] as Items<K>).find((item) => item.id === itemId);
      const answer = await update(key, itemId, input);
      if (before) {
        history.record({
          label: `edited ${itemNameOf[key]}`,
          undo: async () => void (await update(key, currentId(itemId), inputOf<K>(before))),
          redo: async () => void (await update(key, currentId(itemId), input)),
        });
      }
      return answer;
    },

    /** Deletes an item; answers the server's message and the history step that can take it back. */
    deleteItem: async <K extends ListKey>(key: K, itemId: number) => {
      const list = store.getState().website[key] as Items<K>;
      const index = list.findIndex((item) => item.id === itemId);
      const item = list[index];
      const answer = await remove(key, itemId);
      const step = item
        ? history.record({
            label: `deleted ${itemNameOf[key]}`,
            undo: () => restore(key, currentId(itemId), inputOf<K>(item), index),
            redo: async () => void (await remove(key, currentId(itemId))),
          })
        : null;
      return { ...answer, step };
    },

    /** Shows the new order at once and persists it; the caller reloads on failure. */
    reorder: async (key: ListKey, ids: number[]) => {
      const before = idsOf(key);
      const answer = await order(key, ids);
      history.record({
        label: `reordered ${listNameOf[key]}`,
        undo: async () => void (await order(key, before)),
        redo: async () => void (await order(key, ids)),
      });
      return answer;
    },

    /** Fetches the website again (after a failed reorder, or a write that found an item gone). */
    reload: async () => {
      return writer.write(
        () => getWebsite(websiteId()),
        (website) => store.setState((state) => withServerWebsite(state, website)),
      );
    },

    addProjectImage: async (projectId: number, file: File, onProgress: (fraction: number) => void) => {
      return writer.write(
        (version) => uploadProjectImage(projectId, version, file, onProgress),
        (answer) => setPictures(projectId, answer.website_version, answer.pictures),
      );
    },

    removeProjectImage: async (projectId: number, img: string) => {
      return writer.write(
        (version) => removeProjectImage(projectId, version, img),
        (answer) => setPictures(projectId, answer.website_version, answer.pictures),
      );
    },
  };
}

export type ItemActions = ReturnType<typeof createItemActions>;
