import type { BuilderState, Device, SectionId } from './builder-state';
import type { Store } from './store';

/** Layout state: section, preview and focus modes, device, sidebar. */
export function createUiActions(store: Store<BuilderState>) {
  return {
    setSection: (section: SectionId) => {
      store.set({ section });
    },
    setPreviewMode: (previewMode: boolean) => {
      store.set((state) => (previewMode || !state.focusMode ? { previewMode } : { previewMode, focusMode: false, sidebarCollapsed: state.sidebarBeforeFocus ?? false, sidebarBeforeFocus: null }));
    },
    /** Focus widens the preview and collapses the sidebar; leaving it restores the sidebar as it was. */
    toggleFocus: () => {
      store.set((state) =>
        state.focusMode
          ? { focusMode: false, sidebarCollapsed: state.sidebarBeforeFocus ?? false, sidebarBeforeFocus: null }
          : { focusMode: true, previewMode: true, sidebarBeforeFocus: state.sidebarCollapsed, sidebarCollapsed: true },
      );
    },
    setDevice: (device: Device) => {
      store.set({ device });
    },
    toggleSidebar: () => {
      store.set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed }));
    },
    setTemplatePreview: (templatePreview: BuilderState['templatePreview']) => {
      store.set({ templatePreview });
    },
    setItemPreview: (itemPreview: BuilderState['itemPreview']) => {
      store.set({ itemPreview });
    },
    setEditorDirty: (key: string, dirty: boolean) => {
      store.set((state) => {
        if (dirty === (key in state.dirtyEditors)) return {};
        const dirtyEditors = { ...state.dirtyEditors };
        if (dirty) dirtyEditors[key] = true;
        else delete dirtyEditors[key];
        return { dirtyEditors };
      });
    },
    markSavePending: () => {
      store.set((state) => (state.save.phase === 'saving' || state.save.phase === 'retrying' ? {} : { save: { phase: 'pending', attempt: 0 } }));
    },
  };
}
