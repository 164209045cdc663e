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
import { withServerWebsite } from './website-updates';
import type { Writer } from './writer';

type Items<K extends ListKey> = SectionItem[K][];

/**
 * Writes of the list sections. Each answer carries the new website version, and the local copy
 * of the list changes the way the server's did, so the preview and the counts follow at once.
 */
export function createItemActions(store: StoreApi<BuilderState>, writer: Writer) {
  const websiteId = () => store.getState().website.id;

  function setList<K extends ListKey>(key: K, version: number, change: (items: Items<K>) => Items<K>) {
    store.setState((state) => ({
      website: { ...state.website, version, [key]: change(state.website[key] as Items<K>) },
    }));
  }

  function setPictures(projectId: number, version: number, pictures: Picture[]) {
    setList('projects', version, (items) => items.map((item) => (item.id === projectId ? { ...item, pictures } : item)));
  }

  return {
    /** Creates (itemId null) or updates an item; resolves with the server's item and message. */
    saveItem: async <K extends ListKey>(key: K, itemId: number | null, input: SectionInput[K]) => {
      if (itemId === null) {
        return writer.write(
          (version) => createItem(key, websiteId(), version, input),
          (answer) => setList(key, answer.websiteVersion, (items) => [...items, answer.item]),
        );
      }
      return writer.write(
        (version) => updateItem(key, itemId, version, input),
        (answer) => setList(key, answer.websiteVersion, (items) => items.map((item) => (item.id === itemId ? answer.item : item))),
      );
    },

    deleteItem: async (key: ListKey, itemId: number) => {
      return writer.write(
        (version) => deleteItem(key, itemId, version),
        (answer) => setList(key, answer.website_version, (items) => items.filter((item) => item.id !== itemId)),
      );
    },

    /** Shows the new order at once and persists it; the caller reloads on failure. */
    reorder: async (key: ListKey, ids: number[]) => {
      const byId = new Map((store.getState().website[key] as Array<{ id: number }>).map((item) => [item.id, item]));
      const ordered = ids.map((id) => byId.get(id)).filter((item) => item !== undefined);
      store.setState((state) => ({ website: { ...state.website, [key]: ordered } }));
      return writer.write(
        (version) => reorderItems(key, websiteId(), version, ids),
        (answer) => store.setState((state) => ({ website: { ...state.website, version: answer.website_version } })),
      );
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
