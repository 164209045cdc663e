import type { OnboardingSession } from '@folio/schema';
import { useEffect, useRef, type Dispatch } from 'react';
import { isApiError } from '@/lib/api-client';
import { getSession } from '../api/get-session';
import { startSession } from '../api/start-session';
import { storedPastedText, storedSessionId } from '../lib/storage';
import type { FlowAction } from './flow-state';

// The loader gives way after 3 s (onboarding.md section 9); the session is adopted when it arrives.
export const restoreTimeoutMs = 3000;

/**
 * Finds the session to continue: the id in the URL, else the one this browser remembers, else the
 * user's latest unfinished one, else a new one. An id that is not the user's (404) is forgotten.
 */
export async function findOrStartSession(requested: string | null): Promise<OnboardingSession> {
  for (const id of [requested, storedSessionId()]) {
    if (!id) continue;
    try {
      const session = await getSession(id);
      if (session) return session;
    } catch (error) {
      if (!isApiError(error, 404) && !isApiError(error, 422)) throw error;
    }
  }
  return (await getSession(null)) ?? (await startSession()).session;
}

// React's development double-mount must not start two sessions: one restore per page visit.
let inflight: { key: string; promise: Promise<OnboardingSession> } | null = null;

function restoreOnce(requested: string | null): Promise<OnboardingSession> {
  const key = requested ?? '';
  if (inflight?.key === key) return inflight.promise;
  const promise = findOrStartSession(requested);
  inflight = { key, promise };
  const forget = () => window.setTimeout(() => inflight?.promise === promise && (inflight = null), 1000);
  promise.then(forget, forget);
  return promise;
}

/** Restores on arrival; `pending` lets actions wait for the session instead of failing without an id. */
export function useSessionRestore(requested: string | null, dispatch: Dispatch<FlowAction>) {
  const pending = useRef<Promise<OnboardingSession> | null>(null);
  const first = useRef(requested);

  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => dispatch({ type: 'restore-timed-out' }), restoreTimeoutMs);
    const promise = restoreOnce(first.current);
    pending.current = promise;
    promise.then(
      (session) => {
        if (!live) return;
        window.clearTimeout(timer);
        dispatch({ type: 'restored', session, pastedText: storedPastedText(session.session_id) });
      },
      () => {
        if (!live) return;
        window.clearTimeout(timer);
        // Offline or the server is down: show the start; the first action tries again.
        pending.current = null;
        dispatch({ type: 'restored', session: null, pastedText: null });
      },
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [dispatch]);

  return pending;
}
