import { fitCvToLimits, type OnboardingSession, type ParsedCv, type ProcessingEvent, type TemplateRecommendation } from '@folio/schema';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { isApiError } from '@/lib/api-client';
import { getSession } from '../api/get-session';
import { sessionDataQueryKey, type SessionData } from '../api/get-session-data';
import { readProcessingEvents } from '../api/processing-events';
import { sessionStep, watchedSteps, type FlowAction, type FlowState, type FlowStep } from './flow-state';

/** Steps that are results of the work being watched: a state event that reaches one moves the screen on. */
const resultSteps: readonly FlowStep[] = ['review', 'ready', 'preview', 'complete'];
const retryDelaysMs = [1000, 2000, 4000, 8000];

type Data = Record<string, unknown>;
const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
const stringOr = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Turns one event of cv-processing.{userId}.{sessionId} into changes of the flow (onboarding.md section 4). */
export function applyProcessingEvent(event: ProcessingEvent, state: FlowState, dispatch: Dispatch<FlowAction>, queryClient: QueryClient) {
  const data: Data = event.data;
  const progress = () => dispatch({ type: 'progress', step: numberOr(data.processing_step), progress: numberOr(data.progress), message: stringOr(data.message) });
  const fail = () => dispatch({ type: 'error', message: stringOr(data.message) ?? 'CV parsing failed', step: state.step });
  switch (event.type) {
    case 'state':
      return syncWithServer(data.session as OnboardingSession, state, dispatch);
    case 'progress':
    case 'template_progress':
    case 'website_progress':
      return progress();
    case 'review_ready':
      if (state.sessionId) {
        const cv = data.cv_data as ParsedCv;
        queryClient.setQueryData<SessionData>(sessionDataQueryKey(state.sessionId), {
          cv_data: cv,
          template_recommendation: data.template_recommendation as TemplateRecommendation,
          confidence: numberOr(data.confidence) ?? null,
          // The same function the server builds the website with, so the review reports what it will do.
          shortened: fitCvToLimits(cv).shortened,
        });
      }
      return dispatch({ type: 'session', session: data.session as OnboardingSession });
    case 'template_success':
      if (state.sessionId) void queryClient.invalidateQueries({ queryKey: sessionDataQueryKey(state.sessionId) });
      return dispatch({ type: 'session', session: data.session as OnboardingSession });
    case 'website_creation_started':
      progress();
      return state.step === 'creating_website' ? undefined : dispatch({ type: 'go', step: 'creating_website' });
    case 'cv_ready':
      dispatch({ type: 'website', websiteId: numberOr(data.website_id) ?? 0, redirectUrl: stringOr(data.redirect_url) });
      return dispatch({ type: 'session', session: data.session as OnboardingSession });
    case 'website_success':
      dispatch({ type: 'website', websiteId: numberOr(data.website_id) ?? 0, redirectUrl: stringOr(data.redirect_url) });
      return dispatch({ type: 'go', step: 'complete' });
    case 'error':
    case 'template_error':
    case 'website_error':
      return fail();
  }
}

/** The session as the server has it: adopt its result, its failure, or its progress. */
function syncWithServer(session: OnboardingSession, state: FlowState, dispatch: Dispatch<FlowAction>) {
  const serverStep = sessionStep(session);
  if (resultSteps.includes(serverStep)) return dispatch({ type: 'session', session });
  if (serverStep !== state.step) return; // the request that moves it on is still on its way
  if (session.job_state === 'failed' && session.error) return dispatch({ type: 'error', message: session.error, step: state.step });
  dispatch({ type: 'progress', step: session.processing_step, progress: session.progress });
}

/**
 * Attached while processing, template matching or website creation is shown (and re-attached
 * after a reload there). A dropped stream reconnects; its first event resynchronises. If it cannot
 * be set up at all, the session is read instead, so the flow still moves on (the spec tolerates it).
 */
export function useProcessingStream(state: FlowState, dispatch: Dispatch<FlowAction>, queryClient: QueryClient) {
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const active = state.sessionId !== null && watchedSteps.includes(state.step) && !state.error && !state.requesting;
  const sessionId = state.sessionId;

  useEffect(() => {
    if (!active || !sessionId) return;
    const controller = new AbortController();
    let attempt = 0;
    const onEvent = (event: ProcessingEvent) => {
      attempt = 0;
      dispatch({ type: 'stream', down: false });
      applyProcessingEvent(event, stateRef.current, dispatch, queryClient);
    };
    const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await readProcessingEvents(sessionId, onEvent, controller.signal);
        } catch (error) {
          if (controller.signal.aborted) return;
          if (isApiError(error, 404) || isApiError(error, 401)) return;
          dispatch({ type: 'stream', down: true });
          // Fall back to reading the session, as a state event would have told it.
          const session = await getSession(sessionId).catch(() => null);
          if (session) syncWithServer(session, stateRef.current, dispatch);
        }
        if (controller.signal.aborted) return;
        await wait(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 8000);
        attempt += 1;
      }
    })();
    return () => controller.abort();
  }, [active, sessionId, dispatch, queryClient]);
}
