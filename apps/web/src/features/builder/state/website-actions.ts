import type { TemplateSummary, WebsiteStatus } from '@folio/schema';
import { toast } from 'sonner';
import { toastPublished } from '@/components/site-link';
import { isApiError } from '@/lib/api-client';
import { applyTemplate } from '@/api/apply-template';
import type { StoreApi } from 'zustand/vanilla';
import type { QueryClient } from '@tanstack/react-query';
import { templateDataQueryKey, type DataCategory } from '../api/get-template-data';
import { removePicture } from '../api/remove-picture';
import { updateWebsite } from '../api/update-website';
import { uploadPicture } from '../api/upload-picture';
import type { BuilderState, PersonalFields } from './builder-state';
import type { History } from './history';
import { builderMessages } from './messages';
import { sameValue } from './selectors';
import { withServerWebsite } from './website-updates';
import { ConflictReloaded, type Writer } from './writer';

/**
 * The picture as a file, so that undo can upload it again: null when there is none, undefined
 * when it cannot be read (that change then has no history step).
 */
async function pictureFile(url: string | null): Promise<File | null | undefined> {
  if (!url) return null;
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) return undefined;
    const blob = await response.blob();
    return new File([blob], 'picture.webp', { type: blob.type || 'image/webp' });
  } catch {
    return undefined;
  }
}

export type ApplyOutcome =
  | { kind: 'applied'; message: string }
  | { kind: 'locked'; message: string; requiredPlan: 'pro' | 'premium' }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

/** Website-level writes other than the save of pending edits: visibility, template, picture. */
/** How the history names a personal field ("edited full name"). */
const fieldNameOf: Record<keyof PersonalFields, string> = { name: 'full name', intro: 'introduction', description: 'description', contact: 'contact details' };

