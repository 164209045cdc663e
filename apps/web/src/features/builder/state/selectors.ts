import { dataCategoryOf, type TemplateDataCategory, type WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite, getTemplate } from '@folio/templates';
import { personalKeys, type BuilderState, type PersonalDraft, type PersonalFields } from './builder-state';

/** Values compared the way the server stores them (trimmed), so a trailing space is not an unsaved change. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, normalize(item)]));
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

export function personalValues(state: Pick<BuilderState, 'website' | 'draft'>): PersonalFields {
  const { website, draft } = state;
  return {
    name: draft.name ?? website.name,
    intro: draft.intro ?? website.intro,
    description: draft.description ?? website.description,
    contact: draft.contact ?? website.contact,
  };
}

/** The draft fields that differ from the server's values: what a save sends. */
export function changedPersonalFields(state: Pick<BuilderState, 'website' | 'draft'>): PersonalDraft {
  const changes: PersonalDraft = {};
  for (const key of personalKeys) {
    const value = state.draft[key];
    if (value !== undefined && !sameValue(value, state.website[key])) Object.assign(changes, { [key]: value });
  }
  return changes;
}

export function isPersonalDirty(state: BuilderState): boolean {
  return Object.keys(changedPersonalFields(state)).length > 0;
}

/** What the header's Save button saves: personal fields and template data. */
export function hasUnsavedChanges(state: BuilderState): boolean {
  return isPersonalDirty(state) || state.templateDraft?.dirty === true;
}

/** Anything that leaving would lose, including an open editor with edits. */
export function hasAnythingUnsaved(state: BuilderState): boolean {
  return hasUnsavedChanges(state) || Object.keys(state.dirtyEditors).length > 0 || state.designDraft !== null;
}

/**
 * The website the live preview shows: the server's copy with every unsaved edit on top, or the
 * template the user is trying out. Memoised on its inputs (one memo per builder), so unrelated
 * state changes post nothing to the preview.
 */
export function makePreviewSelector(): (state: BuilderState) => WebsiteWithSections {
  let lastInputs: unknown[] = [];
  let lastPreview: WebsiteWithSections | null = null;
  return (state) => {
    const inputs = [state.website, state.draft, state.templateDraft, state.templatePreview, state.itemPreview, state.designDraft, state.snapshotPreview];
    if (lastPreview && inputs.every((input, index) => input === lastInputs[index])) return lastPreview;
    if (state.snapshotPreview) {
      lastInputs = inputs;
      lastPreview = state.snapshotPreview.website;
      return lastPreview;
    }
    const { website, templateDraft, templatePreview } = state;
    let preview: WebsiteWithSections = { ...website, ...personalValues(state), design: state.designDraft ?? website.design };
    if (state.itemPreview) preview = withItemPreview(preview, state.itemPreview);
    if (templateDraft && templateDraft.data && typeof templateDraft.data === 'object') {
      preview.template_data = templateDraft.data as Record<string, unknown>;
    }
    if (templatePreview) {
      preview = templatePreview.demo
        ? { ...getDemoWebsite(templatePreview.slug), id: website.id, subdomain: website.subdomain }
        : {
            ...preview,
            template_slug: templatePreview.slug,
            // The user's template data belongs to one form category; another category starts empty.
            template_data: dataCategoryOfSlug(templatePreview.slug) === dataCategoryOfSlug(website.template_slug) ? preview.template_data : null,
          };
    }
    lastInputs = inputs;
    lastPreview = preview;
    return preview;
  };
}

/** The template-data form a template uses; null for a slug the catalogue does not know. */
export function dataCategoryOfSlug(slug: string): TemplateDataCategory | null {
  const template = getTemplate(slug);
  return template ? dataCategoryOf(template.category) : null;
}

/** The list with the modal's item in place of the saved one (or at the end while it is new). */
function withItemPreview(website: WebsiteWithSections, { key, item }: NonNullable<BuilderState['itemPreview']>): WebsiteWithSections {
  const list = website[key] as Array<{ id: number }>;
  const next = list.some((entry) => entry.id === item.id) ? list.map((entry) => (entry.id === item.id ? { ...entry, ...item } : entry)) : [...list, item];
  return { ...website, [key]: next };
}
