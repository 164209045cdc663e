import { templateDataSchemas, updateWebsiteInput } from '@folio/schema';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import type { StoreApi } from 'zustand/vanilla';
import { templateDataQueryKey, type DataCategory } from '../api/get-template-data';
import { saveTemplateData } from '../api/save-template-data';
import { updateWebsite } from '../api/update-website';
import type { BuilderState, PersonalFields } from './builder-state';
import { builderMessages, isRetryable, maxSaveAttempts, retryDelaysMs, saveFailureMessage } from './messages';
import { changedPersonalFields, dataCategoryOfSlug, hasUnsavedChanges, personalValues } from './selectors';
import { withServerWebsite } from './website-updates';
import { ConflictReloaded, type Writer } from './writer';

const personalSchema = updateWebsiteInput.pick({ name: true, intro: true, description: true, contact: true });

/** Field errors of the personal values, keyed like the server's 422 map ('contact.email'). */
export function validatePersonal(values: PersonalFields): Record<string, string> {
  const result = personalSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export function validateTemplateData(category: DataCategory, data: unknown) {
  return templateDataSchemas[category].safeParse(data);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Saving what the builder holds unsaved: the personal fields (PATCH /websites/{id}/builder) and
 * the template data form (PUT template-data). Header Save, the personal form's Save and autosave
 * all come here: 3 attempts with 1 s and 2 s waits, the status rules and messages of builder.md.
 */
export function createSaveActions(store: StoreApi<BuilderState>, writer: Writer, queryClient: QueryClient) {
  const websiteId = () => store.getState().website.id;

  async function sendPersonal() {
    const changes = changedPersonalFields(store.getState());
    if (Object.keys(changes).length === 0) return;
    await writer.write(
      (version) => updateWebsite(websiteId(), version, changes),
      (answer) => store.setState((state) => ({ ...withServerWebsite(state, answer.website), personalErrors: {} })),
    );
  }

  async function sendTemplateData() {
    const draft = store.getState().templateDraft;
    if (!draft?.dirty) return;
    const parsed = validateTemplateData(draft.category, draft.data);
    if (!parsed.success) throw new Error(builderMessages.fixValidation);
    const category = draft.category;
    const data = parsed.data;
    await writer.write(
      (version) => saveTemplateData(websiteId(), category, version, data),
      (answer) => {
        queryClient.setQueryData(templateDataQueryKey(websiteId(), category), answer.data.data);
        store.setState((state) => {
          const current = dataCategoryOfSlug(state.website.template_slug) === category;
          const website = {
            ...state.website,
            version: answer.website_version,
            template_data: current ? (answer.data.data as Record<string, unknown>) : state.website.template_data,
          };
          // Edits typed while the request was out stay unsaved; otherwise the form takes the saved values.
          const typedMore = state.templateDraft !== null && state.templateDraft.data !== draft.data;
          return typedMore
            ? { website }
            : { website, templateDraft: { category, data: answer.data.data, dirty: false }, templateDataNonce: state.templateDataNonce + 1 };
        });
      },
    );
  }

  /** Checks what a save would send; shows the errors and says no when something is invalid. */
  function validateAll(manual: boolean): boolean {
    const state = store.getState();
    const personalErrors = validatePersonal(personalValues(state));
    const templateOk = !state.templateDraft?.dirty || validateTemplateData(state.templateDraft.category, state.templateDraft.data).success;
    if (Object.keys(personalErrors).length === 0 && templateOk) return true;
    // Autosave waits quietly for valid input rather than pulling the user to another section.
    if (!manual) return false;
    store.setState((current) => ({
      personalErrors,
      validationNonce: current.validationNonce + 1,
      section: Object.keys(personalErrors).length > 0 ? 'personal' : 'template-data',
    }));
    toast.error(builderMessages.fixValidation);
    return false;
  }

  let saving = false;

  /** `failureTitle`: a form's own failure message (the personal form's), with the cause under it. */
  async function saveAll(options: { manual: boolean; failureTitle?: string }): Promise<boolean> {
    if (saving) return false;
    if (!hasUnsavedChanges(store.getState())) {
      if (options.manual) toast.info(builderMessages.noChanges);
      store.setState((state) => (state.save.phase === 'pending' ? { save: { phase: 'idle', attempt: 0 } } : {}));
      return true;
    }
    if (!validateAll(options.manual)) {
      store.setState({ save: { phase: 'idle', attempt: 0 } });
      return false;
    }
    saving = true;
    try {
      for (let attempt = 1; attempt <= maxSaveAttempts; attempt += 1) {
        store.setState({ save: { phase: attempt === 1 ? 'saving' : 'retrying', attempt } });
        try {
          await sendPersonal();
          await sendTemplateData();
          store.setState({ save: { phase: 'saved', attempt } });
          if (options.manual) toast.success(builderMessages.saved);
          return true;
        } catch (error) {
          if (error instanceof ConflictReloaded) {
            store.setState({ save: { phase: 'idle', attempt: 0 } });
            return false;
          }
          if (isApiError(error, 422)) {
            const errors: Record<string, string> = {};
            for (const [field, list] of Object.entries(error.fieldErrors)) if (list[0]) errors[field] = list[0];
            store.setState((state) => ({ personalErrors: errors, validationNonce: state.validationNonce + 1 }));
          }
          const delay = retryDelaysMs[attempt - 1];
          if (attempt === maxSaveAttempts || delay === undefined || !isRetryable(error)) {
            const message = saveFailureMessage(error);
            store.setState({ save: { phase: 'failed', attempt, message } });
            if (options.failureTitle) toast.error(options.failureTitle, { id: 'builder-save', description: message });
            else toast.error(message, { id: 'builder-save' });
            return false;
          }
          store.setState({ save: { phase: 'retrying', attempt: attempt + 1, message: saveFailureMessage(error) } });
          await wait(delay);
        }
      }
      return false;
    } finally {
      saving = false;
    }
  }

  /** The template data form's own Save: the same write, with that form's messages. */
  async function saveTemplateDataNow(): Promise<{ ok: boolean; errors: Record<string, string> }> {
    const draft = store.getState().templateDraft;
    if (!draft?.dirty) return { ok: true, errors: {} };
    if (!validateTemplateData(draft.category, draft.data).success) {
      toast.error(builderMessages.fixValidation);
      return { ok: false, errors: {} };
    }
    try {
      await sendTemplateData();
      toast.success(builderMessages.templateDataSaved);
      return { ok: true, errors: {} };
    } catch (error) {
      if (error instanceof ConflictReloaded) return { ok: false, errors: {} };
      const errors: Record<string, string> = {};
      if (isApiError(error, 422)) {
        // The server keys template data errors 'data.field.path'.
        for (const [field, list] of Object.entries(error.fieldErrors)) if (list[0]) errors[field.replace(/^data\./, '')] = list[0];
      }
      toast.error(builderMessages.templateDataSaveFailed);
      return { ok: false, errors };
    }
  }

  return { saveAll, saveTemplateData: saveTemplateDataNow, isSaving: () => saving };
}

export type SaveActions = ReturnType<typeof createSaveActions>;
