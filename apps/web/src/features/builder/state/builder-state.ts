import type { Contact, WebsiteDesign, WebsiteSnapshot, WebsiteWithSections } from '@folio/schema';
import type { DataCategory } from '../api/get-template-data';
import type { ListKey } from '../api/sections';
import type { HistorySnapshot } from './history';

export type SectionId =
  | 'template'
  | 'design'
  | 'template-data'
  | 'personal'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'trainings'
  | 'blog'
  | 'custom-domain'
  | 'analytics'
  | 'history';

export type Device = 'desktop' | 'tablet' | 'mobile';

/** Device widths of the preview iframe (builder.md section 9); focus mode widens the panel to 800. */
export const deviceWidths: Record<Device, number> = { desktop: 900, tablet: 600, mobile: 450 };
export const previewPanelWidth = { normal: 450, focus: 800 } as const;

/** The website fields edited in the personal section and saved with PATCH /websites/{id}/builder. */
export interface PersonalFields {
  name: string;
  intro: string;
  description: string;
  contact: Contact;
}
export type PersonalDraft = Partial<PersonalFields>;
export const personalKeys = ['name', 'intro', 'description', 'contact'] as const;

export type SavePhase = 'idle' | 'pending' | 'saving' | 'retrying' | 'saved' | 'failed';
export interface SaveState {
  phase: SavePhase;
  /** The attempt under way (1 to 3) while saving or retrying. */
  attempt: number;
  message?: string;
}

export interface TemplateDraft {
  category: DataCategory;
  /** The form's current values (what the preview shows). */
  data: unknown;
  dirty: boolean;
}

export interface ConflictState {
  /** The website as the server has it now. */
  website: WebsiteWithSections;
}

export interface BuilderState {
  /** The website as the server last confirmed it (its version is the one the next write sends). */
  website: WebsiteWithSections;
  /** Personal fields typed but not yet saved (display values; dirtiness compares them trimmed). */
  draft: PersonalDraft;
  templateDraft: TemplateDraft | null;
  /** Design choices made but not yet confirmed by the server (the preview shows them at once). */
  designDraft: WebsiteDesign | null;
  /** Bumped when saved template data replaces the form's values (after a save or a reload). */
  templateDataNonce: number;
  /** Modal editors holding edits that are not saved yet (for the leave and unload warnings). */
  dirtyEditors: Record<string, true>;
  /** An item being edited in a modal, shown in the preview as typed (id -1 while it is new). */
  itemPreview: { key: ListKey; item: { id: number } & Record<string, unknown> } | null;
  /** A template the template section is showing in the preview, with the user's data or demo data. */
  templatePreview: { slug: string; demo: boolean } | null;
  /** A version from the history shown in the preview instead of the current website. */
  snapshotPreview: { snapshot: WebsiteSnapshot; website: WebsiteWithSections } | null;
  save: SaveState;
  conflict: ConflictState | null;
  /** Field errors to show on the personal form: local validation after a blocked save, or the server's 422. */
  personalErrors: Record<string, string>;
  /** Bumped when a save was blocked by validation, so forms show every error at once. */
  validationNonce: number;
  section: SectionId;
  previewMode: boolean;
  focusMode: boolean;
  device: Device;
  sidebarCollapsed: boolean;
  /** The sidebar state before focus mode collapsed it, restored on exit. */
  sidebarBeforeFocus: boolean | null;
  /** What Undo and Redo would take back or do again, and what the last one did. */
  history: HistorySnapshot;
}

export function initialState(website: WebsiteWithSections, options: { section: SectionId; previewMode: boolean }): BuilderState {
  return {
    website,
    draft: {},
    templateDraft: null,
    designDraft: null,
    templateDataNonce: 0,
    dirtyEditors: {},
    itemPreview: null,
    templatePreview: null,
    snapshotPreview: null,
    save: { phase: 'idle', attempt: 0 },
    conflict: null,
    personalErrors: {},
    validationNonce: 0,
    section: options.section,
    previewMode: options.previewMode,
    focusMode: false,
    device: 'mobile',
    sidebarCollapsed: false,
    sidebarBeforeFocus: null,
    history: { undo: null, redo: null, announcement: '' },
  };
}
