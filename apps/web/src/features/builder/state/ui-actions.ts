import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState, Device, SectionId } from './builder-state';

/** Layout state: section, preview and focus modes, device, sidebar. */
export function createUiActions(store: StoreApi<BuilderState>) {
  return {
    setSection: (section: SectionId) => {
      // A version from the history is previewed only while the History section is open.
      store.setState((state) => ({ section, snapshotPreview: section === 'history' ? state.snapshotPreview : null }));
    },
    setPreviewMode: (previewMode: boolean) => {
      store.setState((state) => (previewMode || !state.focusMode ? { previewMode } : { previewMode, focusMode: false, sidebarCollapsed: state.sidebarBeforeFocus ?? false, sidebarBeforeFocus: null }));
    },
    /** Focus widens the preview and collapses the sidebar; leaving it restores the sidebar as it was. */
    toggleFocus: () => {
      store.setState((state) =>
        state.focusMode
          ? { focusMode: false, sidebarCollapsed: state.sidebarBeforeFocus ?? false, sidebarBeforeFocus: null }
          : { focusMode: true, previewMode: true, sidebarBeforeFocus: state.sidebarCollapsed, sidebarCollapsed: true },
      );
    },
    setDevice: (device: Device) => {
      store.setState({ device });
    },
    toggleSidebar: () => {
      store.setState((state) => ({ sidebarCollapsed: !state.sidebarCollapsed }));
    },
    setTemplatePreview: (templatePreview: BuilderState['templatePreview']) => {
      store.setState({ templatePreview });
    },
    /** Shows a version from the history in the preview (turning the preview on), or the current website again with null. */
    setSnapshotPreview: (snapshotPreview: BuilderState['snapshotPreview']) => {
      store.setState(snapshotPreview ? { snapshotPreview, previewMode: true } : { snapshotPreview: null });
    },
    setItemPreview: (itemPreview: BuilderState['itemPreview']) => {
      store.setState({ itemPreview });
    },
    setEditorDirty: (key: string, dirty: boolean) => {
      store.setState((state) => {
        if (dirty === (key in state.dirtyEditors)) return {};
        const dirtyEditors = { ...state.dirtyEditors };
        if (dirty) dirtyEditors[key] = true;
        else delete dirtyEditors[key];
        return { dirtyEditors };
      });
    },
    markSavePending: () => {
      store.setState((state) => (state.save.phase === 'saving' || state.save.phase === 'retrying' ? {} : { save: { phase: 'pending', attempt: 0 } }));
    },
  };
}