export function createWebsiteActions(store: StoreApi<BuilderState>, writer: Writer, history: History, queryClient: QueryClient) {
  const websiteId = () => store.getState().website.id;

  /** Records a personal field as typed; a value equal to the server's is no longer a draft. */
  function setField<K extends keyof PersonalFields>(key: K, value: PersonalFields[K]) {
    store.setState((state) => {
      const draft = { ...state.draft };
      if (sameValue(value, state.website[key]) && JSON.stringify(value) === JSON.stringify(state.website[key])) delete draft[key];
      else draft[key] = value;
      const personalErrors = { ...state.personalErrors };
      // A server error on a field goes away once the field is edited.
      for (const field of Object.keys(personalErrors)) if (field === key || field.startsWith(`${key}.`)) delete personalErrors[field];
      return { draft, personalErrors, save: state.save.phase === 'saved' || state.save.phase === 'failed' ? { phase: 'idle', attempt: 0 } : state.save };
    });
  }

  const sendPicture = (file: File, onProgress?: (fraction: number) => void) =>
    writer.write(
      (version) => uploadPicture(websiteId(), version, file, onProgress),
      (answer) => store.setState((state) => withServerWebsite(state, answer.website)),
    );
  const dropPicture = () =>
    writer.write(
      (version) => removePicture(websiteId(), version),
      (answer) => store.setState((state) => withServerWebsite(state, answer.website)),
    );

  /** Applies a template; the answer's website replaces ours. */
  function apply(slug: string) {
    return writer.write(
      (version) => applyTemplate(websiteId(), version, slug),
      (result) =>
        store.setState((state) => ({
          ...withServerWebsite(state, result.website),
          // The template data form of the old category no longer applies.
          templateDraft: null,
          templatePreview: null,
          templateDataNonce: state.templateDataNonce + 1,
        })),
    );
  }

  /** A yes/no setting of the published site, saved at once with the website's version; a toast says what changed. */
  async function setSiteSetting(field: 'search_indexing' | 'cv_download', on: boolean, messages: { on: string; off: string; failed: string }): Promise<void> {
    if (store.getState().website[field] === on) return;
    try {
      await writer.write(
        (version) => updateWebsite(websiteId(), version, { [field]: on }),
        (result) => store.setState((state) => withServerWebsite(state, result.website)),
      );
      toast.success(on ? messages.on : messages.off);
    } catch (error) {
      if (error instanceof ConflictReloaded) return;
      toast.error(messages.failed);
    }
  }

  return {
    /**
     * Records a personal field as typed. Typing is one history step per field until a pause; its
     * undo puts the value back as an unsaved edit, which the Save button or autosave then saves.
     */
    setPersonalField: <K extends keyof PersonalFields>(key: K, value: PersonalFields[K]) => {
      const state = store.getState();
      const before = (state.draft[key] ?? state.website[key]) as PersonalFields[K];
      setField(key, value);
      if (JSON.stringify(before) === JSON.stringify(value)) return;
      history.record({ label: `edited ${fieldNameOf[key]}`, groupKey: `personal:${key}`, undo: () => setField(key, before), redo: () => setField(key, value) });
    },

    /** Drops the unsaved personal edits (the form's Cancel). */
    discardPersonal: () => {
      store.setState({ draft: {}, personalErrors: {} });
    },

    /**
     * Mirrors the template data form. `byUser`: an edit in the form (not the form taking saved values),
     * a history step grouped by pause (`from`: the draft before it, when the form already mirrored it); its undo puts the earlier values back in the form, unsaved
     * unless they are the saved ones.
     */
    setTemplateDraft: (category: DataCategory, data: unknown, dirty: boolean, byUser = false, from = store.getState().templateDraft) => {
      const previous = from;
      store.setState({ templateDraft: { category, data, dirty } });
      if (!byUser || previous?.category !== category || JSON.stringify(previous.data) === JSON.stringify(data)) return;
      const before = structuredClone(previous.data);
      const after = structuredClone(data);
      const put = (values: unknown) => {
        const saved = queryClient.getQueryData(templateDataQueryKey(websiteId(), category));
        // The form takes these values at the nonce: the draft's when unsaved, the saved ones otherwise.
        store.setState((state) => ({
          templateDraft: { category, data: values, dirty: JSON.stringify(values) !== JSON.stringify(saved) },
          templateDataNonce: state.templateDataNonce + 1,
        }));
      };
      history.record({ label: 'edited template data', groupKey: `template-data:${category}`, undo: () => put(before), redo: () => put(after) });
    },

    /** With the site's address, publishing says where the site is and offers to open or copy it. */
    setStatus: async (status: WebsiteStatus, siteUrl: string | null): Promise<void> => {
      if (store.getState().website.status === status) return;
      try {
        const answer = await writer.write(
          (version) => updateWebsite(websiteId(), version, { status }),
          (result) => store.setState((state) => withServerWebsite(state, result.website)),
        );
        if (status === 'published' && siteUrl) toastPublished(answer.message, siteUrl);
        else toast.success(answer.message);
      } catch (error) {
        if (error instanceof ConflictReloaded) return;
        toast.error(isApiError(error, 404) ? builderMessages.visibilityUnavailable : builderMessages.visibilityFailed);
      }
    },

    /** Whether search engines may index the published site (its pages say noindex when not). */
    setSearchIndexing: (on: boolean) =>
      setSiteSetting('search_indexing', on, { on: builderMessages.indexingOn, off: builderMessages.indexingOff, failed: builderMessages.indexingFailed }),

    /** Whether the published site offers the CV as a PDF ("Download CV"). */
    setCvDownload: (on: boolean) =>
      setSiteSetting('cv_download', on, { on: builderMessages.cvDownloadOn, off: builderMessages.cvDownloadOff, failed: builderMessages.cvDownloadFailed }),

    applyTemplate: async (template: TemplateSummary): Promise<ApplyOutcome> => {
      const toastId = `apply-${template.slug}`;
      toast.loading(builderMessages.applyingTemplate, { id: toastId });
      try {
        const before = store.getState().website.template_slug;
        const answer = await apply(template.slug);
        if (before !== template.slug) {
          history.record({
            label: 'switched template',
            undo: async () => void (await apply(before)),
            redo: async () => void (await apply(template.slug)),
          });
        }
        toast.success(answer.message, { id: toastId });
        return { kind: 'applied', message: answer.message };
      } catch (error) {
        if (error instanceof ConflictReloaded) {
          toast.dismiss(toastId);
          return { kind: 'cancelled' };
        }
        if (isApiError(error, 403)) {
          toast.dismiss(toastId);
          const required = error.detailsFor('template_locked')?.required_plan === 'premium' ? 'premium' : 'pro';
          return { kind: 'locked', message: error.serverMessage ?? builderMessages.applyFailed, requiredPlan: required };
        }
        const message = isApiError(error, 401)
          ? builderMessages.applyAuth
          : isApiError(error, 404)
            ? builderMessages.applyNotFound
            : isApiError(error, 0)
              ? builderMessages.applyNetwork
              : builderMessages.applyFailed;
        toast.error(message, { id: toastId });
        return { kind: 'failed', message };
      }
    },

    uploadPicture: async (file: File, onProgress: (fraction: number) => void) => {
      const before = await pictureFile(store.getState().website.flat_picture);
      const answer = await sendPicture(file, onProgress);
      if (before !== undefined) {
        history.record({
          label: 'changed profile picture',
          undo: async () => void (await (before ? sendPicture(before) : dropPicture())),
          redo: async () => void (await sendPicture(file)),
        });
      }
      return answer;
    },

    removePicture: async () => {
      const before = await pictureFile(store.getState().website.flat_picture);
      const answer = await dropPicture();
      if (before) history.record({ label: 'removed profile picture', undo: async () => void (await sendPicture(before)), redo: async () => void (await dropPicture()) });
      return answer;
    },
  };
}

export type WebsiteActions = ReturnType<typeof createWebsiteActions>;
