import type { OnboardingSession, OnboardingStep } from '@folio/schema';
import type { OnboardingPathName, PlanLimitData, TemplateLockedData } from '../api/types';

/** The steps the screen shows; the session's `completed` is shown as the Complete step. */
export type FlowStep = Exclude<OnboardingStep, 'completed'>;

/** Steps whose progress arrives as events: the stream is attached while one of them is shown. */
export const watchedSteps: readonly FlowStep[] = ['processing', 'template_matching', 'creating_website'];

export interface ProcessingState {
  /** The processing view's step, 0-4, as the server last said. */
  step: number;
  /** 0-100 as the server last said; never raised by the client. */
  progress: number;
  message: string;
  /** When the last event arrived (ms), so estimates can fill the gap since. */
  at: number;
}

export interface UploadInfo {
  fileName: string | null;
  storedPath: string | null;
  vision: boolean;
  /** Pasted text waiting to be sent with parse-cv (null after a file upload). */
  pastedText: string | null;
}

export interface FlowError {
  message: string;
  /** The step it happened in: Try Again is offered only in upload and processing. */
  step: FlowStep;
  /**
   * Failures (a lost connection, a parse that failed) open the error modal; a mistake the user can
   * fix where they are (wrong file type, text too short) shows in that step's error box instead.
   */
  modal: boolean;
}

export interface FlowState {
  restoring: boolean;
  sessionId: string | null;
  step: FlowStep;
  path: OnboardingPathName | null;
  upload: UploadInfo | null;
  /** The chosen CV file: shown with Continue until it is sent, and kept so Try Again can send it again. */
  file: File | null;
  /** 0-1 while the chosen file is being sent (1: sent, the server is reading it); null otherwise. */
  uploadProgress: number | null;
  processing: ProcessingState;
  websiteId: number | null;
  redirectUrl: string | null;
  error: FlowError | null;
  planLimit: PlanLimitData | null;
  templateLock: TemplateLockedData | null;
  /** A parse or match request is on its way: the stream waits for it, so it never reads the state from before. */
  requesting: boolean;
  /** The event stream could not be set up; progress is read from the session instead. */
  streamDown: boolean;
}

export const initialProcessing: ProcessingState = { step: 0, progress: 0, message: '', at: 0 };

export const initialFlowState: FlowState = {
  restoring: true,
  sessionId: null,
  step: 'welcome',
  path: null,
  upload: null,
  file: null,
  uploadProgress: null,
  processing: initialProcessing,
  websiteId: null,
  redirectUrl: null,
  error: null,
  planLimit: null,
  templateLock: null,
  requesting: false,
  streamDown: false,
};

const phaseStart: Partial<Record<FlowStep, number>> = { processing: 0, template_matching: 2, creating_website: 3 };

export const toFlowStep = (step: OnboardingStep): FlowStep => (step === 'completed' ? 'complete' : step);

export type FlowAction =
  | { type: 'restored'; session: OnboardingSession | null; pastedText: string | null }
  | { type: 'restore-timed-out' }
  | { type: 'session'; session: OnboardingSession }
  | { type: 'go'; step: FlowStep; path?: OnboardingPathName | null }
  | { type: 'file'; file: File | null }
  | { type: 'upload-progress'; fraction: number | null }
  | { type: 'uploaded'; upload: UploadInfo }
  | { type: 'progress'; step?: number; progress?: number; message?: string }
  | { type: 'website'; websiteId: number; redirectUrl?: string | null }
  | { type: 'error'; message: string; step?: FlowStep; modal?: boolean }
  | { type: 'clear-error' }
  | { type: 'plan-limit'; data: PlanLimitData | null }
  | { type: 'template-lock'; data: TemplateLockedData | null }
  | { type: 'requesting'; value: boolean }
  | { type: 'stream'; down: boolean }
  | { type: 'reset'; session: OnboardingSession };

/** The step to show for a session: finished work whose step was left behind still shows its result. */
export function sessionStep(session: OnboardingSession): FlowStep {
  const watched = session.step === 'processing' || session.step === 'template_matching';
  if (watched && session.job_state === 'done' && session.has_cv_data) return 'review';
  return toFlowStep(session.step);
}

function fromSession(state: FlowState, session: OnboardingSession): FlowState {
  return {
    ...state,
    sessionId: session.session_id,
    step: sessionStep(session),
    path: session.path,
    websiteId: session.website_id ?? state.websiteId,
    processing: { step: session.processing_step, progress: session.progress, message: state.processing.message, at: Date.now() },
  };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'restored': {
      if (!action.session) return { ...state, restoring: false };
      // After the 3 s timeout the user may already have moved on: their choice wins.
      if (!state.restoring && state.step !== 'welcome') return { ...state, sessionId: state.sessionId ?? action.session.session_id };
      const session = action.session;
      const next = fromSession({ ...state, restoring: false }, session);
      const upload: UploadInfo | null =
        session.stored_path || action.pastedText
          ? { fileName: session.file_name, storedPath: session.stored_path, vision: session.use_vision_parsing, pastedText: session.stored_path ? null : action.pastedText }
          : null;
      // The photo step needs the CV it will send for parsing; pasted text lives only in this tab.
      const step = next.step === 'upload_picture' && !upload ? 'upload_cv' : next.step;
      const error = session.job_state === 'failed' && session.error ? { message: session.error, step, modal: true } : null;
      return { ...next, step, upload, error };
    }
    case 'restore-timed-out':
      return { ...state, restoring: false };
    case 'session':
      return fromSession(state, action.session);
    case 'go':
      return {
        ...state,
        step: action.step,
        path: action.path === undefined ? state.path : action.path,
        // Each watched phase starts from its own first step; events only ever move it forward.
        ...(action.step in phaseStart ? { processing: { ...initialProcessing, step: phaseStart[action.step] ?? 0, at: Date.now() } } : {}),
      };
    case 'file':
      return { ...state, file: action.file };
    case 'upload-progress':
      return { ...state, uploadProgress: action.fraction };
    case 'uploaded':
      return { ...state, upload: action.upload };
    case 'progress': {
      const step = Math.max(state.processing.step, action.step ?? state.processing.step);
      const progress = Math.max(state.processing.progress, action.progress ?? state.processing.progress);
      return { ...state, processing: { step, progress, message: action.message ?? state.processing.message, at: Date.now() } };
    }
    case 'website':
      return { ...state, websiteId: action.websiteId, redirectUrl: action.redirectUrl ?? state.redirectUrl };
    case 'error':
      return { ...state, error: { message: action.message, step: action.step ?? state.step, modal: action.modal ?? true } };
    case 'clear-error':
      return { ...state, error: null };
    case 'plan-limit':
      return { ...state, planLimit: action.data };
    case 'template-lock':
      return { ...state, templateLock: action.data };
    case 'requesting':
      return { ...state, requesting: action.value };
    case 'stream':
      return state.streamDown === action.down ? state : { ...state, streamDown: action.down };
    case 'reset':
      return { ...initialFlowState, restoring: false, sessionId: action.session.session_id };
  }
}
