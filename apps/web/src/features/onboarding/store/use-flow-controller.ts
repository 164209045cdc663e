import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { startOver as requestStartOver } from '../api/start-over';
import { startSession } from '../api/start-session';
import type { TemplateLockedData } from '../api/types';
import { updateSession } from '../api/update-session';
import { onboardingMessages as m } from '../lib/messages';
import { storePastedText, storeSessionId } from '../lib/storage';
import type { FlowDeps } from './flow-deps';
import { flowReducer, initialFlowState, type FlowState, type FlowStep } from './flow-state';
import { createUploadActions } from './upload-actions';
import { useProcessingStream } from './use-processing-stream';
import { useSessionRestore } from './use-session-restore';
import { createWebsiteActions } from './website-actions';

const serverDrivenSteps: readonly FlowStep[] = ['processing', 'template_matching', 'review', 'creating_website', 'ready'];

/**
 * The onboarding flow's state and actions. The server holds the session; this keeps what the
 * screen needs (the step shown, the chosen file, the latest progress) and records each step change.
 */
export function useFlowController() {
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(flowReducer, initialFlowState);
  const pending = useSessionRestore(params.get('session_id'), dispatch);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stateRef = useRef<FlowState>(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // The id lives in the URL and in local storage (onboarding.md section 3), so a reload finds it.
  const sessionId = state.sessionId;
  useEffect(() => {
    if (!sessionId) return;
    storeSessionId(sessionId);
    setParams(
      (current) => {
        if (current.get('session_id') === sessionId) return current;
        const next = new URLSearchParams(current);
        next.set('session_id', sessionId);
        return next;
      },
      { replace: true },
    );
  }, [sessionId, setParams]);

  const actions = useMemo(() => {
    const get = () => stateRef.current;
    // Step changes are recorded in order; a failed write only means a reload resumes a step earlier.
    let writes: Promise<unknown> = Promise.resolve();

    const ensureSession = async (): Promise<string> => {
      const known = get().sessionId;
      if (known) return known;
      const restored = await pending.current?.catch(() => null);
      if (restored) return restored.session_id;
      const started = await startSession();
      dispatch({ type: 'session', session: started.session });
      return started.session_id;
    };

    const goTo: FlowDeps['goTo'] = (step, path) => {
      dispatch({ type: 'go', step, path });
      const id = get().sessionId;
      // The server moves these itself (parse, match, create); writing them could undo its result.
      if (!id || serverDrivenSteps.includes(step)) return;
      writes = writes.then(() => updateSession({ session_id: id, step, ...(path !== undefined ? { path } : {}) })).catch(() => undefined);
    };

    const flush = () => writes;
    const deps: FlowDeps = { dispatch, get, ensureSession, goTo, flush, queryClient, navigate };

    /** Deletes the session and begins a new one at welcome (onboarding.md section 4). */
    const startOver = async (): Promise<boolean> => {
      const old = get().sessionId;
      try {
        const answer = await requestStartOver(old);
        if (old) storePastedText(old, null);
        dispatch({ type: 'reset', session: answer.session });
        return true;
      } catch {
        return false;
      }
    };

    return {
      ...createUploadActions(deps),
      ...createWebsiteActions(deps),
      goTo,
      startOver,
      /** The ready step's Start Over, with its messages. */
      startNew: async () => {
        toast.info(m.startingOver);
        if (!(await startOver())) toast.error(m.startOverFailed);
      },
      /** Cancel processing: start over, or if even that fails, reload the onboarding address. */
      cancelProcessing: async () => {
        if (!(await startOver())) window.location.assign(paths.app.cvBuilderOnboarding.getHref());
      },
      closeError: () => dispatch({ type: 'clear-error' }),
      /** A mistake the user can fix where they are: shown in that step's error box, not the modal. */
      showStepError: (message: string, step: FlowStep) => dispatch({ type: 'error', message, step, modal: false }),
      closePlanLimit: () => dispatch({ type: 'plan-limit', data: null }),
      closeTemplateLock: () => dispatch({ type: 'template-lock', data: null }),
      showTemplateLock: (data: TemplateLockedData) => dispatch({ type: 'template-lock', data }),
    };
  }, [pending, queryClient, navigate]);

  useProcessingStream(state, dispatch, queryClient);

  return { state, actions };
}

export type FlowController = ReturnType<typeof useFlowController>;
export type FlowActions = FlowController['actions'];
