import { importWebsite, isFolioExport, isJsonFile, MAX_IMPORT_BYTES } from '@/api/import-website';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { importLinkedIn as requestImport } from '../api/import-linkedin';
import { parseCv } from '../api/parse-cv';
import { proceedToTemplateMatching } from '../api/proceed-to-template-matching';
import { uploadCv } from '../api/upload-cv';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { errorMessage, planLimitOf } from '../lib/api-errors';
import { checkCvFile, checkCvText, checkPicture, inspectCvFile } from '../lib/file-rules';
import { onboardingMessages as m } from '../lib/messages';
import { storePastedText, storeSessionId } from '../lib/storage';
import type { FlowDeps } from './flow-deps';
import type { FlowStep } from './flow-state';

const textMessages: string[] = [m.textTooShort, m.textTooLong, m.noText];

/** A refusal the user can fix in place (422, 413) stays in the step; anything else is a failure for the modal. */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 422 || error.status === 413);

/** Upload path: file, pasted text, LinkedIn export, photo, then parsing; and Try Again. */
export function createUploadActions({ dispatch, get, ensureSession, goTo, flush, queryClient, navigate }: FlowDeps) {
  const fail = (error: unknown, fallback: string, step: FlowStep) =>
    dispatch({ type: 'error', message: errorMessage(error, fallback), step, modal: !isRefusal(error) });

  /** The upload under way, if any: one at a time, however often Continue (or Try Again) is pressed. */
  let sending: AbortController | null = null;
  /** Counts choices, so a slow check of an earlier file never overrides a later choice. */
  let choices = 0;

  function cancelUpload() {
    sending?.abort();
    sending = null;
    dispatch({ type: 'upload-progress', fraction: null });
  }

  /** Sends the session's CV for parsing; progress and the result arrive on the event stream. */
  async function startParse(): Promise<void> {
    const upload = get().upload;
    let sessionId: string;
    try {
      sessionId = await ensureSession();
    } catch {
      dispatch({ type: 'error', message: m.noSession, step: 'processing' });
      return;
    }
    dispatch({ type: 'clear-error' });
    goTo('processing', 'upload');
    dispatch({ type: 'requesting', value: true });
    try {
      const input = upload?.pastedText
        ? { session_id: sessionId, cv_text: upload.pastedText }
        : { session_id: sessionId, use_vision_parsing: upload?.vision ?? false, stored_path: upload?.storedPath ?? null };
      await flush();
      await parseCv(input);
      if (upload?.pastedText) storePastedText(sessionId, null);
    } catch (error) {
      const message = errorMessage(error, m.parsingFailed);
      // Text the server finds too short or long goes back to the text box, where it can be fixed.
      if (isRefusal(error) && textMessages.includes(message)) {
        goTo('upload_cv');
        dispatch({ type: 'error', message, step: 'upload_cv', modal: false });
        return;
      }
      dispatch({ type: 'error', message, step: 'processing' });
    } finally {
      dispatch({ type: 'requesting', value: false });
    }
  }

  /**
   * A file chosen or dropped (onboarding.md sections 2 and 5): checked at once, shown with its name
   * and size, and sent only on Continue. A refused choice replaces an earlier one, so what the step
   * shows is always what was chosen last.
   */
  async function chooseFile(file: File): Promise<void> {
    if (sending) return;
    const choice = ++choices;
    dispatch({ type: 'clear-error' });
    const problem = await inspectCvFile(file).catch(() => null);
    if (choice !== choices || sending) return;
    if (problem) {
      dispatch({ type: 'file', file: null });
      dispatch({ type: 'error', message: problem, step: 'upload_cv', modal: false });
      return;
    }
    dispatch({ type: 'file', file });
  }

  /** The Folio export read from a chosen .json file, or null when the file is something else (a JSON Resume goes on as a CV). */
  async function folioExportIn(file: File): Promise<unknown> {
    if (!isJsonFile(file) || file.size > MAX_IMPORT_BYTES) return null;
    try {
      const document: unknown = JSON.parse(await file.text());
      return isFolioExport(document) ? document : null;
    } catch {
      return null;
    }
  }

  /** A Folio export (downloaded from a builder) is a website already: it is recreated as it was and opened in the builder. */
  async function importFolioExport(document: unknown, controller: AbortController): Promise<void> {
    sending = controller;
    dispatch({ type: 'upload-progress', fraction: 1 });
    try {
      await flush();
      const answer = await importWebsite(document);
      if (controller.signal.aborted) return;
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      storeSessionId(null);
      void navigate(paths.app.builder.getHref(answer.website.id, { from: 'onboarding' }));
    } catch (error) {
      if (controller.signal.aborted) return;
      const limit = planLimitOf(error);
      if (limit) dispatch({ type: 'plan-limit', data: limit });
      else fail(error, m.importFailed, 'upload_cv');
    } finally {
      if (sending === controller) {
        sending = null;
        dispatch({ type: 'upload-progress', fraction: null });
      }
    }
  }

  /**
   * Sends the chosen file (Continue, Try Again) and moves on: a JSON Resume straight to review, any other CV to the photo step,
   * a Folio export (recognised by its shape) to the builder of the website it recreates.
   */
  async function uploadFile(file: File): Promise<void> {
    if (sending) return;
    dispatch({ type: 'clear-error' });
    const problem = checkCvFile(file);
    if (problem) {
      dispatch({ type: 'error', message: problem, step: 'upload_cv', modal: false });
      return;
    }
    const folio = await folioExportIn(file);
    if (folio) return importFolioExport(folio, new AbortController());
    const controller = new AbortController();
    sending = controller;
    dispatch({ type: 'upload-progress', fraction: 0 });
    try {
      const sessionId = await ensureSession();
      await flush();
      controller.signal.throwIfAborted();
      const onProgress = (fraction: number) => {
        if (sending === controller) dispatch({ type: 'upload-progress', fraction });
      };
      const answer = await uploadCv({ file, sessionId, onProgress, signal: controller.signal });
      if (!answer.session_id) {
        dispatch({ type: 'error', message: m.noSessionId, step: 'upload_cv' });
        return;
      }
      dispatch({ type: 'uploaded', upload: { fileName: file.name, storedPath: answer.stored_path, vision: answer.use_vision_parsing, pastedText: null } });
      // The server has moved the session on (upload_picture, or review for a JSON Resume).
      dispatch({ type: 'session', session: answer.session });
    } catch (error) {
      if (controller.signal.aborted) return;
      fail(error, m.uploadFailed, 'upload_cv');
    } finally {
      if (sending === controller) {
        sending = null;
        dispatch({ type: 'upload-progress', fraction: null });
      }
    }
  }

  return {
    startParse,
    chooseFile,
    uploadFile,
    cancelUpload,

    /** The clear button: forgets the chosen file, and stops its upload if one is under way. */
    clearFile: () => {
      choices++;
      cancelUpload();
      dispatch({ type: 'file', file: null });
      dispatch({ type: 'clear-error' });
    },

    /** Pasted text is checked here and sent with parse-cv after the photo step (kept per tab until then). */
    submitText: async (text: string): Promise<void> => {
      dispatch({ type: 'clear-error' });
      const problem = checkCvText(text);
      if (problem) {
        dispatch({ type: 'error', message: problem, step: 'upload_cv', modal: false });
        return;
      }
      try {
        storePastedText(await ensureSession(), text.trim());
      } catch {
        dispatch({ type: 'error', message: m.noSession, step: 'upload_cv' });
        return;
      }
      dispatch({ type: 'uploaded', upload: { fileName: null, storedPath: null, vision: false, pastedText: text.trim() } });
      goTo('upload_picture', 'upload');
    },

    /** The LinkedIn export goes straight to review; its refusals stay in the dialog (returned). */
    importLinkedIn: async (file: File, onProgress?: (fraction: number) => void): Promise<string | null> => {
      try {
        const sessionId = await ensureSession();
        await flush();
        const answer = await requestImport({ file, sessionId, onProgress });
        dispatch({ type: 'session', session: answer.session });
        return null;
      } catch (error) {
        return errorMessage(error, m.uploadFailed);
      }
    },

    backToWelcome: () => {
      choices++;
      cancelUpload();
      dispatch({ type: 'file', file: null });
      dispatch({ type: 'clear-error' });
      goTo('welcome', null);
    },

    backToUpload: () => {
      dispatch({ type: 'clear-error' });
      goTo('upload_cv');
    },

    /** Continue with Photo: the photo is re-encoded on the server first, then parsing starts. */
    continueWithPhoto: async (picture: File): Promise<void> => {
      dispatch({ type: 'clear-error' });
      const problem = checkPicture(picture);
      if (problem) {
        dispatch({ type: 'error', message: problem, step: 'upload_picture', modal: false });
        return;
      }
      try {
        await uploadProfilePicture({ file: picture, sessionId: await ensureSession() });
      } catch (error) {
        fail(error, m.pictureUploadFailed, 'upload_picture');
        return;
      }
      await startParse();
    },

    /**
     * Try Again (onboarding.md section 4): from upload, send the file again; from processing at
     * step 2 or earlier, parse again; at step 3 or earlier with parsed data, match again.
     */
    retry: async (): Promise<void> => {
      const state = get();
      const failedIn = state.error?.step;
      dispatch({ type: 'clear-error' });
      if (failedIn === 'upload_cv') {
        if (state.file) await uploadFile(state.file);
        return;
      }
      if (failedIn === 'template_matching' && state.sessionId) {
        goTo('template_matching');
        dispatch({ type: 'requesting', value: true });
        try {
          await flush();
          await proceedToTemplateMatching(state.sessionId);
        } catch (error) {
          dispatch({ type: 'error', message: errorMessage(error, m.matchingFailed), step: 'template_matching' });
        } finally {
          dispatch({ type: 'requesting', value: false });
        }
        return;
      }
      if (state.processing.step <= 2 && (state.upload?.pastedText || state.upload?.storedPath)) {
        await startParse();
        return;
      }
      queryClient.removeQueries({ queryKey: ['onboarding', 'session-data'] });
      goTo('upload_cv');
    },
  };
}
